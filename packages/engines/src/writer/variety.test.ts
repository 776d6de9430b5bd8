import { describe, expect, it } from 'vitest';
import type { AgeGroup, WriterInput } from '../types.ts';
import { meanPairwiseOverlap } from './text-metrics.ts';
import { themeKeys, type ThemeKey } from './theme-pack.ts';
import { resolveTheme } from './theme-resolve.ts';
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

/**
 * Variety (issue 4): 100 stories with the same inputs and seeds 1..100. The measure is the share
 * of a story's distinct 4-word sequences that the other story also has, averaged over both
 * directions and over all 4,950 pairs (text-metrics.ts `meanPairwiseOverlap`); English words in
 * lower case, Arabic (Fusha) words without their vowel marks, punctuation ignored.
 *
 * The goal is under 35 % for every theme, age group and page count in both languages, and every
 * case meets it. Friendship is measured at every length; the other themes at 8 to 10 pages, where a
 * theme's own lines fill the most pages and stories are most alike (at 3 to 7 pages every theme
 * measures at most 31 %). `SHORTFALL` holds the bound of any case that does not meet the goal
 * (none today), each just above what the material gives, so a change that makes stories more
 * alike fails here and the table shows what is left to write.
 */
const VARIETY_GOAL = 0.35;
const SHORTFALL: Partial<Record<`${ThemeKey}:${AgeGroup}:${number}:${'en' | 'ar'}`, number>> = {};

const AGES = ['3-5', '6-8', '9-12'] as const;
const cases: Array<readonly [ThemeKey, AgeGroup, number]> = [
  ...AGES.flatMap((age) => [3, 4, 5, 6, 7, 8, 9, 10].map((pages) => ['friendship', age, pages] as const)),
  ...themeKeys.filter((theme) => theme !== 'friendship').flatMap((theme) => AGES.flatMap((age) => [8, 9, 10].map((pages) => [theme, age, pages] as const))),
];

describe('variety between stories with the same inputs', () => {
  it.each(cases)('keeps the mean 4-word overlap of %s stories for ages %s of %i pages under the bound, in English and Arabic', (theme, age, pages) => {
    expect(resolveTheme(theme, undefined)).toBe(theme);
    const stories = Array.from({ length: 100 }, (_, i) => writeStory({ ...base, theme, ageGroup: age, pages, seed: i + 1 }));
    for (const lang of ['en', 'ar'] as const) {
      const texts = stories.map((s) => s.pages.map((p) => (lang === 'en' ? p.textEn : p.textAr)).join(' '));
      const bound = SHORTFALL[`${theme}:${age}:${pages}:${lang}`] ?? VARIETY_GOAL;
      expect(meanPairwiseOverlap(texts, lang), `${theme}, ${age}, ${pages} pages, ${lang}`).toBeLessThan(bound);
    }
  }, 60_000);
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
