import type { NarrationLanguage } from '../../types.ts';
import { dialectGuide } from '../writer/dialect-guide.ts';

const bedtime =
  'Read like a loving parent at bedtime: warm, calm and slow, with gentle pauses between sentences and soft voices for the characters.';

/** How to speak each language, for speech models that take instructions (OpenAI gpt-4o-mini-tts). */
export function narrationStyle(language: NarrationLanguage): string {
  if (language === 'en') return `${bedtime} Clear English.`;
  if (language === 'ar')
    return `${bedtime} Modern Standard Arabic, pronouncing every written vowel mark and case ending.`;
  return `${bedtime} Speak in ${dialectGuide[language].name} with its natural accent, not in Modern Standard Arabic.`;
}

/** ISO 639-1 code of the language spoken, for providers that take one. */
export function languageCode(language: NarrationLanguage): 'en' | 'ar' {
  return language === 'en' ? 'en' : 'ar';
}
