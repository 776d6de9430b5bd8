import { describe, expect, it } from 'vitest';
import { plans } from '@qamar/shared';
import { tourPlanRows } from './tour-plans.ts';

describe('tour plans', () => {
  it('lists the three plans with the numbers of the plan table', () => {
    const rows = tourPlanRows();
    expect(rows.map((row) => row.plan)).toEqual(['free', 'family', 'heritage']);
    expect(rows.map((row) => row.storiesPerWeek)).toEqual([
      plans.free.storiesPerWeek,
      plans.family.storiesPerWeek,
      plans.heritage.storiesPerWeek,
    ]);
    expect(rows.map((row) => row.customCharacters)).toEqual([
      plans.free.customCharacters,
      plans.family.customCharacters,
      plans.heritage.customCharacters,
    ]);
  });

  it('gives each plan the dialects it adds to the one below', () => {
    expect(tourPlanRows().map((row) => row.addedDialects)).toEqual([
      ['standard', 'english'],
      ['egyptian', 'lebanese'],
      ['gulf_saudi', 'gulf_uae'],
    ]);
  });
});
