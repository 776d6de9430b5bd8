import { describe, expect, it } from 'vitest';
import { writeStory } from './write-story.ts';

const scenes = (description: string, seed: number) =>
  writeStory({
    characters: [
      { name: 'Salma', type: 'human', gender: 'female', age: 8, description: 'a kind girl' },
    ],
    location: { name: 'Home', type: 'city', description: 'our flat in Cairo' },
    description,
    ageGroup: (['3-5', '6-8', '9-12'] as const)[seed % 3]!,
    dialect: 'egyptian',
    pages: [3, 5, 6, 8][seed % 4]!,
    seed,
  }).pages.map((p) => p.scene);

describe('the pictures of a gentle story', () => {
  it('are calm: nobody celebrates and no face is excited when a pet or a grandparent died or someone is ill', () => {
    for (const idea of [
      'our cat died and my daughter is sad',
      "my daughter's grandpa passed away last week",
      'she is sick in bed with a fever',
    ])
      for (let seed = 0; seed < 30; seed++)
        for (const scene of scenes(idea, seed)) {
          expect(scene.mood, idea).not.toBe('excited');
          for (const c of scene.characters) {
            expect(c.pose, idea).not.toBe('celebrating');
            // Nobody points at the trouble or runs about with it.
            expect(['pointing', 'running'], idea).not.toContain(c.pose);
          }
        }
  });

  it('still celebrate in a story that is not gentle', () => {
    const all = Array.from({ length: 30 }, (_, seed) => scenes('a trip to the beach', seed)).flat();
    expect(all.some((s) => s.characters.some((c) => c.pose === 'celebrating'))).toBe(true);
  });
});
