import { describe, expect, it } from 'vitest';
import { splitElapsed } from './elapsed.ts';

describe('splitElapsed', () => {
  it('splits an elapsed time into whole minutes and seconds', () => {
    expect(splitElapsed(0)).toEqual({ minutes: 0, seconds: 0 });
    expect(splitElapsed(59_999)).toEqual({ minutes: 0, seconds: 59 });
    expect(splitElapsed(125_400)).toEqual({ minutes: 2, seconds: 5 });
    expect(splitElapsed(-5)).toEqual({ minutes: 0, seconds: 0 });
  });
});
