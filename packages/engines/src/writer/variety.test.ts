import { describe, expect, it } from 'vitest';
import type { AgeGroup, WriterInput } from '../types.ts';
import {
  comparableSentences,
  meanPairwiseOverlap,
  recurrenceInSets,
  sentenceRecurrence,
} from './text-metrics.ts';
import { sampleInputs } from './sample-inputs.ts';
import { fixtureIdeas } from './idea/fixtures/ideas.ts';
import { themeKeys, type ThemeKey } from './theme-pack.ts';
import { resolveTheme } from './theme-resolve.ts';
import { writeStory } from './write-story.ts';

const base: Omit<WriterInput, 'ageGroup' | 'pages' | 'seed'> = {
  characters: [
    { name: 'Layla', type: 'human', gender: 'female', age: 6, description: 'A curious girl' },
    {
      name: 'Pip',
      type: 'animal',
      species: 'cat',
      gender: 'male',
      description: 'a playful kitten',
    },
  ],
  location: {
    name: 'The Old Souk',
    type: 'city',
    description: 'A busy market with spice stalls and copper lanterns',
  },
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
  ...AGES.flatMap((age) =>
    [3, 4, 5, 6, 7, 8, 9, 10].map((pages) => ['friendship', age, pages] as const),
  ),
  ...themeKeys
    .filter((theme) => theme !== 'friendship')
    .flatMap((theme) =>
      AGES.flatMap((age) => [8, 9, 10].map((pages) => [theme, age, pages] as const)),
    ),
];

describe('variety between stories with the same inputs', () => {
  it.each(cases)(
    'keeps the mean 4-word overlap of %s stories for ages %s of %i pages under the bound, in English and Arabic',
    (theme, age, pages) => {
      expect(resolveTheme(theme, undefined)).toBe(theme);
      const stories = Array.from({ length: 100 }, (_, i) =>
        writeStory({ ...base, theme, ageGroup: age, pages, seed: i + 1 }),
      );
      for (const lang of ['en', 'ar'] as const) {
        const texts = stories.map((s) =>
          s.pages.map((p) => (lang === 'en' ? p.textEn : p.textAr)).join(' '),
        );
        const bound = SHORTFALL[`${theme}:${age}:${pages}:${lang}`] ?? VARIETY_GOAL;
        expect(
          meanPairwiseOverlap(texts, lang),
          `${theme}, ${age}, ${pages} pages, ${lang}`,
        ).toBeLessThan(bound);
      }
    },
    60_000,
  );
});

/**
 * Sentences told again between stories of different inputs (a theme or an idea of its own each):
 * over 400 stories of the sample inputs, two thirds of them given an idea of the fixtures (every
 * situation, every language), the share of one story's English sentences (names swapped) that
 * the other story also tells, over every pair of different inputs. The goal is under 25 % for
 * nearly every pair (the 95th percentile). The share of sentences that recur anywhere among 35
 * stories is printed too: it grows with the number of stories compared, so it is reported, not bound.
 */
/**
 * The review's figure, a sentence that recurs anywhere among 35 stories of different inputs, as
 * the mean over the sets of 35 of these stories. The goal is under 25 %: the stock lines (sky,
 * mood, setting, episodes, worry, reflection, bedtime) each say their thing in 8 to 70 ways, and
 * the figure is 18.2 % (51 % before they did). The bound is just above it, so a change that makes
 * the shared lines more alike fails here.
 */
const RECURRENCE_IN_35 = 0.19;

describe('sentences told again between stories of different inputs', () => {
  it("shares under 25 % of a story's sentences with another story of a different input, for 95 % of pairs", () => {
    const ideas = Object.values(fixtureIdeas)
      .flat()
      .map((c) => c.text);
    const inputs = sampleInputs(400, 2025).map((input, i) => ({
      ...input,
      description: i % 3 === 2 ? undefined : ideas[(i * 7) % ideas.length],
    }));
    const told = inputs.map((input) =>
      comparableSentences(
        writeStory(input)
          .pages.map((p) => p.textEn)
          .join(' '),
        [...input.characters.map((c) => c.name), input.location.name],
      ),
    );
    const keys = inputs.map((input) => input.description ?? input.theme ?? '');
    const figures = sentenceRecurrence(told, keys);
    const few = sentenceRecurrence(told.slice(0, 35));
    const inSets = recurrenceInSets(told, 35);
    const pct = (x: number): string => `${(100 * x).toFixed(1)} %`;
    console.info(
      `sentence recurrence, pairs of different inputs: mean ${pct(figures.pairMean)}, 95th percentile ${pct(figures.pairP95)}, max ${pct(figures.pairMax)}; recurring anywhere among 35 stories ${pct(few.anywhere)} (mean of 11 sets of 35: ${pct(inSets)}), among 400 ${pct(figures.anywhere)}`,
    );
    expect(figures.pairP95).toBeLessThan(0.25);
    expect(figures.pairMean).toBeLessThan(0.1);
    expect(inSets).toBeLessThan(RECURRENCE_IN_35);
  }, 120_000);
});

describe('speed', () => {
  it('writes a 10-page story in well under 50 ms', () => {
    const times: number[] = [];
    for (let seed = 1; seed <= 21; seed++) {
      const started = performance.now();
      writeStory({
        ...base,
        characters: [
          ...base.characters,
          {
            name: 'Zuzu',
            type: 'magical',
            species: 'dragon',
            gender: 'male',
            description: 'gentle',
          },
        ],
        ageGroup: '9-12',
        pages: 10,
        seed,
      });
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    expect(times[10]).toBeLessThan(50);
  });
});
