import { describe, expect, it } from 'vitest';
import { neutraliseSpark } from './neutralise-spark.ts';

describe('neutraliseSpark', () => {
  it('replaces the names of a spark with neutral phrases and keeps the capital at the start', () => {
    const spark = neutraliseSpark('Layla and Omar build a boat for the little turtle');
    expect(spark).not.toMatch(/Layla|Omar/);
    expect(spark.charAt(0)).toBe(spark.charAt(0).toUpperCase());
    expect(spark).toContain('build a boat for the little turtle');
  });

  it('replaces Arabic names too and leaves a spark without names as it was', () => {
    expect(neutraliseSpark('تساعد ليلى جدّتها في المطبخ')).not.toContain('ليلى');
    expect(neutraliseSpark('A lantern that lost its light')).toBe('A lantern that lost its light');
  });
});
