import { describe, expect, it } from 'vitest';
import { writeStory } from './write-story.ts';

const firstPage = (name: string, description: string, seed: number) =>
  writeStory({
    characters: [{ name: 'Farida', type: 'human', gender: 'female', age: 5, description: 'kind' }],
    location: { name, type: 'city', description },
    theme: 'kindness-animals',
    ageGroup: '3-5',
    dialect: 'egyptian',
    pages: 5,
    seed,
  }).pages[0]!.textEn;

describe('the hero met at home', () => {
  it('never "lives near the house": the line that says where the child lives is for other places', () => {
    const near = /who (lived|grew up) (near|close to|not far from|right beside)/;
    const home = Array.from({ length: 120 }, (_, seed) =>
      firstPage('Home', 'our flat in Cairo', seed),
    );
    for (const text of home) expect(text).not.toMatch(near);
    const city = Array.from({ length: 120 }, (_, seed) => firstPage('Cairo', 'a big city', seed));
    expect(city.some((text) => near.test(text))).toBe(true);
  });
});
