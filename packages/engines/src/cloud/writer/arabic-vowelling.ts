const arabicLetter = /[\u0621-\u064A\u0671-\u06D3]/g;
// Tanwin, fatha, damma, kasra, shadda, sukun and the dagger alef.
const harakah = /[\u064B-\u0652\u0670]/g;

/**
 * Vowel marks per Arabic letter. Fully vowelled Fusha scores about 0.6 to 0.9 (long-vowel letters
 * such as ا carry no mark), a text with only case endings about 0.2, a bare one 0.
 */
export function vowellingRatio(text: string): number {
  const letters = text.match(arabicLetter)?.length ?? 0;
  if (letters === 0) return 0;
  return (text.match(harakah)?.length ?? 0) / letters;
}

/** Below this a text is not "fully vowelled" (docs/product/stories-and-engines.md quality bar) and the answer is refused. */
export const minimumVowellingRatio = 0.4;
