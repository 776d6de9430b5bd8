import { spokenDialects } from '@qamar/shared';
import { describe, expect, it } from 'vitest';
import type { AgeGroup, WriterInput } from '../../types.ts';
import { fixtureCases } from '../idea/fixtures/ideas.ts';
import { understandIdea } from '../idea/understand-idea.ts';
import { namesOf, storyMisses } from '../story-checks.ts';
import { writeStory } from '../write-story.ts';

/**
 * Every fixture idea the library recognises, told at 3-5 and at one of the older age groups (6-8 and
 * 9-12 in turn, to keep the run short), keeps to the age group's bounds (story-checks.ts: page lengths
 * in English and Arabic, reading grade). The plots' all-ages lines are long for 3-5, which hear their
 * short twins (flag y), and a three-page story splits its middle over two pages; the few stories
 * still out of bounds are counted, and the count may not grow.
 */
const IDEAS = fixtureCases
  .map((c) => c.text)
  .filter((text) => understandIdea(text).situation !== null);

const DIALECTS = ['standard', ...spokenDialects] as const;
const PAGES = [3, 5, 6, 8, 10];
const CHARACTERS: WriterInput['characters'][] = [
  [{ name: 'Layla', type: 'human', gender: 'female', age: 5, description: 'a thoughtful girl' }],
  [
    {
      name: 'Omar',
      nameAr: 'عمر',
      type: 'human',
      gender: 'male',
      age: 8,
      description: 'a gentle boy',
    },
  ],
  [
    { name: 'Mariam', type: 'human', gender: 'female', age: 10, description: 'a kind big sister' },
    { name: 'Sami', type: 'human', gender: 'male', age: 7, description: 'her brother' },
  ],
];

/**
 * The most stories of each age group that may miss a bound: the figures reached. 3-5 moves between
 * 3 and 5 of 255 as the seed's choices move when a pool gains a line (the family's own intro lines,
 * a family trip by road); each miss is one page a few words off its band.
 */
const MOST_MISSED: Record<AgeGroup, number> = { '3-5': 5, '6-8': 0, '9-12': 1 };

/** The ideas told at an age group: all of them at 3-5, every other one at 6-8 and at 9-12. */
const toldAt = (age: AgeGroup, k: number): boolean =>
  age === '3-5' || (k % 2 === 0) === (age === '6-8');

function input(description: string, k: number, ageGroup: AgeGroup): WriterInput {
  return {
    characters: CHARACTERS[k % 3]!,
    location: { name: 'Cairo', type: 'city', description: 'a flat in the city' },
    description,
    ageGroup,
    dialect: DIALECTS[k % 5]!,
    pages: PAGES[k % 5]!,
    seed: (k + 1) * 7919,
  };
}

describe("fixture ideas within their age group's bounds", () => {
  it('recognises enough fixture ideas to tell', () => {
    expect(IDEAS.length).toBeGreaterThanOrEqual(250);
  });

  for (const age of ['3-5', '6-8', '9-12'] as const) {
    it(`tells the recognised ideas at ${age} within the bounds (at most ${MOST_MISSED[age]} stories out)`, () => {
      const missed: string[] = [];
      let told = 0;
      IDEAS.forEach((idea, k) => {
        if (!toldAt(age, k)) return;
        told++;
        const given = input(idea, k, age);
        const misses = storyMisses(writeStory(given), age, namesOf(given));
        if (misses > 0)
          missed.push(
            `${idea} / ${given.dialect} / ${given.pages}p / seed ${given.seed}: ${misses}`,
          );
      });
      console.info(
        `${age}: ${missed.length} of ${told} stories out of bounds${missed.length ? `\n  ${missed.join('\n  ')}` : ''}`,
      );
      expect(missed.length, missed.join('\n')).toBeLessThanOrEqual(MOST_MISSED[age]);
    }, 60_000);
  }
});
