import { describe, expect, it } from 'vitest';
import { nextWeekReset, weekStart } from './week.ts';

describe('the plan week', () => {
  it('starts on Monday 00:00 UTC', () => {
    expect(weekStart(new Date('2026-11-21T15:00:00Z')).toISOString()).toBe(
      '2026-11-16T00:00:00.000Z',
    );
    expect(weekStart(new Date('2026-11-16T00:00:00Z')).toISOString()).toBe(
      '2026-11-16T00:00:00.000Z',
    );
    expect(weekStart(new Date('2026-11-22T23:59:59Z')).toISOString()).toBe(
      '2026-11-16T00:00:00.000Z',
    );
  });

  it('resets the next Monday, across months and years', () => {
    expect(nextWeekReset(new Date('2026-11-21T15:00:00Z')).toISOString()).toBe(
      '2026-11-23T00:00:00.000Z',
    );
    expect(nextWeekReset(new Date('2026-12-30T08:00:00Z')).toISOString()).toBe(
      '2027-01-04T00:00:00.000Z',
    );
  });
});
