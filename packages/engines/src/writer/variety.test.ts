import { describe, expect, it } from 'vitest';
import type { AgeGroup, WriterInput } from '../types.ts';
import { meanPairwiseOverlap } from './text-metrics.ts';
import { writeStory } from './write-story.ts';

const base: Omit<WriterInput, 'ageGroup' | 'pages' | 'seed'> = {
  characters: [
    { name: 'Layla', type: 'human', gender: 'female', age: 6, description: 'A curious girl' },
    { name: 'Pip', type: 'animal', species: 'cat', gender: 'male', description: 'a playful kitten' },
  ],
  location: { name: 'The Old Souk', type: 'city', description: 'A busy market with spice stalls and copper lanterns' },
  theme: 'Friendship',
  dialect: 'egyptian',
};

function overlapOf(ageGroup: AgeGroup, pages: number): number {
  const texts = Array.from({ length: 100 }, (_, i) => writeStory({ ...base, ageGroup, pages, seed: i + 1 }).pages.map((p) => p.textEn).join(' '));
  return meanPairwiseOverlap(texts);
}

/**
 * Variety: 100 stories with the same inputs and different seeds, measured by the share of 4-word
 * sequences two stories share (text-metrics.ts). The bounds are what a reader of a nightly story
 * accepts: at the default length most of every story is new. Long stories for older children use
 * most of the written material and overlap more; their bound is looser.
 */
describe('variety between stories with the same inputs', () => {
  it.each([
    ['3-5', 5, 0.35],
    ['6-8', 5, 0.45],
    ['9-12', 5, 0.45],
    ['3-5', 3, 0.3],
    ['9-12', 10, 0.65],
  ] as const)('keeps the mean overlap of %s stories of %i pages under %d', (age, pages, bound) => {
    expect(overlapOf(age, pages)).toBeLessThan(bound);
  });
});

describe('speed', () => {
  it('writes a 10-page story in well under 50 ms', () => {
    const times: number[] = [];
    for (let seed = 1; seed <= 21; seed++) {
      const started = performance.now();
      writeStory({ ...base, characters: [...base.characters, { name: 'Zuzu', type: 'magical', species: 'dragon', gender: 'male', description: 'gentle' }], ageGroup: '9-12', pages: 10, seed });
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    expect(times[10]).toBeLessThan(50);
  });
});
