import { describe, expect, it } from 'vitest';
import { avoidItemIds, avoidItems } from '@qamar/shared';
import type { StoryCharacterInput } from '../types.ts';
import { placeLook } from '../place-look.ts';
import { avoidMatcher } from './avoid.ts';
import { sampleInputs, sampleLocations } from './sample-inputs.ts';
import { avoidedIn, sceneWords, writeStory } from './write-story.ts';

const STORIES_PER_ITEM = Number(process.env.AVOID_STORIES ?? 300);
const hessa: StoryCharacterInput = {
  name: 'Hessa',
  nameAr: 'حصة',
  type: 'human',
  gender: 'female',
  age: 4,
  description: 'A little girl who loves the moon',
};

describe('what a child should not meet', () => {
  it('matches whole words in every language, with Arabic clitics and marks, and nothing else', () => {
    const dogs = avoidMatcher(['dogs'])!;
    for (const text of [
      'A puppy ran by.',
      'The Dogs barked',
      'رَأَتِ الْكَلْبَ',
      'وبِكَلْبَةٍ صغيرة',
      'شافت كلاب',
    ])
      expect(dogs(text), text).toBe(true);
    for (const text of ['Hotdogma', 'قالت كلمة', 'فقط', 'catalogue'])
      expect(dogs(text), text).toBe(false);
    const cats = avoidMatcher(['cats'])!;
    expect(cats('نامت القِطَّةُ')).toBe(true);
    expect(cats('وبالقط')).toBe(true);
    expect(cats('فقط قليلًا')).toBe(false);
    expect(avoidMatcher([])).toBeNull();
  });

  // Over 300 stories: each avoid item, many themes, ideas, places, ages and dialects; the child is the hero.
  for (const item of avoidItemIds) {
    it(`never tells or draws ${item} (${STORIES_PER_ITEM} stories)`, () => {
      const avoid = avoidMatcher([item])!;
      const found: string[] = [];
      for (const input of sampleInputs(STORIES_PER_ITEM, 7 + avoidItemIds.indexOf(item))) {
        // The parent would not choose a character or a place the child should not meet (a beach for a child afraid of water).
        const others = input.characters.filter(
          (c) => !avoid(`${c.name} ${c.species ?? ''} ${c.description}`),
        );
        const placeOk = (l: typeof input.location) =>
          !avoid(`${l.name} ${l.description} ${JSON.stringify(placeLook(l))}`);
        const location = placeOk(input.location) ? input.location : sampleLocations.find(placeOk)!;
        const story = writeStory({
          ...input,
          location,
          description:
            input.description && avoid(input.description) ? undefined : input.description,
          characters: [hessa, ...others].slice(0, 3),
          avoid: [item],
        });
        if (avoidedIn(story, avoid) > 0) {
          const texts = [
            story.titleEn,
            story.titleAr,
            ...story.pages.flatMap((p) => [
              p.textEn,
              p.textAr,
              p.textDialect ?? '',
              ...sceneWords(p.scene),
            ]),
          ];
          found.push(
            `${input.theme ?? input.description ?? ''} / ${input.dialect} / seed ${input.seed}: ${texts.find((t) => avoid(t))?.slice(0, 160)}`,
          );
        }
      }
      expect(found, `${avoidItems[item].en}`).toEqual([]);
    }, 120_000);
  }
});
