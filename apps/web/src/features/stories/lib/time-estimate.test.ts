import { describe, expect, it } from 'vitest';
import { estimateLabel, queueMinutes, remainingSeconds, splitElapsed } from './time-estimate.ts';

describe('time estimate', () => {
  it('scales about 180 s by the percent still to go', () => {
    expect(remainingSeconds(0)).toBe(180);
    expect(remainingSeconds(50)).toBe(90);
    expect(remainingSeconds(67)).toBe(60);
    expect(remainingSeconds(100)).toBe(0);
  });

  it('reads Less than 1 min under a minute, and whole minutes rounded up otherwise', () => {
    expect(estimateLabel(59)).toEqual({ kind: 'lessThanMinute' });
    expect(estimateLabel(60)).toEqual({ kind: 'minutes', minutes: 1 });
    expect(estimateLabel(61)).toEqual({ kind: 'minutes', minutes: 2 });
    expect(estimateLabel(180)).toEqual({ kind: 'minutes', minutes: 3 });
  });

  it('shows queue waits in minutes rounded up, never zero', () => {
    expect(queueMinutes(0)).toBe(1);
    expect(queueMinutes(45)).toBe(1);
    expect(queueMinutes(61)).toBe(2);
  });

  it('splits the elapsed time into minutes and seconds', () => {
    expect(splitElapsed(59_900)).toEqual({ minutes: 0, seconds: 59 });
    expect(splitElapsed(125_000)).toEqual({ minutes: 2, seconds: 5 });
  });
});
