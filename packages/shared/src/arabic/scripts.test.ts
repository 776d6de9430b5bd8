import { describe, expect, it } from 'vitest';
import { hasArabicLetters, hasLatinLetters } from './scripts.ts';

describe('name scripts', () => {
  it('finds Arabic letters, vowelled or not, and nothing in Latin names, digits or signs', () => {
    expect(hasArabicLetters('حديقة سطح جدتي')).toBe(true);
    expect(hasArabicLetters('سَامِي')).toBe(true);
    expect(hasArabicLetters('Sami حسن')).toBe(true);
    expect(hasArabicLetters('Grandma’s garden 2')).toBe(false);
    expect(hasArabicLetters('٧ ، ؟')).toBe(false);
  });

  it('finds Latin letters, accented or not, and none in Arabic names', () => {
    expect(hasLatinLetters('Sami')).toBe(true);
    expect(hasLatinLetters('Zoé')).toBe(true);
    expect(hasLatinLetters('سامي ٧')).toBe(false);
  });
});
