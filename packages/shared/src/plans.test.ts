import { describe, expect, it } from 'vitest';
import { nextPlan } from './plans.ts';

describe('nextPlan', () => {
  it('offers the next plan up, and nothing above Heritage', () => {
    expect(nextPlan('free')).toBe('family');
    expect(nextPlan('family')).toBe('heritage');
    expect(nextPlan('heritage')).toBeNull();
  });
});
