import { describe, expect, it } from 'vitest';
import { formatLocale } from './locale-format.ts';

describe('the interface locale', () => {
  it('writes dates the British way in English and with Western digits in Arabic', () => {
    const day = new Date(Date.UTC(2026, 10, 21));
    const write = (language: 'en' | 'ar') =>
      new Intl.DateTimeFormat(formatLocale(language), {
        dateStyle: 'long',
        timeZone: 'UTC',
      }).format(day);
    expect(write('en')).toBe('21 November 2026');
    expect(write('ar')).toMatch(/^21 نوفمبر 2026/);
  });
});
