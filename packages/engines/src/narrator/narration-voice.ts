/**
 * How each narration language is read. eSpeak NG has no voice for Egyptian, Lebanese or Gulf
 * Arabic: the dialect texts are read by the Arabic voice, which pronounces the letters and vowel
 * marks as written (so a fully vowelled dialect text comes out close to its spelling).
 */
import type { NarrationLanguage } from '../types.ts';
import { softVariantName } from './soft-voice-variant.ts';

export interface NarrationVoice {
  /** eSpeak voice with a variant after "+". */
  voice: string;
  /** eSpeak's nominal words a minute (its default, 175, is too quick for a bedtime story). */
  rate: number;
  /** 0 to 100. */
  pitch: number;
  /** Pitch range 0 to 100: wider than the default 50 so the voice sounds less flat. */
  range: number;
  /** Script of the text, which decides how it is cleaned before synthesis. */
  script: 'latin' | 'arabic';
}

// Our variant of eSpeak's "f3" (a female voice, about 140 to 240 Hz; f3 without its costly breath
// noise, see soft-voice-variant.ts) is softer than eSpeak's default male voice; pitch a touch
// above the middle and a wider range make it sound less flat. To be tuned by ear. Rate 120 comes
// to about 140 English words a minute once the pauses are counted (2.9 syllables a second);
// Arabic at 115 comes to about 3.2 syllables a second, 75 words a minute (its words are longer:
// attached particles, and every case ending of vowelled Fusha is read).
const english: NarrationVoice = {
  voice: `en-us+${softVariantName}`,
  rate: 120,
  pitch: 52,
  range: 60,
  script: 'latin',
};
const arabic: NarrationVoice = {
  voice: `ar+${softVariantName}`,
  rate: 115,
  pitch: 52,
  range: 60,
  script: 'arabic',
};

const voices: Record<NarrationLanguage, NarrationVoice> = {
  en: english,
  ar: arabic,
  egyptian: arabic,
  lebanese: arabic,
  gulf_saudi: arabic,
  gulf_uae: arabic,
};

export function narrationVoice(language: NarrationLanguage): NarrationVoice {
  // The type already forbids others, but callers reading JSON or the database may pass anything
  // (hasOwn, so that "constructor" is not taken for a language).
  if (!Object.hasOwn(voices, language))
    throw new Error(`The embedded narrator cannot read the language "${String(language)}"`);
  return voices[language];
}
