import { describe, expect, it } from 'vitest';
import { arabicName } from './arabic-name-forms.ts';
import { countVowelling, hasLatin } from './arabic-text.ts';
import { transliterateName } from '@qamar/shared/names';

describe('names in Arabic', () => {
  it.each([
    ['Max', 'مَاكْسْ'],
    ['Luna', 'لُونَا'],
    ['Mia', 'مِيَا'],
    ['Grace', 'غْرَيْسْ'],
  ])('writes %s in vowelled Arabic letters', (name, ar) => {
    expect(transliterateName(name).ar).toBe(ar);
  });

  it('uses the known spelling and case endings of common Arabic names', () => {
    expect(arabicName('Omar', undefined, '')).toMatchObject({ nom: 'عُمَرُ', acc: 'عُمَرَ', gen: 'عُمَرَ' });
    expect(arabicName('Zaid', undefined, '')).toMatchObject({
      nom: 'زَيْدٌ',
      acc: 'زَيْدًا',
      gen: 'زَيْدٍ',
    });
    expect(arabicName('Layla', 'ليلى', '')).toMatchObject({
      nom: 'لَيْلَى',
      typed: null,
      source: 'table',
    });
  });

  it('keeps an unknown unvowelled Arabic name as typed, and marks it so the measure skips it', () => {
    expect(arabicName('Tala', 'تولين', '')).toMatchObject({ nom: 'تولين', typed: 'تولين' });
  });

  it('never leaves a Latin letter and vowels every transliterated letter', () => {
    for (const name of [
      'Sparky',
      'Whiskers',
      'Captain Zuzu',
      'Isabella',
      'Chloe',
      'Ethan',
      'Ollie',
      'Élodie',
      'X Æ',
    ]) {
      const ar = arabicName(name, undefined, 'صَديقُنا');
      expect(hasLatin(ar.nom)).toBe(false);
      expect(countVowelling(ar.nom).ratio).toBe(1);
    }
  });
});
