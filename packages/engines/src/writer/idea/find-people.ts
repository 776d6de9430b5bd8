import type { StoryCharacterInput } from '../../types.ts';
import { findGivenName, findGivenNameByArabic } from '@qamar/shared/names';
import type { Doc } from './cues.ts';
import { compile, mark, spans } from './doc-spans.ts';
import { CALENDAR_WORDS } from './find-places.ts';
import { isArabicWord, normaliseArabic } from './normalise.ts';
import { peopleEntries, petEntries } from './people.ts';
import type { IdeaPerson, UnderstoodIdea } from './types.ts';
import { heroFirst } from '../cast.ts';

/** The people and pets of the library, their cues parsed once. */
const people = compile(peopleEntries);
const pets = compile(petEntries);
export const personCues = [...people, ...pets];

const NAME_LEADS = new Set([
  'called',
  'named',
  'name',
  'اسمه',
  'اسمها',
  'اسمو',
  'اسما',
  'يدعي',
  'تدعي',
]);
const NOT_NAMES = new Set([
  'I',
  'The',
  'A',
  'An',
  'And',
  'But',
  'So',
  'He',
  'She',
  'They',
  'We',
  'It',
  'Is',
  'Was',
  'His',
  'Her',
  'Today',
  'Tomorrow',
  'Tonight',
  'Yesterday',
  ...CALENDAR_WORDS,
]);
const CHILD_WORDS: Array<[RegExp | string[], 'male' | 'female' | null]> = [
  [/^(daughter|girl|princess)s?$/, 'female'],
  [/^(son|boy)s?$/, 'male'],
  [/^(kid|kids|child|children|toddler|little one)$/, null],
  [
    [
      'بنتي',
      'ابنتي',
      'بنيتي',
      'بنته',
      'بنتها',
      'بنتنا',
      'بنوتي',
      'بنت',
      'البنت',
      'بنوته',
      'طفلتي',
      'صغيرتي',
    ],
    'female',
  ],
  [['ابني', 'ابنه', 'ابنها', 'ابننا', 'ولدي', 'ولدنا', 'الولد', 'طفلي', 'صغيري', 'ابنا'], 'male'],
  [['عيالي', 'ولادي', 'اولادي', 'اطفالي', 'الاولاد', 'العيال', 'الاطفال'], null],
];

/** The people and pets an idea names, each linked to a chosen character where one fits, and the child it is about. */
export function findPeople(
  doc: Doc,
  raw: readonly string[],
  used: Set<number>,
  characters: readonly StoryCharacterInput[],
) {
  const found: Array<IdeaPerson & { at: number }> = [];
  const linked = new Set<string>();
  for (const { e, cues } of people) {
    for (const cue of cues) {
      for (const hit of spans(doc, cue, used)) {
        mark(used, hit);
        if (found.some((p) => p.role === e.role)) continue;
        const person: IdeaPerson & { at: number } = {
          role: e.role,
          gender: e.gender ?? genderFromArabic(doc.tokens[hit[1]] as string, e.role),
          words: e.words,
          at: hit[0],
        };
        if (e.baby) person.baby = true;
        const name = nameAfter(raw, hit[1], characters);
        if (name) person.name = name;
        found.push(person);
      }
    }
  }
  for (const { e, cues } of pets) {
    for (const cue of cues) {
      const hit = spans(doc, cue, used)[0];
      if (!hit || found.some((p) => p.role === 'pet' && p.species === e.species)) continue;
      mark(used, hit);
      const pet: IdeaPerson & { at: number } = {
        role: 'pet',
        gender: e.gender,
        words: e.words,
        species: e.species,
        at: hit[0],
      };
      const name = nameAfter(raw, hit[1], characters);
      if (name) pet.name = name;
      found.push(pet);
    }
  }
  // "baby brother" says the same as "baby"; "grandma" and "grandpa" say more than "grandparents" does not.
  const list = found.filter(
    (p) =>
      !(
        p.role === 'baby' &&
        found.some(
          (q) => q.role === 'baby-brother' || q.role === 'baby-sister' || q.role === 'baby-cousin',
        )
      ),
  );
  list.sort((a, b) => a.at - b.at);
  const child = findChild(doc, characters);
  // The hero (the cast's first child: cast.ts) is the child the idea is about: never the friend or the baby.
  const hero = heroFirst(characters)[0];
  if (hero) linked.add(hero.name);
  if (child?.character) linked.add(child.character);
  for (const p of list) {
    const c = characterFor(p, characters, linked);
    if (c) {
      p.character = c.name;
      linked.add(c.name);
    }
  }
  return { people: list.map(({ at: _at, ...p }) => p), child };
}

/** صاحبتها، صديقتي، رفيقتها: a feminine friend, by the ت after the stem; ابن خالته, بنت عمّها by ابن and بنت. */
function genderFromArabic(token: string, role: IdeaPerson['role']): 'male' | 'female' | null {
  if (
    !isArabicWord(token) ||
    !['friend', 'cousin', 'neighbour', 'doctor', 'dentist', 'coach', 'classmates'].includes(role)
  )
    return null;
  if (/^(ال)?(صديق|صاحب|رفيق|ربيع|جار|دكتور|طبيب|مدرب|زميل)ت/.test(token) || /^بنت/.test(token))
    return 'female';
  return /^(ابن|ولد)/.test(token) ? 'male' : null;
}

function nameAfter(
  raw: readonly string[],
  end: number,
  characters: readonly StoryCharacterInput[],
): string | null {
  let at = end + 1;
  if (NAME_LEADS.has((raw[at] ?? '').toLowerCase())) at++;
  const t = raw[at];
  if (!t) return null;
  const own = characters.find(
    (c) =>
      c.name.trim().toLowerCase() === t.toLowerCase() ||
      (c.nameAr && normaliseArabic(c.nameAr).replace(/\s+/g, '') === t),
  );
  if (own) return own.name;
  if (isArabicWord(t)) return findGivenNameByArabic(t) ? t : null;
  if (/^[A-Z][a-z]+$/.test(t) && !NOT_NAMES.has(t)) return t;
  const known = findGivenName(t);
  return known ? t.charAt(0).toUpperCase() + t.slice(1) : null;
}

function findChild(doc: Doc, characters: readonly StoryCharacterInput[]): UnderstoodIdea['child'] {
  let gender: 'male' | 'female' | null | undefined;
  for (let i = 0; i < doc.tokens.length && gender === undefined; i++) {
    const t = doc.tokens[i] as string;
    const two = `${t} ${doc.tokens[i + 1] ?? ''}`;
    for (const [match, g] of CHILD_WORDS) {
      const hit = Array.isArray(match)
        ? match.includes(t) || match.includes(t.replace(/^[وفل]/, ''))
        : match.test(t) || match.test(two);
      if (hit) {
        gender = g;
        break;
      }
    }
  }
  if (gender === undefined) return null;
  const kids = characters.filter(
    (c) => c.type === 'human' && (c.age === undefined || (c.age >= 2 && c.age <= 12)),
  );
  // The hero first: the parent's "my daughter" is the child the story is for.
  const match = kids.find((c) => gender === null || c.gender === gender) ?? null;
  return { gender, ...(match ? { character: match.name } : {}) };
}

const GRAND = /grand|teta|tata|sitt|jidd|jedd|nana|granny|جد|تيتا|ستي|ستو|يد/i;

function characterFor(
  p: IdeaPerson,
  characters: readonly StoryCharacterInput[],
  linked: ReadonlySet<string>,
): StoryCharacterInput | null {
  const free = characters.filter((c) => !linked.has(c.name));
  if (p.name) {
    const named = free.find((c) => c.name.toLowerCase() === p.name?.toLowerCase());
    if (named) return named;
  }
  const humans = free.filter((c) => c.type === 'human');
  const fits = (c: StoryCharacterInput) => p.gender === null || c.gender === p.gender;
  switch (p.role) {
    case 'pet':
      return (
        free.find(
          (c) => c.type === 'animal' && (c.species ?? '').toLowerCase().includes(p.species ?? ''),
        ) ?? null
      );
    case 'baby-brother':
    case 'baby-sister':
    case 'baby':
    case 'baby-cousin':
      return humans.find((c) => c.age !== undefined && c.age <= 2 && fits(c)) ?? null;
    case 'brother':
    case 'sister':
    case 'twin':
    case 'cousin':
    case 'friend':
      return (
        humans.find((c) => c.age !== undefined && c.age >= 3 && c.age <= 14 && fits(c)) ??
        // "Her little brother" may be the baby of the cast; a friend is never a baby.
        (p.role === 'brother' || p.role === 'sister'
          ? humans.find((c) => c.age !== undefined && c.age <= 2 && fits(c))
          : undefined) ??
        null
      );
    case 'grandmother':
    case 'grandfather':
      return (
        humans.find(
          (c) =>
            fits(c) &&
            ((c.age ?? 0) >= 50 || GRAND.test(`${c.name} ${c.nameAr ?? ''} ${c.description}`)),
        ) ?? null
      );
    case 'mother':
    case 'father':
    case 'aunt':
    case 'uncle':
    case 'teacher':
      return humans.find((c) => fits(c) && (c.age ?? 0) >= 18 && (c.age ?? 0) < 50) ?? null;
    default:
      return null;
  }
}
