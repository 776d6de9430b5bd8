import { describe, expect, it } from 'vitest';
import { durationParts, formatBytes, formatDay, formatNumber, usdDigits } from './format.ts';

describe('admin figures', () => {
  it('keep Western digits in Arabic', () => {
    expect(formatNumber(12345, 'ar')).toMatch(/^12.345$/);
    expect(formatNumber(12345, 'ar')).not.toMatch(/[\u0660-\u0669]/);
    expect(formatDay('2026-03-01', 'ar')).toMatch(/^1 /);
    expect(formatDay('2026-03-01', 'en')).toBe('1 Mar');
  });

  it('give durations, money and sizes their natural unit', () => {
    expect(durationParts(850)).toEqual({ unit: 'ms', value: 850, digits: 0 });
    expect(durationParts(3200)).toMatchObject({ unit: 'seconds', value: 3.2 });
    expect(durationParts(270_000)).toMatchObject({ unit: 'minutes', value: 4.5 });
    expect(usdDigits(0.002)).toBe(4);
    expect(usdDigits(12.5)).toBe(2);
    expect(usdDigits(0)).toBe(2);
    expect(formatBytes(45_210, 'en')).toBe('45.2 kB');
  });
});
