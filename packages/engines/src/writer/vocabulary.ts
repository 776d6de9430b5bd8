import { spokenDialects } from '@qamar/shared';
import type { SpokenDialect } from '../types.ts';
import type { Actor, Team } from './cast.ts';
import { dialectWord } from './dialect-lexicon.ts';
import type { Place } from './place.ts';
import type { Token } from './template.ts';
import type { Words } from './idea/types.ts';
import type { PlotObject, SceneBeat } from './theme-pack.ts';

export type Lang = 'en' | 'ar' | 'dl';

/** Who and what a story has, as the tokens of the lines see them. */
export interface Stage {
  dialect: SpokenDialect;
  hero: Actor;
  friend: Actor;
  third: Actor | null;
  /** hero and friend */
  pair: Team;
  /** everyone: hero, friend and the third character */
  group: Team;
  /** False while the helper of a one-character story has not come yet (and once the hero is in bed). */
  friendHere: boolean;
  place: Place;
  object: PlotObject | null;
  /** The situation understood from the parent's idea (idea/), named in every language; never the parent's words. */
  situation: Words | null;
  /** The person or pet a situation's plot is about (the cat that died, Grandma): {R}, {R.a}, {R.g}, {R:m|f}. */
  person?: PlotPerson | null;
  /**
   * The plot's person while they are away, ill far away or gone (draft-story.ts `ABSENT_PERSON`):
   * the chosen character who is that person (not in the cast above), and the beats the child is
   * with them in person. Elsewhere they are neither drawn nor a person of the picture.
   */
  away?: { actor: Actor | null; meets: readonly SceneBeat[] } | null;
}

/** Someone the parent's idea names, as a situation's plot speaks of them. Arabic cases nom, acc, gen. */
export interface PlotPerson {
  en: string;
  ar: readonly [string, string, string];
  dl: string;
  male: boolean;
  /** One of the chosen characters (the baby brother is Yusuf): called by name where a plot says "the little one". */
  cast?: boolean;
}

const TEAM_SUFFIX = {
  hum: ['هُما', 'هُما', 'هُمْ', 'هُنَّ'],
  him: ['هِما', 'هِما', 'هِمْ', 'هِنَّ'],
  hom: ['هُما', 'هُما', 'هُمْ', 'هُنَّ'],
};

export function resolveToken(stage: Stage, lang: Lang, t: Token): string | null {
  switch (t.name) {
    case 'H':
      return actor(stage.hero, lang, t);
    case 'F':
      return stage.friendHere ? actor(stage.friend, lang, t) : null;
    case 'T':
      return stage.third && stage.friendHere ? actor(stage.third, lang, t) : null;
    case 'W':
      return stage.friendHere ? team(stage.pair, lang, t) : null;
    case 'G':
      return stage.friendHere ? team(stage.group, lang, t) : null;
    case 'P':
      return place(stage.place, lang, t.field);
    case 'O':
      return stage.object ? object(stage.object, lang, t) : null;
    case 'S':
      return stage.situation
        ? lang === 'en'
          ? stage.situation.en
          : lang === 'ar'
            ? stage.situation.ar
            : stage.situation[stage.dialect]
        : null;
    case 'R':
      return stage.person ? person(stage.person, lang, t, stage.dialect) : null;
    case 'd':
      return lang === 'dl' ? dialect(stage, t) : null;
    default:
      return null;
  }
}

function actor(a: Actor, lang: Lang, t: Token): string | null {
  if (t.args.length > 0) return t.args.length === 2 ? (t.args[a.male ? 0 : 1] ?? null) : null;
  const f = t.field;
  if (lang === 'en') {
    const en: Record<string, string | null> = {
      '': a.en.name,
      full: a.en.full,
      intro: a.en.intro,
      v: a.en.voc,
      he: a.male ? 'he' : 'she',
      him: a.male ? 'him' : 'her',
      his: a.male ? 'his' : 'her',
      kind: a.en.kind,
      age: a.en.age,
    };
    return f in en ? (en[f] ?? null) : null;
  }
  if (lang === 'ar') {
    const ar: Record<string, string | null> = {
      '': a.ar.nom,
      a: a.ar.acc,
      g: a.ar.gen,
      full: a.ar.fullNom,
      fulla: a.ar.fullAcc,
      fullg: a.ar.fullGen,
      v: a.ar.voc,
      intro: a.ar.intro,
      age: a.ar.age,
      agea: a.ar.ageAcc,
    };
    return f in ar ? (ar[f] ?? null) : null;
  }
  const dl: Record<string, string | null> = {
    '': a.dl.name,
    a: a.dl.name,
    g: a.dl.name,
    full: a.dl.full,
    fulla: a.dl.full,
    fullg: a.dl.full,
    v: a.dl.voc,
    intro: a.dl.intro,
    age: a.dl.age,
  };
  return f in dl ? (dl[f] ?? null) : null;
}

function team(t: Team, lang: Lang, tok: Token): string | null {
  if (tok.args.length > 0) {
    if (lang !== 'ar') return null;
    if (tok.args.length === 4) return tok.args[t.form] ?? null;
    return tok.args.length === 2 ? (tok.args[t.form % 2] ?? null) : null;
  }
  const f = tok.field;
  if (f === 'hum' || f === 'him' || f === 'hom')
    return lang === 'ar' ? (TEAM_SUFFIX[f][t.form] ?? null) : null;
  if (lang === 'en') return f === '' || f === 'a' || f === 'g' ? t.en : null;
  if (lang === 'dl') return f === '' || f === 'a' || f === 'g' ? t.dl : null;
  return f === '' ? t.ar.nom : f === 'a' ? t.ar.acc : f === 'g' ? t.ar.gen : null;
}

function place(p: Place, lang: Lang, field: string): string | null {
  if (field === 'in') return lang === 'en' ? p.enIn : null;
  if (field !== '' && field !== 'a' && field !== 'g') return null;
  if (lang === 'en') return p.en;
  if (lang === 'dl') return p.dl;
  return field === 'a' ? p.ar.acc : field === 'g' ? p.ar.gen : p.ar.nom;
}

function object(o: PlotObject, lang: Lang, t: Token): string | null {
  const male = lang === 'dl' ? (o.dlMale ?? o.male) : o.male;
  if (t.args.length > 0) return t.args.length === 2 ? (t.args[male ? 0 : 1] ?? null) : null;
  const f = t.field;
  if (lang === 'en') {
    // Pronouns that agree with the noun: cookies and sweets are "they", a drawing is "it".
    const plural = /[^s]s$/.test(o.en);
    const en: Record<string, string> = {
      it: plural ? 'they' : 'it',
      It: plural ? 'They' : 'It',
      them: plural ? 'them' : 'it',
      was: plural ? 'were' : 'was',
    };
    return f === '' || f === 'a' || f === 'g' || f === 'i' || f === 'ia' ? o.en : (en[f] ?? null);
  }
  if (lang === 'dl')
    return f === 'i' || f === 'ia' ? o.dlIndef : f === '' || f === 'a' || f === 'g' ? o.dl : null;
  const ar: Record<string, string> = {
    '': o.ar[0],
    a: o.ar[1],
    g: o.ar[2],
    i: o.arIndef[0],
    ia: o.arIndef[1],
  };
  return ar[f] ?? null;
}

const LITTLE_ONE_AR = {
  m: ['الصَّغيرُ', 'الصَّغيرَ', 'الصَّغيرِ'],
  f: ['الصَّغيرَةُ', 'الصَّغيرَةَ', 'الصَّغيرَةِ'],
} as const;

/**
 * The younger sibling of a plot ({R.one}, {R.One} at a sentence's start, {R.onea}, {R.oneg}): "the
 * little one", الصَّغيرُ، الزغير; the sibling's own name when they are one of the chosen characters.
 */
function littleOne(p: PlotPerson, lang: Lang, field: string, dialect: SpokenDialect): string {
  const i = field.endsWith('a') ? 1 : field.endsWith('g') ? 2 : 0;
  if (p.cast) return lang === 'en' ? p.en : lang === 'dl' ? p.dl : p.ar[i];
  if (lang === 'en') return field === 'One' ? 'The little one' : 'the little one';
  if (lang === 'ar') return LITTLE_ONE_AR[p.male ? 'm' : 'f'][i];
  return `ال${dialectWord('small', dialect, p.male ? 'm' : 'f') ?? 'صغير'}`;
}

function person(p: PlotPerson, lang: Lang, t: Token, dialect: SpokenDialect): string | null {
  if (t.args.length > 0) return t.args.length === 2 ? (t.args[p.male ? 0 : 1] ?? null) : null;
  if (/^(one|One)[ag]?$/.test(t.field)) return littleOne(p, lang, t.field, dialect);
  const i = ({ '': 0, a: 1, g: 2 } as Record<string, number>)[t.field];
  if (i === undefined) return null;
  return lang === 'en' ? p.en : lang === 'dl' ? p.dl : (p.ar[i] ?? null);
}

function dialect(stage: Stage, t: Token): string | null {
  if (t.field === '') {
    const i = spokenDialects.indexOf(stage.dialect);
    if (t.args.length === 4) return t.args[i] ?? null;
    if (t.args.length === 3) return t.args[Math.min(i, 2)] ?? null;
    return null;
  }
  const who = t.args[0];
  const gender = (a: Actor | null): 'm' | 'f' | null => (a ? (a.male ? 'm' : 'f') : null);
  const form =
    who === undefined || who === 'm'
      ? 'm'
      : who === 'f' || who === 'p'
        ? who
        : who === 'G' || who === 'W'
          ? 'p'
          : who === 'H'
            ? gender(stage.hero)
            : who === 'F'
              ? gender(stage.friend)
              : who === 'T'
                ? gender(stage.third)
                : who === 'R'
                  ? stage.person
                    ? stage.person.male
                      ? 'm'
                      : 'f'
                    : null
                  : who === 'O'
                    ? stage.object
                      ? (stage.object.dlMale ?? stage.object.male)
                        ? 'm'
                        : 'f'
                      : null
                    : null;
  return form ? dialectWord(t.field, stage.dialect, form) : null;
}
