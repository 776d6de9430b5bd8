import { describe, expect, it } from 'vitest';
import { toAsciiDigits } from './digits.ts';

describe('toAsciiDigits', () => {
  it('reads Arabic-Indic and Persian digits as ASCII digits and leaves the rest', () => {
    expect(toAsciiDigits('٧')).toBe('7');
    expect(toAsciiDigits('١٠٠')).toBe('100');
    expect(toAsciiDigits('۴۲')).toBe('42');
    expect(toAsciiDigits('12 ab')).toBe('12 ab');
  });
});
