/** The Arabic vowel marks (fathatan to the wavy hamza below) and the dagger alif (U+0670). */
const vowelMarks = /[\u064B-\u065F\u0670]/g;

/** Arabic without its vowel marks, for readers who switch tashkeel off (docs/product/stories-and-engines.md). Letters and spaces stay, so words keep their places. */
export function stripTashkeel(text: string): string {
  return text.replace(vowelMarks, '');
}
