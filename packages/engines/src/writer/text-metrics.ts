/**
 * The quality measures the embedded writer is held to (the tests assert them): readability of the
 * English per age group, and how differently two stories with the same inputs read.
 */

import { stripTashkeel } from './arabic-text.ts';

/**
 * English syllables by the usual vowel-group rule: count groups of vowels (y counts as one)
 * after dropping endings that add no sound; at least one.
 */
export function syllables(word: string): number {
  let w = word.toLowerCase().replace(/[^a-z]/g, '');
  if (w.length === 0) return 0;
  if (w.length <= 3) return 1;
  // A silent -e (but not -le), -es (but not after s, x, z, ch, sh) and -ed (but not after t, d).
  w = w
    .replace(/(?:[^aeiouysxzh]es|[^aeiouytd]ed|[^laeiouy]e)$/, (m) => m.charAt(0))
    .replace(/^y/, '');
  const groups = w.match(/[aeiouy]+/g);
  return Math.max(1, groups ? groups.length : 0);
}

export function sentences(text: string): string[] {
  return text
    .split(/[.!?…]+["”»]?(?:\s+|$)/)
    .map((s) => s.trim())
    .filter((s) => /[A-Za-z]/.test(s));
}

/**
 * Flesch-Kincaid grade level: 0.39 × words per sentence + 11.8 × syllables per word − 15.59.
 * Names the parent chose (characters, the place) count as one word of one syllable: the child
 * knows them already, and the measure is about the writer's own words ("Grandma Huda" would
 * otherwise weigh on every sentence she is in).
 */
export function fleschKincaidGrade(raw: string, names: readonly string[] = []): number {
  let text = raw;
  for (const name of [...names].sort((a, b) => b.length - a.length)) {
    // Keep a sentence end the quoted text carries (a cut description ends in …).
    if (name.trim()) text = text.split(name).join(`Na${/[.!?…]+$/.exec(name)?.[0] ?? ''}`);
  }
  const words = text.split(/\s+/).filter((w) => /[A-Za-z]/.test(w));
  const count = sentences(text).length;
  if (words.length === 0 || count === 0) return 0;
  const syl = words.reduce((n, w) => n + syllables(w), 0);
  return 0.39 * (words.length / count) + 11.8 * (syl / words.length) - 15.59;
}

/**
 * The distinct 4-word sequences of a text, lower case, punctuation ignored. Arabic is compared
 * without its vowel marks (the same words, vowelled alike, are the same words).
 */
export function fourGrams(text: string, lang: 'en' | 'ar' = 'en'): Set<string> {
  const plain =
    lang === 'en'
      ? text.toLowerCase().replace(/[^a-z'\s]/g, ' ')
      : stripTashkeel(text).replace(/[^\u0621-\u064A\s]/g, ' ');
  const words = plain.split(/\s+/).filter(Boolean);
  const grams = new Set<string>();
  for (let i = 0; i + 4 <= words.length; i++) grams.add(words.slice(i, i + 4).join(' '));
  return grams;
}

/**
 * The variety measure: the share of a story's 4-word sequences that also occur in the other
 * story, averaged over both directions (0 = nothing shared, 1 = the same text).
 */
export function fourGramOverlap(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const g of a) if (b.has(g)) shared++;
  return overlapOf(shared, a.size, b.size);
}

/** The measure from the count of sequences two stories share and the count each has. */
function overlapOf(shared: number, a: number, b: number): number {
  return a === 0 || b === 0 ? 0 : (shared / a + shared / b) / 2;
}

/**
 * Mean overlap over every pair of the given texts. The sequences each pair shares are counted
 * through an index from sequence to the texts that hold it, so that the 4,950 pairs of 100 stories
 * take a fraction of the time that looking every sequence up in every other text would.
 */
export function meanPairwiseOverlap(texts: string[], lang: 'en' | 'ar' = 'en'): number {
  const grams = texts.map((t) => fourGrams(t, lang));
  const n = grams.length;
  if (n < 2) return 0;
  const holders = new Map<string, number[]>();
  grams.forEach((set, i) => {
    for (const g of set) {
      const h = holders.get(g);
      if (h) h.push(i);
      else holders.set(g, [i]);
    }
  });
  const shared = new Int32Array(n * n);
  for (const h of holders.values()) {
    for (let x = 0; x < h.length; x++) {
      const row = (h[x] as number) * n;
      for (let y = x + 1; y < h.length; y++) shared[row + (h[y] as number)]!++;
    }
  }
  let sum = 0;
  for (let i = 0; i < n; i++) {
    const a = (grams[i] as Set<string>).size;
    for (let j = i + 1; j < n; j++) {
      const b = (grams[j] as Set<string>).size;
      sum += overlapOf(shared[i * n + j] as number, a, b);
    }
  }
  return sum / ((n * (n - 1)) / 2);
}

/** A story's English sentences as the recurrence measures compare them: names as @, lower case, letters only. */
export function comparableSentences(text: string, names: readonly string[]): string[] {
  let t = text.toLowerCase();
  for (const name of names) if (name.trim()) t = t.split(name.trim().toLowerCase()).join('@');
  return t
    .split(/(?<=[.!?]["”]?)\s+/)
    .map((s) =>
      s
        .replace(/[^a-z@ ]/g, '')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((s) => s.split(' ').length >= 3);
}

export interface RecurrenceFigures {
  /** Over every pair of stories: the share of one story's sentences that the other also tells. */
  pairMean: number;
  pairP95: number;
  pairMax: number;
  /** The share of all sentences that recur in at least one other story of the set. */
  anywhere: number;
}

/**
 * How much two stories, and a whole set of them, say in the same sentences (names swapped). With
 * `keys` (what each story was asked for: its theme or idea), pairs of the same key are left out of
 * the pair figures, which compare stories of different inputs.
 */
export function sentenceRecurrence(
  stories: readonly string[][],
  keys?: readonly string[],
): RecurrenceFigures {
  const sets = stories.map((s) => new Set(s));
  const holders = new Map<string, number[]>();
  sets.forEach((set, i) => {
    for (const s of set) {
      const h = holders.get(s);
      if (h) h.push(i);
      else holders.set(s, [i]);
    }
  });
  const n = sets.length;
  const shared = new Int32Array(n * n);
  for (const h of holders.values())
    for (let x = 0; x < h.length; x++)
      for (let y = x + 1; y < h.length; y++) shared[(h[x] as number) * n + (h[y] as number)]!++;
  const shares: number[] = [];
  for (let i = 0; i < n; i++)
    for (let j = i + 1; j < n; j++) {
      if (keys && keys[i] === keys[j]) continue;
      const c = shared[i * n + j] as number;
      shares.push(
        c / Math.max(1, (sets[i] as Set<string>).size),
        c / Math.max(1, (sets[j] as Set<string>).size),
      );
    }
  shares.sort((a, b) => a - b);
  let total = 0;
  let recurring = 0;
  for (const story of stories)
    for (const s of story) {
      total++;
      if ((holders.get(s)?.length ?? 0) > 1) recurring++;
    }
  return {
    pairMean: shares.reduce((a, b) => a + b, 0) / Math.max(1, shares.length),
    pairP95: shares[Math.floor(shares.length * 0.95)] ?? 0,
    pairMax: shares[shares.length - 1] ?? 0,
    anywhere: total === 0 ? 0 : recurring / total,
  };
}

/**
 * The product review's figure: the share of sentences that recur anywhere among a set of `size`
 * stories of different inputs, averaged over consecutive disjoint sets of the given stories.
 */
export function recurrenceInSets(stories: readonly string[][], size = 35): number {
  const figures: number[] = [];
  for (let k = 0; k + size <= stories.length; k += size)
    figures.push(sentenceRecurrence(stories.slice(k, k + size)).anywhere);
  return figures.reduce((a, b) => a + b, 0) / Math.max(1, figures.length);
}
