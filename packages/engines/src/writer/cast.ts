import { kinshipTitles, type NameRegion } from '@qamar/shared/names';
import type { SpokenDialect, StoryCharacterInput } from '../types.ts';
import { arabicName, type ArabicName } from './arabic-name-forms.ts';
import type { HelperDef } from './helpers.ts';
import { findSpecies, type Mover } from './species.ts';
import { kindTrait, littleTrait, traitFromDescription, type Trait } from './traits.ts';
import { DL_NUMBERS, EN_NUMBERS, ORDINALS } from './age-numbers.ts';

/** One person or creature of the story, in every form the lines ask for. */
export interface Actor {
  /** The English name as the parent gave it; null for the helper of the place. */
  inputName: string | null;
  male: boolean;
  mover: Mover;
  species: string | null;
  human: boolean;
  /** A child, an animal or a magical being: someone a parent tucks in. */
  young: boolean;
  /** A baby (two or younger): cared for, never a talking friend or a neighbour. */
  baby: boolean;
  /** Family by a title or a description (Mama, Grandma Huda, "her brother"): lives at home, not next door. */
  family: boolean;
  en: { name: string; full: string; intro: string; voc: string; kind: string; age: string | null };
  ar: {
    nom: string;
    acc: string;
    gen: string;
    fullNom: string;
    fullAcc: string;
    fullGen: string;
    voc: string;
    intro: string;
    /** The ordinal of the age, genitive (في العاشِرَةِ) and accusative (بَلَغَ العاشِرَةَ). */
    age: string | null;
    ageAcc: string | null;
    typed: string | null;
    nameSource: ArabicName['source'] | 'helper';
  };
  dl: { name: string; full: string; intro: string; voc: string; age: string | null };
}

interface Kind {
  en: string;
  ar: string;
  gram: 'm' | 'f';
  dl: string;
  trait: Trait;
}

function humanKind(c: StoryCharacterInput, dialect: SpokenDialect): Kind {
  const age = c.age ?? 7;
  const m = c.gender === 'male';
  const trait = traitFromDescription(c.description, age <= 12 ? littleTrait : kindTrait);
  if (age <= 2)
    return {
      en: 'baby',
      ar: m ? 'طِفْلٌ' : 'طِفْلَةٌ',
      gram: m ? 'm' : 'f',
      dl: 'بيبي',
      trait,
    };
  if (age <= 12)
    return {
      en: m ? 'boy' : 'girl',
      ar: m ? 'وَلَدٌ' : 'بِنْتٌ',
      gram: m ? 'm' : 'f',
      dl: m ? 'ولد' : 'بنت',
      trait,
    };
  if (age < 20)
    return {
      en: m ? 'boy' : 'girl',
      ar: m ? 'فَتًى' : 'فَتاةٌ',
      gram: m ? 'm' : 'f',
      dl: m ? 'شاب' : 'بنت',
      trait,
    };
  if (age < 60) {
    const man = { egyptian: 'راجل', lebanese: 'رجّال', gulf_saudi: 'رجّال', gulf_uae: 'ريّال' }[
      dialect
    ];
    const woman = { egyptian: 'ست', lebanese: 'مرا', gulf_saudi: 'حرمة', gulf_uae: 'حرمة' }[
      dialect
    ];
    return {
      en: m ? 'man' : 'woman',
      ar: m ? 'رَجُلٌ' : 'امْرَأَةٌ',
      gram: m ? 'm' : 'f',
      dl: m ? man : woman,
      trait,
    };
  }
  const grandpa = { egyptian: 'جدّ', lebanese: 'جدّ', gulf_saudi: 'جدّ', gulf_uae: 'يدّ' }[dialect];
  const grandma = { egyptian: 'جدّة', lebanese: 'جدّة', gulf_saudi: 'جدّة', gulf_uae: 'يدّة' }[dialect];
  return {
    en: m ? 'grandpa' : 'grandma',
    ar: m ? 'جَدٌّ' : 'جَدَّةٌ',
    gram: m ? 'm' : 'f',
    dl: m ? grandpa : grandma,
    trait,
  };
}

function creatureKind(
  c: StoryCharacterInput,
  type: 'animal' | 'magical',
): Kind & { mover: Mover; species: string } {
  const sp = findSpecies(c.species, type);
  const [ar, gram] = c.gender === 'male' ? sp.m : sp.f;
  const trait = traitFromDescription(c.description, type === 'animal' ? littleTrait : kindTrait);
  return {
    en: sp.en,
    ar,
    gram,
    dl: c.gender === 'male' ? sp.dl[0] : sp.dl[1],
    trait,
    mover: sp.move,
    species: sp.en,
  };
}

/** Family words that are not titles before a name (those are the shared kinship titles). */
const FAMILY_NOUNS = new Set(
  'mama mum mummy mom mommy mother baba dad daddy father brother sister twin grandparent cousin أخ أخي أخو أخوه أخوها أخت أختي أخته أختها أم أمي ماما أب أبي بابا جد جدي جدو جدة جدتي تيتة تيتا ستي عم عمو عمة خال خالو خالة خالتو'.split(
    ' ',
  ),
);
const TITLE_WORDS = new Set(kinshipTitles.flatMap((t) => t.latin));

/** A character of the family: a title or a family word in the name or description (Mama, "her brother"). */
function isFamily(c: StoryCharacterInput): boolean {
  return `${c.name} ${c.description}`
    .toLowerCase()
    .split(/[\s،,.'’]+/)
    .map((w) => w.replace(/[\u064B-\u0652]/g, ''))
    .some((w) => FAMILY_NOUNS.has(w) || TITLE_WORDS.has(w));
}

/** `region`: the region of the story's spoken dialect, whose spelling of a name wins (نُورَة in the Gulf). */
export function actorFromCharacter(
  c: StoryCharacterInput,
  dialect: SpokenDialect,
  region?: NameRegion,
): Actor {
  const male = c.gender === 'male';
  const creature = c.type === 'human' ? null : creatureKind(c, c.type);
  const kind = creature ?? humanKind(c, dialect);
  const name = arabicName(c.name, c.nameAr, male ? 'صَديقُنا' : 'صَديقَتُنا', {
    gender: c.gender,
    region,
  });
  const adj = kind.trait.ar[kind.gram === 'm' ? 0 : 1];
  const dlAdj = kind.trait.dl[dialect][kind.gram === 'm' ? 0 : 1];
  const childAge =
    c.type === 'human' && c.age !== undefined && c.age >= 3 && c.age <= 12 ? c.age : null;
  const enName = c.name.trim().replace(/\s+/g, ' ');
  const article = /^[aeiou]/i.test(kind.trait.en) ? 'an' : 'a';
  return {
    inputName: enName,
    male,
    mover: creature?.mover ?? 'walk',
    species: creature?.species ?? null,
    human: c.type === 'human',
    young: c.type !== 'human' || (c.age ?? 7) <= 12,
    baby: c.type === 'human' && (c.age ?? 7) <= 2,
    family: c.type === 'human' && isFamily(c),
    en: {
      name: enName,
      full: enName,
      intro: `${article} ${kind.trait.en} ${kind.en}`,
      voc: enName,
      kind: kind.en,
      age: childAge === null ? null : `${EN_NUMBERS[childAge]} years old`,
    },
    ar: {
      nom: name.nom,
      acc: name.acc,
      gen: name.gen,
      fullNom: name.nom,
      fullAcc: name.acc,
      fullGen: name.gen,
      voc: `يا ${name.voc}`,
      intro: `${kind.ar} ${adj}`,
      age: childAge === null ? null : (ORDINALS[childAge] ?? null),
      ageAcc: childAge === null ? null : (ORDINALS[childAge]?.replace(/\u0650$/, '\u064E') ?? null),
      typed: name.typed,
      nameSource: name.source,
    },
    dl: {
      name: name.plain,
      full: name.plain,
      intro: `${kind.dl} ${dlAdj}`,
      voc: `يا ${name.vocPlain ?? name.plain}`,
      age:
        childAge === null
          ? null
          : `${DL_NUMBERS[dialect][childAge]} ${childAge > 10 ? 'سنة' : 'سنين'}`,
    },
  };
}

export function actorFromHelper(h: HelperDef): Actor {
  return {
    inputName: null,
    male: h.male,
    mover: 'walk',
    species: null,
    human: false,
    young: false,
    baby: false,
    family: false,
    en: {
      name: h.en.short,
      full: h.en.full,
      intro: h.en.intro,
      voc: h.en.voc,
      kind: h.en.short.replace(/^the /, ''),
      age: null,
    },
    ar: {
      nom: h.ar.short[0],
      acc: h.ar.short[1],
      gen: h.ar.short[2],
      fullNom: h.ar.full[0],
      fullAcc: h.ar.full[1],
      fullGen: h.ar.full[2],
      voc: h.ar.voc,
      intro: h.ar.intro,
      age: null,
      ageAcc: null,
      typed: null,
      nameSource: 'helper',
    },
    dl: { name: h.dl.short, full: h.dl.full, intro: h.dl.intro, voc: h.dl.voc, age: null },
  };
}

/** Everyone on stage together, with the agreement a group takes in Fusha. */
export interface Team {
  members: Actor[];
  en: string;
  ar: { nom: string; acc: string; gen: string };
  dl: string;
  /** dual masculine, dual feminine, plural masculine, plural feminine (a mixed group is masculine). */
  form: 0 | 1 | 2 | 3;
}

export function teamOf(members: Actor[]): Team {
  const names = members.map((m) => m.en.name);
  const en =
    names.length <= 2
      ? names.join(' and ')
      : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
  const join = (pick: (a: Actor) => string): string => members.map(pick).join(' وَ');
  const allFemale = members.every((m) => !m.male);
  const form = ((members.length === 2 ? 0 : 2) + (allFemale ? 1 : 0)) as Team['form'];
  return {
    members,
    en,
    ar: { nom: join((a) => a.ar.nom), acc: join((a) => a.ar.acc), gen: join((a) => a.ar.gen) },
    dl: members.map((m) => m.dl.name).join(' و'),
    form,
  };
}

const grownUpHuman = (c: StoryCharacterInput): boolean => c.type === 'human' && (c.age ?? 7) > 12;

/**
 * The story's child is its hero: a grown-up chosen first (Grandma Huda, then the grandchild) gives
 * the lead to the first child of the cast, and is the child's companion.
 */
export function heroFirst(cast: readonly StoryCharacterInput[]): StoryCharacterInput[] {
  const [first] = cast;
  const child = cast.findIndex((c) => c.type === 'human' && !grownUpHuman(c));
  if (!first || !grownUpHuman(first) || child < 0) return [...cast];
  return [cast[child] as StoryCharacterInput, ...cast.filter((_, i) => i !== child)];
}
