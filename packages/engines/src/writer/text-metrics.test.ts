import { describe, expect, it } from 'vitest';
import {
  fleschKincaidGrade,
  fourGramOverlap,
  fourGrams,
  meanPairwiseOverlap,
  syllables,
} from './text-metrics.ts';

describe('text metrics', () => {
  it.each([
    ['cat', 1],
    ['lantern', 2],
    ['evening', 3],
    ['little', 2],
    ['smiled', 1],
    ['wanted', 2],
    ['wishes', 2],
    ['table', 2],
    ['butterflies', 3],
  ])('counts syllables of %s as %i', (word, n) => {
    expect(syllables(word)).toBe(n);
  });

  it('grades short plain sentences low and long words high', () => {
    expect(fleschKincaidGrade('The cat sat. The sun went down. Pip was sad.')).toBeLessThan(1);
    expect(
      fleschKincaidGrade('Extraordinary circumstances necessitated considerable deliberation.'),
    ).toBeGreaterThan(12);
  });

  it('counts the names the parent gave as plain one-syllable words', () => {
    const text = 'Grandma Huda smiled. Grandma Huda sat down.';
    expect(fleschKincaidGrade(text, ['Grandma Huda'])).toBeLessThan(fleschKincaidGrade(text));
  });

  it('measures how many 4-word sequences two texts share', () => {
    const a = fourGrams('the kite was stuck in the tree');
    expect(fourGramOverlap(a, a)).toBe(1);
    expect(fourGramOverlap(a, fourGrams('a lamp glowed softly by the bed'))).toBe(0);
    expect(meanPairwiseOverlap(['one two three four five', 'one two three four six'])).toBeCloseTo(
      0.5,
    );
  });
});
