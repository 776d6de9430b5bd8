import { describe, expect, it } from 'vitest';
import { stripTashkeel } from './tashkeel.ts';

describe('tashkeel switch', () => {
  it('removes every vowel mark, shadda, sukun and dagger alif', () => {
    expect(stripTashkeel('ذَهَبَ الوَلَدُ إِلَى المَدْرَسَةِ')).toBe('ذهب الولد إلى المدرسة');
    expect(stripTashkeel('هٰذَا كِتَابٌ مُهِمٌّ')).toBe('هذا كتاب مهم');
  });

  it('keeps letters, hamzas, punctuation, Latin text and spacing', () => {
    expect(stripTashkeel('سَأَلَ: «أَيْنَ؟»  Qamar')).toBe('سأل: «أين؟»  Qamar');
    expect(stripTashkeel('ـ')).toBe('ـ');
  });
});
