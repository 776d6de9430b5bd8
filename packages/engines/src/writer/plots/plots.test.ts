import { spokenDialects } from '@qamar/shared';
import { describe, expect, it } from 'vitest';
import type { AgeGroup, WriterInput } from '../../types.ts';
import { findParentPhrases } from '../idea/parent-voice.ts';
import { understandIdea } from '../idea/understand-idea.ts';
import type { Words } from '../idea/types.ts';
import { situations } from '../idea/situations.ts';
import { conceptPages } from '../idea/concept-pages.ts';
import { lineFits } from '../render-line.ts';
import { checkStory } from '../quality/check-story.ts';
import { writeStory } from '../write-story.ts';
import { findCheer } from './cheer.ts';
import { freshIdeas } from '../idea/fixtures/held-out-fresh.ts';
import { lastIdeas } from '../idea/fixtures/held-out-last.ts';
import { heldOutIdeas } from '../idea/fixtures/held-out.ts';
import { fixtureIdeas } from '../idea/fixtures/ideas.ts';
import { outingIdeas } from '../idea/fixtures/ideas-outings.ts';
import { heroesOwn, situationPlots, themePlots } from './index.ts';
import { themeKeys } from '../theme-pack.ts';

/** Ideas of the first covered situations, in English, Fusha and each dialect. */
const IDEAS: Record<string, readonly string[]> = {
  'pet-death': [
    'our cat died and my daughter is sad',
    'our dog passed away last night and my son keeps crying',
    'the goldfish died this morning',
    'ماتت قطتنا وابنتي حزينة جدا',
    'القطة بتاعتنا ماتت وبنتي زعلانة',
    'البسة تبعنا ماتت وبنتي زعلانة كتير',
    'قطوتنا ماتت وبنتي زعلانة',
  ],
  'fear-of-dark': [
    'my daughter is scared of the dark',
    'he is afraid of the dark and wants the light on all night',
    'ابنتي تخاف من الظلام',
    'بنتي بتخاف من الضلمة',
    'ابني بيخاف من العتمة',
    'بنتي تخاف من الظلام وما تبي نطفي النور',
  ],
  'grandparent-death': [
    "my son's grandma died last week",
    'her grandpa passed away and she misses him',
    'توفيت جدته الأسبوع الماضي',
    'تيتة ماتت وابني مش مصدق',
    'ستّي ماتت والولاد زعلانين',
    'يدتها توفت وهي حزينة',
  ],
};

/**
 * The other situations with plots are told from the ideas of the fixtures (idea/fixtures: the
 * tuning set and the held-out sets) that the library understands as them, in every language.
 */
function fixtureIdeasOf(situation: string): string[] {
  return [fixtureIdeas, heldOutIdeas, freshIdeas, lastIdeas, outingIdeas]
    .flatMap((set) => Object.values(set).flat())
    .filter((c) => c.situation === situation && understandIdea(c.text).situation === situation)
    .map((c) => c.text);
}

const DIALECTS = ['standard', ...spokenDialects] as const;
const AGES: readonly AgeGroup[] = ['3-5', '6-8', '9-12'];
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

function inputs(situation: string): WriterInput[] {
  const own = IDEAS[situation];
  const ideas = own ?? fixtureIdeasOf(situation);
  const out: WriterInput[] = [];
  let n = 0;
  for (const [k, idea] of ideas.entries())
    for (const dialect of DIALECTS)
      for (const ageGroup of own ? AGES : [AGES[(n + k) % 3]!]) {
        n++;
        out.push({
          characters: CHARACTERS[n % CHARACTERS.length]!,
          location: { name: 'Cairo', type: 'city', description: 'a flat in the city' },
          description: idea,
          ageGroup,
          dialect,
          pages: [3, 5, 6, 8, 10][n % 5]!,
          seed: n * 7919,
        });
      }
  return out;
}

/** Generic lines that make light of a trouble: never in a story of loss or illness (line flag g). */
const MAKES_LIGHT =
  /worries are like clouds|being brave does not mean|hides a (present|little gift|small gift)|gift tucked inside|a bump in it|patience and a kind word|it did not matter|only a little thing|as if it were nothing|Oh, bother|what a muddle|so small now|does not last for ever|new adventures/;

const CHEER_SAMPLES = [
  'Mariam beamed from ear to ear.',
  'Everyone cheered!',
  'Hooray!',
  'He jumped for joy.',
  'ضَحِكَتْ بِفَرَحٍ',
  'هَتَفَ الجَميعُ',
  'الكل هيّصوا من الفرحة',
];

describe('situation plots', () => {
  it('finds cheering in English, Fusha and the dialects', () => {
    for (const s of CHEER_SAMPLES) expect(findCheer(s), s).not.toEqual([]);
    expect(findCheer('Mama held Layla close. أَخَذَتْ أُمُّها لَيْلى في حِضْنِها. صاحبه قعد جنبه.')).toEqual(
      [],
    );
  });

  it('covers every situation of the library with at least six plots, the sensitive ones gentle', () => {
    for (const situation of situations) {
      const plots = situationPlots.get(situation.key) ?? [];
      expect(plots.length, situation.key).toBeGreaterThanOrEqual(6);
      if (situation.sensitive) for (const plot of plots) expect(plot.gentle, plot.key).toBe(true);
    }
    const counts = situations.map((s) => situationPlots.get(s.key)!.length);
    console.info(
      `situation plots: ${counts.reduce((a, b) => a + b, 0)} over ${situations.length} situations (${counts.filter((n) => n >= 6).length} with six or more)`,
    );
  });

  it("names the idea's people as the hero's own in the dialects: her brother, never his, and never the narrator's aunt", () => {
    expect(heroesOwn('أخوه النونو', 'egyptian', false)).toBe('أخوها النونو');
    expect(heroesOwn('أخوه النونو', 'egyptian', true)).toBe('أخوه النونو');
    expect(heroesOwn('خيّو الزغير', 'lebanese', false)).toBe('خيّا الزغير');
    expect(heroesOwn('ابن عمّو', 'lebanese', false)).toBe('ابن عمّا');
    // Lebanese عمّو alone is "uncle", not "his uncle".
    expect(heroesOwn('عمّو', 'lebanese', false)).toBe('عمّو');
    expect(heroesOwn('خالتي', 'gulf_saudi', true)).toBe('خالته');
    expect(heroesOwn('ربيعه', 'gulf_uae', false)).toBe('ربيعها');
    // A story built from the idea's own grown-up: the uncle is the hero's, not the narrator's (عمّي).
    const told = writeStory({
      ...inputs('new-sibling')[0]!,
      characters: [CHARACTERS[0]![0]!],
      description: 'a day with uncle khaled',
      dialect: 'gulf_saudi',
    });
    const dialect = told.pages.map((p) => p.textDialect).join(' ');
    expect(dialect).toMatch(/عمّها/);
    expect(dialect).not.toMatch(/عمّي/);
  });

  it('never tells a child of 9 to 12 that tomorrow is school for the first time; the young ones may hear it', () => {
    const told = (ageGroup: AgeGroup) =>
      Array.from({ length: 60 }, (_, seed) =>
        writeStory({
          characters: [CHARACTERS[0]![0]!],
          location: { name: 'Cairo', type: 'city', description: 'a flat in the city' },
          description: 'my son starts school tomorrow and is nervous',
          ageGroup,
          dialect: 'standard',
          pages: 5,
          seed,
        })
          .pages.map((p) => `${p.textEn} ${p.textAr}`)
          .join(' '),
      ).join(' ');
    const firstTime = /for the first time|أَوَّلَ مَرَّةٍ/;
    expect(told('9-12')).not.toMatch(firstTime);
    expect(told('6-8')).toMatch(firstTime);
  });

  it('lets every theme picked without an idea tell at least six plots at every age, none of them gentle', () => {
    const counts: string[] = [];
    for (const theme of themeKeys)
      for (const age of AGES) {
        const plots = themePlots(theme, age);
        for (const plot of plots) expect(plot.gentle, plot.key).toBe(false);
        // The theme pack's own plot and the plots of the everyday situations close to the theme.
        expect(1 + plots.length, `${theme} ${age}`).toBeGreaterThanOrEqual(6);
        if (age === '6-8') counts.push(`${theme} ${1 + plots.length}`);
      }
    console.info(`plots per theme (6-8): ${counts.join(', ')}`);
  });

  it('gives every plot a line at every age for the beats that must be told', () => {
    for (const plots of situationPlots.values())
      for (const plot of plots)
        for (const level of [1, 2, 3] as const)
          for (const pool of [
            plot.problem,
            plot.tries,
            plot.help,
            plot.resolution,
            plot.reflect,
            plot.titles,
            plot.morals,
          ])
            expect(
              pool.some(
                (l) =>
                  ((l[3] ?? '').replace(/[^23]/g, '') === '' ||
                    Number((l[3] ?? '').replace(/[^23]/g, '')) <= level) &&
                  !(level > 1 && (l[3] ?? '').includes('y')),
              ),
              plot.key,
            ).toBe(true);
    expect(lineFits).toBeTypeOf('function');
  });

  for (const situation of situationPlots.keys()) {
    describe(situation, () => {
      const entry = situations.find((s) => s.key === situation)!;
      const all = inputs(situation);

      it('understands every idea as the situation', () => {
        expect(new Set(all.map((i) => i.description)).size, 'ideas to tell').toBeGreaterThanOrEqual(
          2,
        );
        for (const input of all)
          expect(understandIdea(input.description!).situation, input.description).toBe(situation);
      }, 60_000);

      it("tells the situation: its concept on two pages in every language, never the parent's words, no cheering, no Arabic finding", () => {
        const plotsSeen = new Set<string>();
        for (const input of all) {
          const story = writeStory(input);
          const where = `${input.description} / ${input.dialect} / ${input.ageGroup} / ${input.pages}p / seed ${input.seed}`;
          plotsSeen.add(story.titleEn);
          const en = story.pages.map((p) => p.textEn);
          const ar = story.pages.map((p) => p.textAr);
          expect(conceptPages(en, entry.concept, 'en'), `${where} en`).toBeGreaterThanOrEqual(2);
          expect(conceptPages(ar, entry.concept, 'ar'), `${where} ar`).toBeGreaterThanOrEqual(2);
          if (input.dialect !== 'standard') {
            const dl = story.pages.map((p) => p.textDialect ?? '');
            expect(
              conceptPages(dl, entry.concept, input.dialect as keyof Words),
              `${where} dialect`,
            ).toBeGreaterThanOrEqual(2);
          }
          const texts = [
            story.titleEn,
            story.titleAr,
            story.titleDialect ?? '',
            story.moralEn,
            story.moralAr,
            ...en,
            ...ar,
            ...story.pages.map((p) => p.textDialect ?? ''),
          ];
          for (const t of texts) {
            expect(findParentPhrases(t), `${where}: ${t}`).toEqual([]);
            expect(
              t.toLowerCase().includes(input.description!.toLowerCase()),
              `${where} quotes the idea`,
            ).toBe(false);
            if (entry.sensitive) expect(findCheer(t), `${where}: ${t}`).toEqual([]);
            if (entry.sensitive) expect(t, where).not.toMatch(MAKES_LIGHT);
          }
          expect(checkStory(story, input), where).toEqual([]);
        }
        // Another seed gives another plot: the situation's plots are told, not one of them only.
        expect(plotsSeen.size).toBeGreaterThanOrEqual(
          Math.min(2, situationPlots.get(situation)!.length),
        );
      }, 120_000);

      it("tells the theme pack's plot no more: no kite, lost bird or beaming", () => {
        for (const input of all.slice(0, 12)) {
          const text = writeStory(input)
            .pages.map((p) => p.textEn)
            .join(' ');
          expect(text, input.description).not.toMatch(
            /kite|baby bird|lantern seller|from ear to ear/i,
          );
        }
      }, 60_000);
    });
  }
});
