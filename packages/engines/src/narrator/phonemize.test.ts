import { describe, expect, it } from 'vitest';
import { phonemize } from './phonemize.ts';

// A "listen proxy": eSpeak's phoneme transcription shows whether a text is read as words of the
// language (about one phoneme a written sound, vowels between consonants) or spelled out letter
// by letter (each letter becomes its name: two or three phonemes, a word of its own). Written
// sounds are letters, plus in Arabic the short vowel marks and the shadda (a doubled consonant).
interface Reading {
  phonemes: number;
  vowelShare: number;
  phonemesPerLetter: number;
  spokenWords: number;
}

const vowel = /[aeiouyæɑɐɒɔəɛɜɪʊʌɚɝøœɤɯʉɨ]/u;

function reading(text: string, ipa: string): Reading {
  const phonemes = ipa
    .split(/[_\s]+/)
    .map((phoneme) => phoneme.replace(/[ˈˌː.]/g, ''))
    .filter(Boolean);
  const letters = text.match(/[\p{L}\u064B-\u0651]/gu)?.length ?? 0;
  return {
    phonemes: phonemes.length,
    vowelShare: phonemes.filter((phoneme) => vowel.test(phoneme)).length / phonemes.length,
    phonemesPerLetter: phonemes.length / letters,
    // eSpeak joins some small words ("out of"), spelling splits every letter off.
    spokenWords: ipa.split(/\s+/).filter(Boolean).length,
  };
}

const english = 'Every night, Layla looked out of her window at the moon and whispered good night.';
const arabic = 'كُلَّ لَيْلَةٍ، كَانَتْ لَيْلَى تَنْظُرُ مِنْ نَافِذَتِهَا إِلَى الْقَمَرِ وَتَبْتَسِمُ.';
const words = (text: string) => text.split(/\s+/).length;

describe('phonemize (listen proxy)', () => {
  it('reads an English sentence as English words', async () => {
    const ipa = await phonemize(english, 'en');
    const figures = reading(english, ipa);
    console.info('English', figures, ipa.replace(/\n/g, ' | '));
    expect(figures.vowelShare).toBeGreaterThan(0.3);
    expect(figures.vowelShare).toBeLessThan(0.6);
    expect(figures.phonemesPerLetter).toBeGreaterThan(0.6);
    expect(figures.phonemesPerLetter).toBeLessThan(1.2);
    expect(figures.spokenWords).toBeGreaterThanOrEqual(words(english) - 3);
    expect(figures.spokenWords).toBeLessThanOrEqual(words(english));
  });

  it('reads a fully vowelled Arabic sentence as Arabic words, doubling the consonant under a shadda', async () => {
    const ipa = await phonemize(arabic, 'ar');
    const figures = reading(arabic, ipa);
    console.info('Arabic', figures, ipa.replace(/\n/g, ' | '));
    expect(figures.vowelShare).toBeGreaterThan(0.35);
    expect(figures.vowelShare).toBeLessThan(0.65);
    expect(figures.phonemesPerLetter).toBeGreaterThan(0.7);
    expect(figures.phonemesPerLetter).toBeLessThan(1.2);
    expect(figures.spokenWords).toBeGreaterThanOrEqual(words(arabic) - 3);
    expect(figures.spokenWords).toBeLessThanOrEqual(words(arabic));
    // كُلَّ is "kulla": the doubled l keeps its vowel (without the shadda fix eSpeak says "kull").
    expect(ipa.startsWith('k_u_l_l_')).toBe(true);
  });

  it('reads a spoken dialect with the Arabic voice', async () => {
    expect(await phonemize('شُو عَمْ تِعْمِلْ', 'lebanese')).toBe(await phonemize('شُو عَمْ تِعْمِلْ', 'ar'));
  });

  it('tells spelling apart: letters read one by one give more phonemes than letters', async () => {
    const spelled = 'BBC NHS FBI';
    const figures = reading(spelled, await phonemize(spelled, 'en'));
    expect(figures.phonemesPerLetter).toBeGreaterThan(1.5);
    const isolated = 'ك ت ب';
    expect(reading(isolated, await phonemize(isolated, 'ar')).phonemesPerLetter).toBeGreaterThan(
      1.5,
    );
  });
});
