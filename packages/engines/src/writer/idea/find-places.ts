import { findGivenName } from '@qamar/shared/names';
import type { Doc } from './cues.ts';
import { compile, mark, spans } from './doc-spans.ts';
import { namedPlaces, placeKinds } from './places.ts';
import type { IdeaContext, IdeaPlace } from './types.ts';

/** The places of the library (cities and countries, then kinds of place), their cues parsed once. */
const cities = compile(namedPlaces);
const kinds = compile(placeKinds);
export const placeCues = [...cities, ...kinds];

const PLACE_PREPOSITIONS = new Set(['to', 'in', 'at', 'from', 'visit', 'visiting', 'near']);
/** Days, months and feasts, capitalised like a place but never one (nor a name). */
export const CALENDAR_WORDS = [
  'Eid',
  'Ramadan',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
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
  ...CALENDAR_WORDS,
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
  'Grandma',
  'Grandpa',
  'Mama',
  'Baba',
  'Mom',
  'Dad',
  'English',
  'Arabic',
  'School',
  'Teta',
  'Sitto',
  'Jiddo',
  'Christmas',
  'Summer',
  'Winter',
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

/** The places an idea names, in the order it names them. */
export function findPlaces(
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

/** The place a story is told in: a named city or country first, else the likeliest kind. */
export function primaryPlace(places: readonly IdeaPlace[]): IdeaPlace | null {
  const named = places.find((p) => p.kind === 'city' || p.kind === 'country');
  if (named) return named;
  const kinds = [...places].sort((a, b) => KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind));
  return kinds[0] ?? null;
}
