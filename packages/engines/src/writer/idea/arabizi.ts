import {
  ARABIC_CLASS,
  LATIN_ARABIC,
  LATIN_CLASS,
  LATIN_PAIRS,
  SMALL_WORDS,
} from './arabizi-letters.ts';
import { isArabicWord, normaliseArabic } from './normalise.ts';

/*
 * Arabic typed in Latin letters and digits ("bt5af mn el dalma", "teta 3ayane fel mostashfa"), as
 * many parents write on their phones. Its words are read by their consonants: each Latin word's
 * consonant skeleton (5 → خ, 3 → ع, 7 → ح, 2 and q → the glottal stop Cairo and Beirut say for ق,
 * sh → ش; vowels, w and y left out) is looked up among the Arabic words the library's cues use,
 * skeletoned the same way (ضلمة → DLM, مدرسة → MDRS), and the Arabic words found are read with the
 * idea. Only an idea that is written this way is read so: a word with such a digit, or most of its
 * words Arabic function words in Latin letters.
 */

function arabicSkeleton(word: string): string {
  let w = normaliseArabic(word).replace(/^(و|ف|ب|ل|ك)?(ال|لل)/, '');
  w = w.replace(/ه$/, '');
  return [...w].map((ch) => ARABIC_CLASS[ch] ?? '').join('');
}

function latinSkeleton(word: string): string {
  // A doubled letter is one consonant with a shadda (otta, kter): it is read once, before the vowels go.
  let w = word
    .toLowerCase()
    .replace(/^(el|il|al)-?(?=\w{3,})/, '')
    .replace(/([a-z0-9])\1+/g, '$1');
  for (const [pair, cls] of LATIN_PAIRS) w = w.split(pair).join(cls);
  const out = [...w].map((ch) => (/[A-Z]/.test(ch) ? ch : (LATIN_CLASS[ch] ?? ''))).join('');
  return out.replace(/H$/, '');
}

let source: (() => Iterable<string>) | null = null;
let bySkeleton: Map<string, string[]> | null = null;

/** Where the library's Arabic cue words come from; they are indexed by skeleton on the first idea typed this way. */
export function indexArabicWords(words: () => Iterable<string>): void {
  source = words;
  bySkeleton = null;
}

function skeletonIndex(): Map<string, string[]> | null {
  if (bySkeleton || !source) return bySkeleton;
  const map = new Map<string, string[]>();
  for (const word of source()) {
    if (!isArabicWord(word)) continue;
    const key = arabicSkeleton(word);
    if (key.length < 2) continue;
    const list = map.get(key) ?? [];
    if (!list.includes(word)) list.push(word);
    map.set(key, list);
  }
  bySkeleton = map;
  return map;
}

/**
 * Of the Arabic words with a Latin word's consonants, the one its vowels point to: a final a or e
 * is a ta marbuta or a feminine ending (za3lane → زعلانة), a long a is an alef (matet → ماتت), and
 * the article goes with a word typed after el and not into one typed without it.
 */
function closest(latin: string, candidates: readonly string[], article = false): string | null {
  const endsVowel = /[ae]$/.test(latin);
  const longA = (latin.match(/a/g) ?? []).length;
  let best: string | null = null;
  let bestScore = -Infinity;
  for (const c of candidates) {
    const bare = c.replace(/^(ال|لل)/, '');
    const score =
      (c === bare ? (article ? -1 : 1) : article ? 2 : 0) +
      (endsVowel === /[هي]$/.test(bare) ? 2 : 0) -
      Math.abs((bare.match(/ا/g) ?? []).length - Math.min(1, longA)) +
      (/w|o|u/.test(latin) === bare.includes('و') ? 1 : 0) +
      (/y|i|ee/.test(latin) === bare.includes('ي') ? 1 : 0);
    if (score > bestScore) {
      bestScore = score;
      best = c;
    }
  }
  return best;
}

/**
 * Whether an idea is Arabic typed in Latin letters: a word with one of the digits that spell
 * Arabic sounds (5ayef, 3ayane), or Arabic words in Latin letters among words that are mostly not
 * English ones.
 */
export function isArabizi(text: string, english: ReadonlySet<string> = new Set()): boolean {
  const words = text.toLowerCase().match(/[a-z0-9']+/g) ?? [];
  if (words.length === 0) return false;
  const digits = words.filter((w) => /[a-z][2356789]|[2356789][a-z]/.test(w)).length;
  const known = words.filter((w) => LATIN_ARABIC.has(w)).length;
  const notEnglish = words.filter((w) => !english.has(w)).length;
  return (
    digits >= 1 ||
    known >= Math.max(2, words.length * 0.4) ||
    (known >= 1 && notEnglish >= words.length * 0.6)
  );
}

/** The Arabic words an idea typed in Latin letters says, as the library spells them ("" when it is not such an idea). */
export function arabiziAsArabic(text: string, english: ReadonlySet<string>): string {
  if (!isArabizi(text, english)) return '';
  const index = skeletonIndex();
  if (!index) return '';
  const out: string[] = [];
  let article = false;
  for (const word of text.toLowerCase().match(/[a-z0-9']+/g) ?? []) {
    const direct = SMALL_WORDS[word];
    if (direct !== undefined) {
      if (direct) out.push(direct);
      article = direct === '' && /^(el|il|al)$/.test(word);
      continue;
    }
    if (english.has(word) && !/[2356789]/.test(word)) continue;
    const key = latinSkeleton(word);
    // A verb's b- or m- prefix (bt5af, bi7lam) is tried off when the whole word is not known.
    const candidates =
      key.length >= 2
        ? (index.get(key) ??
          (/^[BM]/.test(key) && key.length >= 3 ? (index.get(key.slice(1)) ?? []) : []))
        : [];
    const found = closest(word, candidates, article);
    if (found) out.push(found);
    article = false;
  }
  return out.join(' ');
}
