import { describe, expect, it } from 'vitest';
import { estimateWordTimings } from './word-timings.ts';

describe('estimateWordTimings', () => {
  it('starts the first word at 0 and spreads the rest in proportion to their length', () => {
    // Weights: "I" 1+1, "see" 3+1, "elephants" 9+1 → 2, 4, 10 of 16.
    expect(estimateWordTimings('I see elephants', 1_600)).toEqual([
      { word: 'I', startMs: 0 },
      { word: 'see', startMs: 200 },
      { word: 'elephants', startMs: 600 },
    ]);
  });

  it('leaves a pause after the end of a sentence and after a comma', () => {
    const [, second, third] = estimateWordTimings('Stop. Go, now', 1_000);
    // "Stop." weighs 4+1+6 = 11, "Go," 2+1+3 = 6, "now" 3+1 = 4 → 21.
    expect(second?.startMs).toBe(Math.round((11 / 21) * 1_000));
    expect(third?.startMs).toBe(Math.round((17 / 21) * 1_000));
  });

  it('does not count Arabic vowel marks as time, and skips bare punctuation', () => {
    const vowelled = estimateWordTimings('ذَهَبَتْ لَيْلَى — إِلَى السُّوقِ', 1_000);
    const bare = estimateWordTimings('ذهبت ليلى إلى السوق', 1_000);
    expect(vowelled.map((timing) => timing.startMs)).toEqual(bare.map((timing) => timing.startMs));
    expect(vowelled.map((timing) => timing.word)).toEqual(['ذَهَبَتْ', 'لَيْلَى', 'إِلَى', 'السُّوقِ']);
  });

  it('gives nothing for an empty text', () => {
    expect(estimateWordTimings('  ', 1_000)).toEqual([]);
  });
});
