import { describe, expect, it } from 'vitest';
import { completeWordStarts } from './complete-word-starts.ts';

describe('completeWordStarts', () => {
  it('keeps good marks, rounded to whole milliseconds', () => {
    expect(completeWordStarts([0, 410.4, 820.6], 2000)).toEqual([0, 410, 821]);
  });

  it('places missing marks evenly between their neighbours', () => {
    expect(completeWordStarts([100, undefined, undefined, 400], 1000)).toEqual([
      100, 200, 300, 400,
    ]);
    expect(completeWordStarts([undefined, 300], 1000)).toEqual([150, 300]);
    expect(completeWordStarts([100, undefined], 1000)).toEqual([100, 550]);
  });

  it('spreads words that eSpeak joined into one group (marks at the same time)', () => {
    expect(completeWordStarts([1000, 1001, 1200], 3000)).toEqual([1000, 1100, 1200]);
  });

  it('always gives strictly increasing times inside the audio', () => {
    const starts = completeWordStarts([990, 995, 996, 999, undefined], 1000);
    expect(starts).toHaveLength(5);
    for (const [index, start] of starts.entries()) {
      expect(start).toBeLessThan(1000);
      if (index > 0) expect(start).toBeGreaterThan(starts[index - 1] as number);
    }
  });
});
