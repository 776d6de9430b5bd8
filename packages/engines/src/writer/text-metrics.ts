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
  w = w.replace(/(?:[^aeiouysxzh]es|[^aeiouytd]ed|[^laeiouy]e)$/, (m) => m.charAt(0)).replace(/^y/, '');
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
  const plain = lang === 'en' ? text.toLowerCase().replace(/[^a-z'\s]/g, ' ') : stripTashkeel(text).replace(/[^\u0621-\u064A\s]/g, ' ');
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
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const g of a) if (b.has(g)) shared++;
  return (shared / a.size + shared / b.size) / 2;
}

/** Mean overlap over every pair of the given texts. */
export function meanPairwiseOverlap(texts: string[], lang: 'en' | 'ar' = 'en'): number {
  const grams = texts.map((t) => fourGrams(t, lang));
  let sum = 0;
  let pairs = 0;
  for (let i = 0; i < grams.length; i++) {
    for (let j = i + 1; j < grams.length; j++) {
      sum += fourGramOverlap(grams[i] as Set<string>, grams[j] as Set<string>);
      pairs++;
    }
  }
  return pairs === 0 ? 0 : sum / pairs;
}
