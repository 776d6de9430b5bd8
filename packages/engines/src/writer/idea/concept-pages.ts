import { stripTashkeel } from '../arabic-text.ts';
import type { Words } from './types.ts';

const plain = (text: string): string => stripTashkeel(text).replace(/ّ/g, '').toLowerCase();

/** How many pages say at least one of a situation's concept words, in one language (vowel marks and shadda ignored). */
export function conceptPages(
  pages: readonly string[],
  concept: readonly Words[],
  lang: keyof Words,
): number {
  return pages.filter((p) => concept.some((c) => plain(p).includes(plain(c[lang])))).length;
}
