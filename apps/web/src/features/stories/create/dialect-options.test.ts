import { describe, expect, it } from 'vitest';
import { lowestPlanWith } from '@qamar/shared';
import { allowedDialects, dialectOptions, lockedByPlan, subscribePath } from './dialect-options.ts';

describe('dialect options', () => {
  it('opens only Fusha and English to a Starter parent, and names the lowest plan of each locked dialect', () => {
    const options = dialectOptions(allowedDialects(['standard', 'english']), false);
    expect(options.map((o) => [o.dialect, o.locked, o.unlockPlan])).toEqual([
      ['standard', false, null],
      ['english', false, null],
      ['egyptian', true, 'family'],
      ['lebanese', true, 'family'],
      ['gulf_saudi', true, 'heritage'],
      ['gulf_uae', true, 'heritage'],
    ]);
  });

  it('falls back to the Starter dialects while the usage stats are not loaded', () => {
    expect(allowedDialects(undefined)).toEqual(['standard', 'english']);
  });

  it('marks the four spoken dialects BETA whether locked or not', () => {
    const beta = dialectOptions(['standard', 'english', 'egyptian', 'lebanese'], false)
      .filter((o) => o.beta)
      .map((o) => o.dialect);
    expect(beta).toEqual(['egyptian', 'lebanese', 'gulf_saudi', 'gulf_uae']);
  });

  it('opens every dialect to an admin', () => {
    expect(dialectOptions(['standard'], true).every((o) => !o.locked)).toBe(true);
  });

  it('groups locked dialects by the plan that opens them, lowest first', () => {
    expect(lockedByPlan(dialectOptions(['standard', 'english'], false))).toEqual([
      { plan: 'family', dialects: ['egyptian', 'lebanese'] },
      { plan: 'heritage', dialects: ['gulf_saudi', 'gulf_uae'] },
    ]);
    expect(
      lockedByPlan(dialectOptions(['standard', 'english', 'egyptian', 'lebanese'], false)),
    ).toEqual([{ plan: 'heritage', dialects: ['gulf_saudi', 'gulf_uae'] }]);
  });

  it('links a plan to /subscribe with its display name', () => {
    expect(lowestPlanWith('standard')).toBe('free');
    expect(subscribePath('family')).toBe('/subscribe?plan=Family');
    expect(subscribePath('heritage')).toBe('/subscribe?plan=Heritage');
  });
});
