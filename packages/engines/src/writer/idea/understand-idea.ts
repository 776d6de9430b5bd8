import type { StoryCharacterInput } from '../../types.ts';
import { findGivenName, findGivenNameByArabic } from '@qamar/shared/names';
import {
  cueMatches,
  englishCueWords,
  findPhrase,
  parseCue,
  scoreCues,
  toDoc,
  type Cue,
  type Doc,
} from './cues.ts';
import { arabiziAsArabic, indexArabicWords } from './arabizi.ts';
import { wordClasses } from './word-classes.ts';
import { feelingEntries, objectEntries } from './objects.ts';
import { peopleEntries, petEntries } from './people.ts';
import { namedPlaces, placeKinds } from './places.ts';
import { isArabicWord, normaliseArabic } from './normalise.ts';
import { situations } from './situations.ts';
import type {
  IdeaContext,
  IdeaObject,
  IdeaPerson,
  IdeaPlace,
  SituationEntry,
  UnderstoodIdea,
} from './types.ts';

/** Below this summed cue weight no situation is claimed; the idea's people, places and objects still are. */
const MIN_SCORE = 3;
const LOSS = parseCue('@died');
const PASSED_AWAY = parseCue('passed away');

const compiled = situations.map((entry) => ({
  entry,
  cues: dedupe([...entry.en, ...entry.ar]).map(parseCue),
}));
const compile = <T extends { cues: readonly string[] }>(list: readonly T[]) =>
  list.map((e) => ({ e, cues: e.cues.map(parseCue) }));
const people = compile(peopleEntries);
const pets = compile(petEntries);
const cities = compile(namedPlaces);
const kinds = compile(placeKinds);
const objects = compile(objectEntries);
const feelings = compile(feelingEntries);

/** Common English words of ideas, never read as Arabic typed in Latin letters. */
const ENGLISH = new Set([
  ...englishCueWords(),
  ...'my son daughter is are was the and to of in on he she his her him we our us at for with a an so very it its they them their this that but not no yes be has have had will wants want loves love likes like day night today tomorrow story about little big new old'.split(
    ' ',
  ),
]);
indexArabicWords(() => [
  ...[...compiled, ...people, ...pets, ...cities, ...kinds, ...objects, ...feelings].flatMap((c) =>
    c.cues.flatMap((cue) => cue.phrases.flat()),
  ),
  ...Object.values(wordClasses).flat(),
]);

function dedupe(list: readonly string[]): string[] {
  return [...new Set(list.map((c) => normaliseArabic(c)))];
}

/**
 * What a parent's idea is about, as data a plot can be built from: the situation of the library
 * (situations.ts), the people, place, objects and feeling it mentions, how gently to tell it. Pure,
 * offline and deterministic; English, Fusha and the Egyptian, Levantine and Gulf dialects.
 * The idea's own words are never returned, only what was understood from them.
 */
export function understandIdea(text: string, context: IdeaContext = {}): UnderstoodIdea {
  // Arabic typed in Latin letters is read with the Arabic words it says (arabizi.ts).
  const arabizi = arabiziAsArabic(text ?? '', ENGLISH);
  const doc = toDoc(arabizi ? `${text} ${arabizi}` : (text ?? ''));
  const raw = rawTokens(text ?? '');
  const used = new Set<number>();

  const places = findPlaces(doc, raw, used, context);
  const found = findPeople(doc, raw, used, context.characters ?? []);
  const scored = compiled
    .map(({ entry, cues }) => ({
      entry,
      score: adjust(scoreCues(doc, cues).score, entry, context),
    }))
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score);
  const best = scored[0] && scored[0].score >= MIN_SCORE ? scored[0] : null;
  const second = best ? (scored[1]?.score ?? 0) : 0;
  const entry = best?.entry ?? null;

  const feelingHit = feelings.find(({ cues }) => cues.some((c) => cueMatches(doc, c)))?.e ?? null;
  const feeling = feelingHit?.key ?? entry?.feeling ?? null;
  const feelingWords =
    feelingHit?.words ??
    (feeling ? (feelingEntries.find((f) => f.key === feeling)?.words ?? null) : null);
  // A death anywhere in the idea keeps the telling gentle, whatever the situation (no cheering).
  const grief =
    (cueMatches(doc, LOSS) || cueMatches(doc, PASSED_AWAY)) && !(entry?.sensitive ?? false);

  return {
    situation: entry?.key ?? null,
    entry,
    also: scored
      .slice(best ? 1 : 0, 4)
      .filter((s) => s.score >= MIN_SCORE)
      .map((s) => s.entry.key),
    people: found.people,
    place: primaryPlace(places),
    places,
    objects: findObjects(doc),
    feeling,
    feelingWords,
    child: found.child,
    tone: grief
      ? 'gentle-grief'
      : (entry?.tone ?? (feeling === 'sad' || feeling === 'scared' ? 'gentle' : 'calm')),
    sensitive: (entry?.sensitive ?? false) || grief,
    confidence: best ? confidence(best.score, second) : 0,
    language: languageOf(doc),
    variety: varietyOf(doc),
    theme: entry?.theme ?? null,
  };
}

/** A situation meant for other ages still counts, a little less (exams for a 4-year-old is unlikely). */
function adjust(score: number, entry: SituationEntry, context: IdeaContext): number {
  if (!context.ageGroup || !entry.ages || entry.ages.includes(context.ageGroup)) return score;
  return score * 0.75;
}

function confidence(best: number, second: number): number {
  const strength = Math.min(1, best / 8);
  const margin = best / (best + second);
  return Math.round(Math.min(1, 0.2 + 0.5 * strength + 0.3 * margin) * 100) / 100;
}

/** The words as typed, case kept, split where tokenise splits them (names are read from these). */
function rawTokens(text: string): string[] {
  return normaliseArabic(text.replace(/[’‘`]/g, "'"))
    .split(/[^A-Za-z0-9'\u0621-\u064A\u0660-\u0669]+/)
    .map((t) => t.replace(/^'+|'+$/g, ''))
    .filter((t) => t.length > 0);
}

/** Every match of a cue's first phrase, as [start, end] spans not overlapping words already read. */
function spans(doc: Doc, cue: Cue, used: ReadonlySet<number>): Array<[number, number]> {
  if (!cue.phrases.every((p) => findPhrase(doc, p) !== null)) return [];
  const out: Array<[number, number]> = [];
  const phrase = cue.phrases[0] as string[];
  for (let from = 0; from < doc.tokens.length;) {
    const hit = findPhrase(doc, phrase, from);
    if (!hit) break;
    let free = true;
    for (let i = hit[0]; i <= hit[1]; i++) if (used.has(i)) free = false;
    if (free) out.push(hit);
    from = hit[0] + 1;
  }
  return out;
}

function mark(used: Set<number>, [a, b]: [number, number]): void {
  for (let i = a; i <= b; i++) used.add(i);
}

// ——— places ———

const PLACE_PREPOSITIONS = new Set(['to', 'in', 'at', 'from', 'visit', 'visiting', 'near']);
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Sept',
  'Oct',
  'Nov',
  'Dec',
];
const NOT_PLACES = new Set([
  'I',
  'The',
  'A',
  'An',
  'My',
  'Our',
  'His',
  'Her',
  'He',
  'She',
  'We',
  'It',
  'Eid',
  'Ramadan',
  'Grandma',
  'Grandpa',
  'Mama',
  'Baba',
  'Mom',
  'Dad',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
  'English',
  'Arabic',
  'School',
  'Teta',
  'Sitto',
  'Jiddo',
  'Christmas',
  'Summer',
  'Winter',
  ...MONTHS,
]);
const AR_PREPOSITIONS = new Set([
  'في',
  'الي',
  'من',
  'على',
  'علي',
  'عند',
  'رايحين',
  'رايح',
  'رايحه',
  'نروح',
  'بنروح',
  'نسافر',
  'مسافرين',
  'سافرنا',
  'رحنا',
  'زرنا',
  'نزور',
  'بنسافر',
  'رح',
  'حنروح',
  'هنروح',
  'هنسافر',
  'سنسافر',
  'سنذهب',
  'نذهب',
  'ذهبنا',
]);

function findPlaces(
  doc: Doc,
  raw: readonly string[],
  used: Set<number>,
  context: IdeaContext,
): IdeaPlace[] {
  const out: Array<IdeaPlace & { at: number }> = [];
  // Jeddah and "grandmother" are one word in Arabic (جدة): after في، إلى، من, or bare with a prefixed preposition (بجدة، لجدة), it is the city.
  doc.tokens.forEach((t, i) => {
    const prev = doc.tokens[i - 1] ?? '';
    const city = namedPlaces.find((p) => p.key === 'jeddah');
    if (
      city &&
      ((t === 'جده' && AR_PREPOSITIONS.has(prev) && prev !== 'عند') || t === 'بجده' || t === 'لجده')
    ) {
      out.push({ kind: 'city', key: 'jeddah', words: city.words, at: i });
      used.add(i);
    }
  });
  for (const { e, cues } of cities) {
    for (const cue of cues) {
      const hit = spans(doc, cue, used)[0];
      if (hit && !out.some((p) => p.key === e.key)) {
        out.push({ kind: e.kind, key: e.key as string, words: e.words, at: hit[0] });
        mark(used, hit);
      }
    }
  }
  // A named place the library does not know, typed with a capital after "to", "in", "at": kept in English only.
  const characterNames = new Set((context.characters ?? []).map((c) => c.name.trim()));
  raw.forEach((t, i) => {
    if (used.has(i) || !/^[A-Z][a-z]{2,}/.test(t) || NOT_PLACES.has(t) || characterNames.has(t))
      return;
    if (!PLACE_PREPOSITIONS.has((raw[i - 1] ?? '').toLowerCase())) return;
    if (findGivenName(t)) return;
    const name = [t];
    for (let j = i + 1; j < raw.length && /^[A-Z][a-z]+/.test(raw[j] as string); j++)
      name.push(raw[j] as string);
    out.push({ kind: 'city', words: null, typed: name.join(' '), at: i });
    for (let j = i; j < i + name.length; j++) used.add(j);
  });
  for (const { e, cues } of kinds) {
    for (const cue of cues) {
      const hit = spans(doc, cue, new Set())[0];
      if (hit && !out.some((p) => p.kind === e.kind && !p.key)) {
        out.push({ kind: e.kind, words: e.words, at: hit[0] });
        break;
      }
    }
  }
  return out.sort((a, b) => a.at - b.at).map(({ at: _at, ...p }) => p);
}

const KIND_ORDER = placeKinds.map((k) => k.kind);

function primaryPlace(places: readonly IdeaPlace[]): IdeaPlace | null {
  const named = places.find((p) => p.kind === 'city' || p.kind === 'country');
  if (named) return named;
  const kinds = [...places].sort((a, b) => KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind));
  return kinds[0] ?? null;
}

// ——— people ———

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
  'Eid',
  'Ramadan',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
  ...MONTHS,
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

function findPeople(
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
  // The first character is the story's hero, the child the idea is about: never the friend or the baby.
  const hero = characters[0];
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
        humans.find((c) => c.age !== undefined && c.age >= 3 && c.age <= 14 && fits(c)) ?? null
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

// ——— objects, language ———

function findObjects(doc: Doc): IdeaObject[] {
  const out: Array<IdeaObject & { at: number }> = [];
  for (const { e, cues } of objects) {
    for (const cue of cues) {
      const hit = spans(doc, cue, new Set())[0];
      if (hit) {
        out.push({ key: e.key, words: e.words, at: hit[0] });
        break;
      }
    }
  }
  return out.sort((a, b) => a.at - b.at).map(({ at: _at, ...o }) => o);
}

function languageOf(doc: Doc): UnderstoodIdea['language'] {
  const ar = doc.tokens.filter(isArabicWord).length;
  const en = doc.tokens.filter((t) => /[a-z]/.test(t)).length;
  if (ar === 0 && en === 0) return 'none';
  if (ar > 0 && en > 0) return ar >= 2 * en ? 'ar' : en >= 2 * ar ? 'en' : 'mixed';
  return ar > 0 ? 'ar' : 'en';
}

const VARIETY_MARKERS: Record<'egyptian' | 'levantine' | 'gulf', readonly string[]> = {
  egyptian: [
    'عايز',
    'عايزه',
    'عاوز',
    'عاوزه',
    'عايزين',
    'دلوقتي',
    'ازاي',
    'اوي',
    'خالص',
    'مش',
    'فين',
    'ليه',
    'بتاع',
    'بتاعه',
    'النهارده',
    'بكره',
    'حدوته',
    'ضلمه',
    'الضلمه',
    'عيل',
    'هيروح',
    'هتروح',
    'هيدخل',
    'هتدخل',
    'بيعيط',
    'بتعيط',
    'يعيط',
    'تعيط',
    'تيته',
    'جدو',
    'كده',
    'ده',
    'دي',
    'دول',
    'لسه',
    'اتخانق',
    'اتخانقت',
    'محدش',
    'مبيحبش',
    'عيانه',
    'عيان',
    'اوضته',
    'اوضتها',
    'حضانه',
  ],
  levantine: [
    'بدي',
    'بدو',
    'بدها',
    'بدنا',
    'هلق',
    'شو',
    'كتير',
    'منيح',
    'منيحه',
    'عم',
    'رح',
    'هيك',
    'ليش',
    'وين',
    'ستي',
    'ستو',
    'عتمه',
    'العتمه',
    'مبارح',
    'بكرا',
    'زغير',
    'زغيره',
    'حدا',
    'تيتا',
    'هيدا',
    'هيدي',
    'مشان',
    'تخت',
    'تختو',
    'ضيعه',
    'لحالو',
    'لحالها',
    'خيو',
    'اختو',
    'رفقاتو',
    'بيحكي',
    'عنجد',
    'منشان',
  ],
  gulf: [
    'ابغي',
    'يبغي',
    'تبغي',
    'نبغي',
    'ابي',
    'يبي',
    'تبي',
    'نبي',
    'الحين',
    'وايد',
    'مره',
    'وش',
    'شلون',
    'باكر',
    'يدتي',
    'يدي',
    'ربع',
    'خوي',
    'خويه',
    'زين',
    'بروحه',
    'بروحها',
    'يسوي',
    'تسوي',
    'سوي',
    'مب',
    'مو',
    'ياهل',
    'يهال',
    'عيال',
    'حق',
    'ترا',
    'ابا',
    'يبا',
    'تبا',
    'هني',
    'طاح',
    'طاحت',
    'يتهاوش',
    'هوشه',
    'اليهال',
    'البزران',
    'بزر',
  ],
};

// Verb forms each variety makes its own way: Egyptian future ه (هتسافر، هيدخل), Levantine عم and
// بـ with a first person (بحب), Gulf negation مب and ما + يبغى.
const VARIETY_PATTERNS: Record<'egyptian' | 'levantine' | 'gulf', RegExp> = {
  egyptian: /^[وف]?(ه[تين][\u0621-\u064A]{3,}|م[ب][تي]\S+ش|ما?[تي]\S+ش)$/,
  levantine: /^[وف]?(منشان|هيدا|هيدي|بدك|بدكن|عمب\S+)$/,
  gulf: /^[وف]?(يبغون|يبون|تبغين|تبين|شفيه|شفيها|وشفيه)$/,
};

function varietyOf(doc: Doc): UnderstoodIdea['variety'] {
  const arabic = doc.tokens.filter(isArabicWord);
  if (arabic.length === 0) return null;
  let best: UnderstoodIdea['variety'] = 'fusha';
  let bestCount = 0;
  for (const [variety, markers] of Object.entries(VARIETY_MARKERS) as Array<
    ['egyptian' | 'levantine' | 'gulf', readonly string[]]
  >) {
    // The word itself or without a joined و/ف: stripping more would find دي in ولدي.
    const count = arabic.filter(
      (t) =>
        markers.includes(t) ||
        markers.includes(t.replace(/^[وف]/, '')) ||
        VARIETY_PATTERNS[variety].test(t),
    ).length;
    if (count > bestCount) {
      best = variety;
      bestCount = count;
    }
  }
  return best;
}
