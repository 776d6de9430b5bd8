import { describe, expect, it } from 'vitest';
import { isAdminPath, languageOfPath, localizePath, stripLanguage } from './localized-path.ts';

describe('localized paths', () => {
  it('puts Arabic pages under /ar and English ones at the root', () => {
    expect(localizePath('/help', 'ar')).toBe('/ar/help');
    expect(localizePath('/', 'ar')).toBe('/ar');
    expect(localizePath('/ar/help', 'en')).toBe('/help');
    expect(localizePath('/ar', 'en')).toBe('/');
    expect(localizePath('/ar/help', 'ar')).toBe('/ar/help');
  });

  it('keeps admin pages without an Arabic twin', () => {
    expect(localizePath('/admin/dashboard', 'ar')).toBe('/admin/dashboard');
    expect(localizePath('/admin/login', 'ar')).toBe('/ar/admin/login');
    expect(isAdminPath('/admin')).toBe(true);
    expect(isAdminPath('/administrators-guide')).toBe(false);
  });

  it('reads the language from the path only when /ar is a whole segment', () => {
    expect(languageOfPath('/ar')).toBe('ar');
    expect(languageOfPath('/ar/story/3')).toBe('ar');
    expect(languageOfPath('/arabic-nights')).toBe('en');
    expect(stripLanguage('/arabic-nights')).toBe('/arabic-nights');
  });
});
