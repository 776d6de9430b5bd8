import { wordClasses } from './word-classes.ts';
import {
  arabicCandidates,
  englishCandidates,
  isArabicWord,
  tokenise,
  withinOneEdit,
} from './normalise.ts';

/**
 * A cue is a keyword or a short phrase that points to a situation, a person, a place or an object.
 * Written as a string: words in order ("first day school": up to three other words may sit between
 * them), `&` for phrases that must all be somewhere in the idea ("scared & dark"), a word ending in
 * `*` for any word starting so (`nervous*`), and `=N` at the end for its weight (default 2).
 * Apostrophes are dropped from cue words ("won't" is wont), as parents often leave them out.
 * Arabic cue words are written in their bare form (no article, no clitics): the idea's words are
 * matched with their clitics stripped (normalise.ts).
 */
export interface Cue {
  phrases: string[][];
  weight: number;
  source: string;
}

const MAX_GAP = 3;

/** Every word some cue names: a word the library knows is never read as a typo of another (grandpa is not grandma). */
const knownWords = new Set<string>([
  // Everyday words of ideas that are one letter from a cue word, and are not its typo ("baking" is not "barking").
  'baking',
  'bake',
  'baked',
  'making',
  'taking',
  'talking',
  'walking',
  'parking',
  'cooking',
  'looking',
  'reading',
  'painting',
  'planting',
  'fishing',
  'singing',
  'dancing',
  'swimming',
  'stories',
  'garden',
]);
const TYPO_MIN_LENGTH = 6;

export function parseCue(source: string): Cue {
  const [body, weight] = source.split('=');
  const phrases = (body ?? '')
    .split('&')
    .map((p) =>
      p
        .trim()
        .split(/\s+/)
        .flatMap((part) =>
          part.startsWith('@')
            ? [part]
            : tokenise(part.replace(/\*/g, 'ASTERISK')).map((w) =>
                w.replace(/asterisk$/, '*').replace(/'/g, ''),
              ),
        ),
    )
    .filter((p) => p.length > 0);
  for (const word of phrases.flat())
    if (word.startsWith('@') && !(word.slice(1) in wordClasses))
      throw new Error(`Unknown word class ${word} in cue ${source}`);
  for (const word of phrases.flat())
    if (!word.startsWith('@') && !word.endsWith('*')) knownWords.add(word);
  return { phrases, weight: weight ? Number(weight) : 2, source };
}

/** An idea ready for matching: its words, and the forms each word may be. */
export interface Doc {
  tokens: string[];
  forms: string[][];
  formSets: Array<ReadonlySet<string>>;
  /** Every form of every word, to rule a cue out before walking the idea. */
  allForms: ReadonlySet<string>;
}

export function toDoc(text: string): Doc {
  const tokens = tokenise(text);
  const forms = tokens.map((t) => (isArabicWord(t) ? arabicCandidates(t) : englishCandidates(t)));
  return { tokens, forms, formSets: forms.map((f) => new Set(f)), allForms: new Set(forms.flat()) };
}

function wordMatches(doc: Doc, at: number, word: string): boolean {
  const forms = doc.forms[at] as string[];
  if (word.startsWith('@')) {
    const members = classSets[word.slice(1)] as ReadonlySet<string>;
    return forms.some((f) => members.has(f));
  }
  if ((doc.formSets[at] as ReadonlySet<string>).has(word)) return true;
  return matchesWord(forms, word);
}

function matchesWord(forms: readonly string[], word: string): boolean {
  if (word.endsWith('*')) {
    const stem = word.slice(0, -1);
    return forms.some((f) => f.startsWith(stem));
  }
  if (forms.includes(word)) return true;
  // A typo in a longer English word: "nightmars", "dentst", "scarred".
  return (
    !isArabicWord(word) &&
    word.length >= TYPO_MIN_LENGTH &&
    forms.some((f) => f.length >= TYPO_MIN_LENGTH && !knownWords.has(f) && withinOneEdit(f, word))
  );
}

/** False when a word cannot be anywhere in the idea (most cues, most ideas): no walk needed. */
function mayOccur(doc: Doc, word: string): boolean {
  if (word.startsWith('@'))
    return (classForms[word.slice(1)] as string[]).some((w) => doc.allForms.has(w));
  if (word.endsWith('*') || (!isArabicWord(word) && word.length >= TYPO_MIN_LENGTH)) return true;
  return doc.allForms.has(word);
}

/** Where a phrase starts and ends in the idea, or null. */
export function findPhrase(doc: Doc, phrase: readonly string[], from = 0): [number, number] | null {
  if (!phrase.every((w) => mayOccur(doc, w))) return null;
  for (let start = from; start < doc.tokens.length; start++) {
    if (!wordMatches(doc, start, phrase[0] as string)) continue;
    let at = start;
    let ok = true;
    for (const word of phrase.slice(1)) {
      let next = -1;
      for (let j = at + 1; j <= Math.min(doc.tokens.length - 1, at + 1 + MAX_GAP); j++) {
        if (wordMatches(doc, j, word)) {
          next = j;
          break;
        }
      }
      if (next < 0) {
        ok = false;
        break;
      }
      at = next;
    }
    if (ok) return [start, at];
  }
  return null;
}

export function cueMatches(doc: Doc, cue: Cue): boolean {
  return cue.phrases.every((p) => findPhrase(doc, p) !== null);
}

/** The words a cue covers in the idea (each phrase's first match, gap words included), or null. */
function cueSpan(doc: Doc, cue: Cue): number[] | null {
  const covered: number[] = [];
  for (const p of cue.phrases) {
    const hit = findPhrase(doc, p);
    if (!hit) return null;
    for (let i = hit[0]; i <= hit[1]; i++) covered.push(i);
  }
  return covered;
}

/**
 * The weight of the cues an idea matches, and which matched. Heavier cues first; a cue all of whose
 * words heavier cues already covered adds nothing, so synonyms of one word (مريض، مريضة) count
 * once, while "friend" with "moving" and "friend" with "another country" both count.
 */
export function scoreCues(doc: Doc, cues: readonly Cue[]): { score: number; matched: string[] } {
  let score = 0;
  const matched: string[] = [];
  const used = new Set<number>();
  const hits = cues.flatMap((cue) => {
    const span = cueSpan(doc, cue);
    return span ? [{ cue, span }] : [];
  });
  hits.sort((x, y) => y.cue.weight - x.cue.weight);
  for (const { cue, span } of hits) {
    if (cue.weight > 0 && span.every((i) => used.has(i))) continue;
    for (const i of span) used.add(i);
    score += cue.weight;
    matched.push(cue.source);
  }
  return { score, matched };
}

const classForms: Record<string, string[]> = Object.fromEntries(
  Object.entries(wordClasses).map(([k, list]) => [k, list.flatMap((w) => tokenise(w))]),
);
for (const list of Object.values(classForms)) for (const w of list) knownWords.add(w);
const classSets: Record<string, ReadonlySet<string>> = Object.fromEntries(
  Object.entries(classForms).map(([k, list]) => [k, new Set(list)]),
);

/** The English words the cues name (an idea typed in Latin letters leaves these as English). */
export function englishCueWords(): ReadonlySet<string> {
  return new Set([...knownWords].filter((w) => /^[a-z']+$/.test(w)));
}
