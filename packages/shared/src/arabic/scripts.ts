/**
 * Which alphabet a name is written in. The English name feeds the English story and the Arabic
 * name the Arabic one, so each field takes its own letters; digits, spaces and signs are neither.
 */
const ARABIC_LETTER = /(?=\p{Script=Arabic})\p{L}/u;
const LATIN_LETTER = /\p{Script=Latin}/u;

export function hasArabicLetters(text: string): boolean {
  return ARABIC_LETTER.test(text);
}

export function hasLatinLetters(text: string): boolean {
  return LATIN_LETTER.test(text);
}
