import { describe, expect, it } from 'vitest';
import { partOfDay } from './greeting.ts';

describe('dashboard greeting', () => {
  it('greets by the time of day', () => {
    expect([4, 5, 11, 12, 16, 17, 20, 21, 0].map(partOfDay)).toEqual([
      'night',
      'morning',
      'morning',
      'afternoon',
      'afternoon',
      'evening',
      'evening',
      'night',
      'night',
    ]);
  });
});
