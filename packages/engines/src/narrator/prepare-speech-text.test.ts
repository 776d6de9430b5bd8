import { describe, expect, it } from 'vitest';
import {
  prepareArabicForSpeech,
  prepareEnglishForSpeech,
  silentWasl,
} from './prepare-speech-text.ts';

const shadda = '\u0651';
const fatha = '\u064E';
const damma = '\u064F';

describe('prepareArabicForSpeech', () => {
  it('puts the shadda before the short vowel, including after Unicode normalisation', () => {
    // NFC puts fatha (class 30) before shadda (class 33): the order eSpeak misreads.
    const written = `مُحَمَّدٌ`.normalize('NFC');
    expect(written).toContain(fatha + shadda);
    const prepared = prepareArabicForSpeech(written);
    expect(prepared).toContain(shadda + fatha);
    expect(prepared).not.toContain(fatha + shadda);
    expect(prepareArabicForSpeech(`كُ${damma}`)).toBe(`كُ${damma}`);
  });

  it('drops tatweel and quotation marks but keeps Arabic punctuation', () => {
    expect(prepareArabicForSpeech('«كَــبِيرٌ»، “جَمِيلٌ”؟')).toBe('كَبِيرٌ، جَمِيلٌ؟');
  });

  it('reads alef wasla as alef and dagger alef as a long a', () => {
    expect(prepareArabicForSpeech('ٱلْقَمَرُ')).toBe('الْقَمَرُ');
    // Joined to a vowel the wasla is silent (silentWasl).
    expect(prepareArabicForSpeech('وَٱلْقَمَرُ')).toBe('وَلْقَمَرُ');
    expect(prepareArabicForSpeech('هَٰذَا')).toBe('هَاذَا');
    expect(prepareArabicForSpeech('عَلَىٰ')).toBe('عَلَى');
  });
});

describe('prepareEnglishForSpeech', () => {
  it('straightens apostrophes and drops quotation marks', () => {
    expect(prepareEnglishForSpeech('“Don’t worry,” said Layla’s falcon.')).toBe(
      "Don't worry, said Layla's falcon.",
    );
  });

  it('drops markdown marks and emoji, which eSpeak would read aloud', () => {
    expect(prepareEnglishForSpeech('The *brave* falcon 🌙 flew #home.')).toBe(
      'The brave falcon  flew home.',
    );
    expect(prepareArabicForSpeech('كَانَ *الْقَمَرُ* 🌙')).toBe('كَانَ لْقَمَرُ ');
  });
});

describe('silentWasl', () => {
  it('drops hamzat al-wasl where a vowel runs into it, in a word and across words', () => {
    expect(silentWasl('أَمْسَكَتِ الْجَارَةُ الْخَيْطَ.')).toBe('أَمْسَكَتِ لْجَارَةُ لْخَيْطَ.');
    expect(silentWasl('وَانْظُرِ الْآنَ')).toBe('وَنْظُرِ لْآنَ');
    expect(silentWasl('فَالِابْتِسَامَةُ')).toBe('فَلِبْتِسَامَةُ');
    expect(silentWasl('وَالْقَمَرُ')).toBe('وَلْقَمَرُ');
  });

  it("drops the article's lam too before a sun letter, which is doubled instead", () => {
    expect(silentWasl('وَالشَّمْسُ')).toBe('وَشَّمْسُ');
    expect(silentWasl('إِلَى الشَّمْسِ')).toBe('إِلَى شَّمْسِ');
  });

  it('keeps it where speech starts: the first word, after a pause, and leaves long vowels alone', () => {
    expect(silentWasl('الْقَمَرُ جَمِيلٌ')).toBe('الْقَمَرُ جَمِيلٌ');
    expect(silentWasl('قَالَتْ: «انْظُرْ»')).toBe('قَالَتْ: «انْظُرْ»');
    expect(silentWasl('كَانَ يَقُولُ قَالُوا')).toBe('كَانَ يَقُولُ قَالُوا');
  });
});
