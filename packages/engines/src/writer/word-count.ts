import type { AgeGroup } from '../types.ts';
import { arabicWords } from './arabic-text.ts';

/** Words per page by age group (docs/product/stories-and-engines.md), for English and Arabic alike. */
export const WORD_BANDS: Record<AgeGroup, { min: number; max: number }> = {
  '3-5': { min: 30, max: 60 },
  '6-8': { min: 70, max: 120 },
  '9-12': { min: 120, max: 200 },
};

export function englishWords(text: string): string[] {
  return text.split(/\s+/).filter((w) => /[A-Za-z]/.test(w));
}

export function countWords(text: string, lang: 'en' | 'ar'): number {
  return lang === 'en' ? englishWords(text).length : arabicWords(text).length;
}
