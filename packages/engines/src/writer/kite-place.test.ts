import { describe, expect, it } from 'vitest';
import type { WriterInput } from '../types.ts';
import { writeStory } from './write-story.ts';

const tell = (location: WriterInput['location'], seed: number) =>
  writeStory({
    characters: [
      { name: 'Layla', type: 'human', gender: 'female', age: 6, description: 'a curious girl' },
      { name: 'Omar', type: 'human', gender: 'male', age: 7, description: 'a kind boy' },
    ],
    location,
    theme: 'friendship',
    ageGroup: (['3-5', '6-8', '9-12'] as const)[seed % 3]!,
    dialect: 'standard',
    pages: [3, 5, 6, 8][seed % 4]!,
    seed,
  });

const kiteInTree = (story: ReturnType<typeof tell>) =>
  story.pages.some((p) => p.scene.props?.some((x) => x.kind === 'kite' && x.where === 'tree'));

describe('the kite stuck in a tree', () => {
  it('is told only where there are trees: never at home, in a flat or in the souk', () => {
    const treeless: WriterInput['location'][] = [
      { name: 'Home', type: 'city', description: 'a flat in Beirut' },
      { name: 'Old Souk', type: 'city', description: 'a busy old market full of lanterns' },
      { name: 'Home', type: 'city', description: 'our flat' },
    ];
    for (const location of treeless)
      for (let seed = 1; seed <= 30; seed++) {
        const story = tell(location, seed);
        expect(kiteInTree(story), `${location.name}, seed ${seed}`).toBe(false);
        expect(
          story.pages.map((p) => p.textEn).join(' '),
          `${location.name}, seed ${seed}`,
        ).not.toMatch(
          /kite (got stuck in|landed high in|into) (a|the) (tall |high )?(tree|branches)/,
        );
      }
  });

  it('is still told in a garden or a forest', () => {
    const garden = {
      name: "Grandpa's Garden",
      type: 'city' as const,
      description: 'a garden with old trees',
    };
    const told = Array.from({ length: 30 }, (_, i) => tell(garden, i + 1)).filter(kiteInTree);
    expect(told.length).toBeGreaterThan(0);
  });
});
