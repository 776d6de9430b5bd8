import { cueMatches, englishCueWords, parseCue, scoreCues, toDoc } from './cues.ts';
import { arabiziAsArabic, indexArabicWords } from './arabizi.ts';
import { wordClasses } from './word-classes.ts';
import { compile, rawTokens, spans } from './doc-spans.ts';
import { findPeople, personCues } from './find-people.ts';
import { findPlaces, placeCues, primaryPlace } from './find-places.ts';
import { languageOf, varietyOf } from './idea-language.ts';
import { feelingEntries, objectEntries } from './objects.ts';
import { normaliseArabic } from './normalise.ts';
import { situations } from './situations.ts';
import type { Doc } from './cues.ts';
import type { IdeaContext, IdeaObject, SituationEntry, UnderstoodIdea } from './types.ts';

/** Below this summed cue weight no situation is claimed; the idea's people, places and objects still are. */
const MIN_SCORE = 3;
const LOSS = parseCue('@died');
const PASSED_AWAY = parseCue('passed away');

const compiled = situations.map((entry) => ({
  entry,
  cues: dedupe([...entry.en, ...entry.ar]).map(parseCue),
}));
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
  ...[...compiled, ...personCues, ...placeCues, ...objects, ...feelings].flatMap((c) =>
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
    ...(entry?.key === 'family-trip' && byRoad(`${text ?? ''} ${arabizi ?? ''}`)
      ? { road: true }
      : {}),
    ...(TOMORROW.test(`${text ?? ''} ${arabizi ?? ''}`) ? { tomorrow: true } : {}),
    ...(EXPECTING.test(`${text ?? ''} ${arabizi ?? ''}`) ? { expecting: true } : {}),
  };
}

/** A baby still to be born: expecting, pregnant, on the way, حامل، هتولد، رح تخلّف، سيولد. */
const EXPECTING =
  /\b(expecting|pregnant|due (in|next|this)|on the way|will be born|about to be born|going to have a baby|having a baby)\b|حامل|هتولد|حتولد|رح تولد|رح تخلّف|رح تخلف|سيولد|ستلد|ستضع|قربت تولد|على وش ولادة/i;

/** The idea's day is still to come: tomorrow, غدًا، بكرة، بكرا، باكر (texting forms too). */
const TOMORROW =
  /\b(tomorrow|tmrw|tmr|tmw|tomoro|tomorow|2moro|2morrow)\b|(^|[\s،,.])[وف]?(غدا|غدًا|غداً|بكر[ةها]|باكر|باچر)($|[\s،,.!؟?])/i;

const FLIGHT =
  /\b(plane|planes|aeroplane|airplane|fly|flying|flight|flights|airport|abroad)\b|طيار|طائر|مطار|نطير|بنطير|هنطير/i;
const ROAD =
  /\b(car|drive|driving|road|beach|desert|camping|camp|picnic|village|farm|mountains?|seaside|coast)\b|سيار|بالعربي|مشوار|طلع[هة] ل?ل?بر|للبر|البر\b|الساحل|المصيف|الضيع|البحر|الشاطئ|الشط|البحيره|البحيرة|المخيم|كشت/i;

/** A family trip by road: a drive, the beach, the desert, a village, and nothing of a flight. */
function byRoad(text: string): boolean {
  return ROAD.test(text) && !FLIGHT.test(text);
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
