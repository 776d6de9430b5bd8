import { describe, expect, it } from 'vitest';
import { characterName, initialOf, locationName } from './display-name.ts';

const base = { name: '', nameEn: '', nameAr: null as string | null };

describe('characterName', () => {
  it('uses the Arabic name on Arabic pages when there is one', () => {
    expect(characterName({ ...base, nameEn: 'Layla', nameAr: 'ليلى' }, 'ar', 'x')).toBe('ليلى');
  });

  it('uses the English name on English pages', () => {
    expect(characterName({ ...base, nameEn: 'Layla', nameAr: 'ليلى' }, 'en', 'x')).toBe('Layla');
  });

  it('falls back to the English name on Arabic pages without an Arabic name', () => {
    expect(characterName({ ...base, nameEn: 'Layla' }, 'ar', 'x')).toBe('Layla');
  });

  it('falls back to the name, then the names inside the details, including a JSON string', () => {
    expect(characterName({ ...base, name: 'Omar' }, 'en', 'x')).toBe('Omar');
    expect(characterName({ ...base, details: { name: 'Sami' } }, 'en', 'x')).toBe('Sami');
    expect(
      characterName(
        { ...base, details: JSON.stringify({ basic: { name: 'Nour', nameAr: 'نور' } }) },
        'ar',
        'x',
      ),
    ).toBe('نور');
    expect(characterName({ ...base, details: '{broken' }, 'en', 'Unnamed Character')).toBe(
      'Unnamed Character',
    );
  });

  it('answers the fallback when no name is known', () => {
    expect(characterName({ ...base, nameEn: '  ' }, 'en', 'Unnamed Character')).toBe(
      'Unnamed Character',
    );
  });
});

describe('locationName', () => {
  it('prefers the Arabic name on Arabic pages and the English one otherwise', () => {
    const oasis = { name: 'Oasis', nameEn: 'Oasis', nameAr: 'الواحة' };
    expect(locationName(oasis, 'ar', 'x')).toBe('الواحة');
    expect(locationName(oasis, 'en', 'x')).toBe('Oasis');
  });
});

describe('initialOf', () => {
  it('takes the first letter, upper-cased, and works for Arabic', () => {
    expect(initialOf(' layla')).toBe('L');
    expect(initialOf('ليلى')).toBe('ل');
    expect(initialOf('')).toBe('?');
  });
});
