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

  it("says a family title in words, with the case on the title and the region's own in dialect", () => {
    const huda = (region: 'egypt' | 'levant' | 'gulf') =>
      arabicName('Grandma Huda', undefined, '', { gender: 'female', region });
    expect(huda('gulf')).toMatchObject({
      nom: 'الجَدَّةُ هُدَى',
      gen: 'الجَدَّةِ هُدَى',
      voc: 'جَدَّةُ هُدَى',
      plain: 'الجدّة هدى',
      vocPlain: 'جدّة هدى',
      source: 'table',
    });
    expect([huda('egypt').plain, huda('levant').plain]).toEqual(['تيتة هدى', 'تيتا هدى']);
    // The shadda is written before the vowel mark, as the writer writes it.
    const jadd = (mark: string) => `الجَد\u0651${mark}`;
    expect(arabicName('Grandpa Saleh', undefined, '', { gender: 'male' })).toMatchObject({
      nom: `${jadd('\u064F')} صَالِحٌ`,
      acc: `${jadd('\u064E')} صَالِحًا`,
      voc: `${jadd('\u064F').replace('ال', '')} صَالِحُ`,
    });
    expect(arabicName('Uncle Karim', undefined, '', { region: 'egypt' }).plain).toBe('عمّو كريم');
    expect(arabicName('Aunt Sara', undefined, '', { region: 'levant' }).plain).toBe('خالتو سارة');
  });

  it('calls a typed title without its article: يا جدة هدى, never يا الجدة هدى', () => {
    const typed = arabicName('Grandma Huda', 'الجدة هدى', '', { gender: 'female' });
    expect(typed.nom).toBe('الجدة هُدَى');
    expect([typed.voc, typed.vocPlain]).toEqual(['جدة هُدَى', 'جدة هدى']);
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
