import { describe, expect, it } from 'vitest';
import type { SpokenDialect, WriterInput, WrittenStory } from '../types.ts';
// The lead exports this from '@qamar/shared'; until then the test reaches the file directly.
import { findUnsafeContent, spokenDialects } from '@qamar/shared';
import { arabicName } from './arabic-name-forms.ts';
import { heroFirst } from './cast.ts';
import { buildPlace } from './place.ts';
import { countVowelling, hasLatin, stripTashkeel } from './arabic-text.ts';
import { narratorsGrandparents } from './dialect-finish.ts';
import { dialectMarkers } from './dialect-lexicon.ts';
import { createEmbeddedWriter } from './embedded-writer.ts';
import { checkStory } from './quality/check-story.ts';
import { sharedWordShare } from './quality/dialect-checks.ts';
import { sampleInputs } from './sample-inputs.ts';
import { ARABIC_FLOOR_MARGIN, MAX_GRADE, namesOf } from './story-checks.ts';
import { fleschKincaidGrade } from './text-metrics.ts';
import { countWords, WORD_BANDS } from './word-count.ts';
import { writeStory } from './write-story.ts';
import { findParentPhrases } from './idea/parent-voice.ts';
import { situationByKey } from './idea/situations.ts';
import { understandIdea } from './idea/understand-idea.ts';
import { situationName } from './idea-city.ts';

const SPOKEN = spokenDialects;
const TIME_ORDER = ['morning', 'afternoon', 'sunset', 'night'];

function allTexts(story: WrittenStory): string[] {
  return [
    story.titleEn,
    story.titleAr,
    story.titleDialect ?? '',
    story.moralEn,
    story.moralAr,
    ...story.pages.flatMap((p) => [p.textEn, p.textAr, p.textDialect ?? '']),
  ];
}

function markersIn(text: string, dialect: SpokenDialect): string[] {
  const words = new Set(text.split(/[\s،.!؟«»:؛]+/).flatMap((w) => [w, w.replace(/^[وفبل]/, '')]));
  return dialectMarkers[dialect].filter((m) => (m.includes(' ') ? text.includes(m) : words.has(m)));
}

describe('the embedded writer', () => {
  it('is a Writer that resolves to the same story for the same seed', async () => {
    const writer = createEmbeddedWriter();
    const input = sampleInputs(1, 3)[0] as WriterInput;
    expect(writer.name).toBe('embedded-writer');
    expect(await writer.write(input)).toEqual(await writer.write(input));
    expect((await writer.write({ ...input, seed: input.seed + 1 })).pages[0]?.textEn).not.toBe(
      (await writer.write(input)).pages[0]?.textEn,
    );
  });

  it('stops when the signal is already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      createEmbeddedWriter().write(sampleInputs(1)[0] as WriterInput, controller.signal),
    ).rejects.toThrow();
  });

  describe('over 1,000 stories of every kind of input', () => {
    const inputs = sampleInputs(1000, 2024);
    const stories = inputs.map((input) => ({ input, story: writeStory(input) }));

    it('fills every slot: no template marks, no empty or doubled text', () => {
      for (const { story } of stories) {
        for (const text of allTexts(story))
          expect(text).not.toMatch(/[{}[\]|]|undefined|\bnull\b|NaN| {2}/);
        for (const page of story.pages) {
          expect(page.textEn.trim()).not.toBe('');
          expect(page.textAr.trim()).not.toBe('');
        }
      }
    });

    it('has the number of pages asked for', () => {
      for (const { input, story } of stories) expect(story.pages).toHaveLength(input.pages);
    });

    it('names every character, in English and in Arabic, and the place in every language', () => {
      const bare = (text: string) => stripTashkeel(text).replace(/\u0651/g, '');
      for (const { input, story } of stories) {
        const en = story.pages.map((p) => p.textEn).join(' ');
        const ar = bare(story.pages.map((p) => p.textAr).join(' '));
        for (const c of input.characters) {
          expect(en).toContain(c.name);
          expect(ar).toContain(arabicName(c.name, c.nameAr, '').plain.replace(/\u0651/g, ''));
        }
        const spoken = SPOKEN.find((d) => d === input.dialect);
        const place = buildPlace(input.location, spoken ?? 'egyptian');
        expect(en.toLowerCase(), input.location.name).toMatch(
          new RegExp(`${place.en.toLowerCase().replace(/^the /, '')}|${place.enIn}`),
        );
        expect(ar, input.location.name).toContain(bare(place.ar.gen));
        if (spoken)
          expect(
            bare(story.pages.map((p) => p.textDialect ?? '').join(' ')),
            input.location.name,
          ).toContain(bare(place.dl));
      }
    });

    it("keeps every page within its age group's length, in English and (10% below the floor allowed) in Arabic", () => {
      for (const { input, story } of stories) {
        const band = WORD_BANDS[input.ageGroup];
        for (const page of story.pages) {
          const en = countWords(page.textEn, 'en');
          const ar = countWords(page.textAr, 'ar');
          expect(en, page.textEn).toBeGreaterThanOrEqual(band.min);
          expect(en, page.textEn).toBeLessThanOrEqual(band.max);
          expect(ar, page.textAr).toBeGreaterThanOrEqual(
            Math.floor(band.min * ARABIC_FLOOR_MARGIN),
          );
          expect(ar, page.textAr).toBeLessThanOrEqual(band.max);
        }
      }
    });

    it("reads at the age group's level (Flesch-Kincaid)", () => {
      for (const { input, story } of stories) {
        const grade = fleschKincaidGrade(
          story.pages.map((p) => p.textEn).join(' '),
          namesOf(input),
        );
        expect(grade, JSON.stringify(input)).toBeLessThanOrEqual(MAX_GRADE[input.ageGroup]);
      }
    });

    it('vowels its Arabic fully: at least 95% of the letters that take a mark carry one, titles and morals too', () => {
      let markable = 0;
      let marked = 0;
      for (const { input, story } of stories) {
        const typed = [...input.characters.map((c) => c.nameAr ?? ''), input.location.nameAr ?? '']
          .flatMap((n) => n.split(' '))
          .filter(Boolean);
        for (const text of [story.titleAr, story.moralAr, ...story.pages.map((p) => p.textAr)]) {
          const v = countVowelling(text, typed);
          expect(v.ratio, text).toBeGreaterThanOrEqual(0.95);
          markable += v.markable;
          marked += v.marked;
        }
      }
      expect(marked / markable).toBeGreaterThanOrEqual(0.99);
    });

    it('writes Arabic and dialect text in Arabic script only', () => {
      for (const { story } of stories) {
        for (const text of [
          story.titleAr,
          story.moralAr,
          story.titleDialect ?? '',
          ...story.pages.flatMap((p) => [p.textAr, p.textDialect ?? '']),
        ]) {
          expect(hasLatin(text), text).toBe(false);
        }
      }
    });

    it("adds dialect text, in the dialect's own words, exactly when a spoken dialect is chosen", () => {
      for (const { input, story } of stories) {
        if (!SPOKEN.some((d) => d === input.dialect)) {
          expect(story.titleDialect).toBeUndefined();
          expect(story.pages.every((p) => p.textDialect === undefined)).toBe(true);
          continue;
        }
        const dialect = input.dialect as SpokenDialect;
        expect(story.titleDialect).toBeTruthy();
        const all = story.pages.map((p) => p.textDialect ?? '').join(' ');
        expect(new Set(markersIn(all, dialect)).size, all).toBeGreaterThanOrEqual(2);
        const pagesWithMarkers = story.pages.filter(
          (p) => markersIn(p.textDialect ?? '', dialect).length > 0,
        ).length;
        expect(pagesWithMarkers / story.pages.length, all).toBeGreaterThanOrEqual(0.4);
        for (const page of story.pages)
          expect(stripTashkeel(page.textDialect ?? '')).not.toBe(stripTashkeel(page.textAr));
      }
    });

    it('passes the Arabic quality gate: no finding of the Fusha or dialect checker in any story', () => {
      const findings = stories.flatMap(({ input, story }) =>
        checkStory(story, input).map((f) => `${f.rule} ${f.where}: ${f.excerpt}`),
      );
      expect(findings).toEqual([]);
    }, 60_000);

    it('never says anything the content-safety check refuses', () => {
      for (const { story } of stories)
        for (const text of allTexts(story)) expect(findUnsafeContent(text), text).toBeNull();
    });

    it('describes a scene per page that moves towards night and ends asleep', () => {
      for (const { input, story } of stories) {
        // The cast's first child leads (a grown-up chosen first walks beside it).
        const names = heroFirst(input.characters.slice(0, 3)).map((c) => c.name);
        let last = 0;
        for (const page of story.pages) {
          const at = TIME_ORDER.indexOf(page.scene.timeOfDay);
          expect(at).toBeGreaterThanOrEqual(last);
          last = at;
          expect(page.scene.description).toMatch(/^[A-Z].+\.$/);
          expect(page.scene.characters.map((c) => c.name)).toEqual(names);
        }
        const end = story.pages[story.pages.length - 1]!.scene;
        expect(end.timeOfDay).toBe('night');
        expect(
          end.characters.every((c) => ['sleeping', 'sitting', 'hugging'].includes(c.pose)),
        ).toBe(true);
      }
    });
  });

  describe("given the parent's idea", () => {
    const ideas = [
      { description: 'my daughter is scared of the dark', situation: 'fear-of-dark' },
      { description: 'a trip to grandma in Alexandria', situation: 'visiting-grandparents' },
      { description: 'learning to share toys with a baby brother', situation: 'sharing-sibling' },
      {
        description: 'my son starts school tomorrow and is nervous',
        situation: 'first-day-school',
      },
      { description: 'our cat died and my daughter is sad', situation: 'pet-death' },
      { description: 'نريد قصة عن زيارة الجدة في الإسكندرية', situation: 'visiting-grandparents' },
      { description: 'بنتي بتخاف من الضلمة', situation: 'fear-of-dark' },
      { description: 'a dragon who loves pizza', situation: null },
    ];
    const stories = ideas.flatMap((idea, i) =>
      sampleInputs(12, 500 + i).map((input) => ({
        idea,
        input: { ...input, description: idea.description },
        story: writeStory({ ...input, description: idea.description }),
      })),
    );

    it("never quotes the parent's words nor speaks as the parent, in any language", () => {
      for (const { idea, story } of stories) {
        const text = allTexts(story).join(' ');
        // Any four words in a row of the parent's sentence would be a quote.
        const words = idea.description.split(' ');
        for (let i = 0; i + 4 <= words.length; i++)
          expect(text).not.toContain(words.slice(i, i + 4).join(' '));
        expect(findParentPhrases(text), text).toEqual([]);
      }
    });

    it('names the understood situation on the problem page in the same words in every language', () => {
      for (const { idea, input, story } of stories) {
        const entry = idea.situation ? situationByKey(idea.situation) : null;
        const en = story.pages.map((p) => p.textEn).join(' ');
        const ar = story.pages.map((p) => stripTashkeel(p.textAr)).join(' ');
        if (!entry) {
          expect(en).not.toMatch(/one thing was on|kept thinking of one thing/);
          continue;
        }
        // A story too short to have a problem page of its own still has one; every story has three
        // pages or more. The name says only the grandparent the idea names (idea-city.ts).
        const name = situationName(understandIdea(idea.description, input)) ?? entry.name;
        expect(en).toContain(name.en);
        expect(ar).toContain(stripTashkeel(name.ar));
        // The Gulf narrator says the hero's grandma (زيارة جدّتها) where the name says الجدّة.
        if (SPOKEN.some((d) => d === input.dialect))
          expect(story.pages.map((p) => p.textDialect).join(' ')).toContain(
            input.dialect.startsWith('gulf')
              ? narratorsGrandparents(
                  name[input.dialect as SpokenDialect],
                  input.characters[0]?.gender === 'male',
                )
              : name[input.dialect as SpokenDialect],
          );
      }
    });
  });

  it("agrees the Arabic with the hero's gender", () => {
    for (let seed = 1; seed <= 40; seed++) {
      const base = {
        location: { name: 'The Old Souk', type: 'city' as const, description: 'a market' },
        ageGroup: '6-8' as const,
        dialect: 'standard' as const,
        pages: 5,
        seed,
      };
      const girl = writeStory({
        ...base,
        characters: [{ name: 'Layla', type: 'human', gender: 'female', age: 6, description: '' }],
      });
      const boy = writeStory({
        ...base,
        characters: [{ name: 'Omar', type: 'human', gender: 'male', age: 6, description: '' }],
      });
      const girlAr = girl.pages.map((p) => p.textAr).join(' ');
      const boyAr = boy.pages.map((p) => p.textAr).join(' ');
      expect(girlAr).not.toMatch(/(قَالَ|كَانَ|شَعَرَ|حَاوَلَ) لَيْلَى/);
      expect(boyAr).not.toMatch(/(قَالَتْ|كَانَتْ|شَعَرَتْ|حَاوَلَتْ) عُمَرُ/);
    }
  });

  it('tells Saudi (Najdi) and Emirati in their own words, not one Gulf text with marker words swapped', () => {
    // The share of words two tellings of the same story have in common: Egyptian and Lebanese
    // are near 0.73; Saudi and Emirati were 0.96 as one Gulf text with a few words swapped (0.90 now).
    const inputs = sampleInputs(60, 77);
    const tell = (input: WriterInput, dialect: SpokenDialect): string =>
      writeStory({ ...input, dialect })
        .pages.map((p) => p.textDialect)
        .join(' ');
    const shared = inputs.map((input) =>
      sharedWordShare(tell(input, 'gulf_saudi'), tell(input, 'gulf_uae')),
    );
    expect(shared.reduce((a, b) => a + b, 0) / shared.length).toBeLessThan(0.91);
  }, 30_000);

  it('words the four dialects differently from each other', () => {
    const input = sampleInputs(1, 99)[0] as WriterInput;
    const texts = SPOKEN.map((dialect) =>
      writeStory({ ...input, dialect: dialect as SpokenDialect })
        .pages.map((p) => p.textDialect)
        .join(' '),
    );
    expect(new Set(texts).size).toBe(4);
  });
});
