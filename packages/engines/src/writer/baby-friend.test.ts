import { describe, expect, it } from 'vitest';
import type { WriterInput } from '../types.ts';
import { writeStory } from './write-story.ts';

const salma = {
  name: 'Salma',
  type: 'human',
  gender: 'female',
  age: 6,
  description: 'a curious girl',
} as const;

function stories(friendAge: number): string[][] {
  const out: string[][] = [];
  const ideas = [
    undefined,
    'learning to share toys with a baby brother',
    'a new baby at home',
    'a day at the beach',
  ];
  const dialects = ['standard', 'egyptian', 'lebanese', 'gulf_saudi', 'gulf_uae'] as const;
  for (let seed = 0; seed < 80; seed++) {
    const input: WriterInput = {
      characters: [
        salma,
        {
          name: 'Yusuf',
          type: 'human',
          gender: 'male',
          age: friendAge,
          description: 'her brother',
        },
      ],
      location: { name: 'Giza', type: 'city', description: 'the pyramids' },
      ageGroup: (['3-5', '6-8', '9-12'] as const)[seed % 3]!,
      dialect: dialects[seed % dialects.length]!,
      pages: [3, 5, 6, 8][seed % 4]!,
      seed,
      ...(ideas[seed % ideas.length]
        ? { description: ideas[seed % ideas.length] }
        : { theme: (['friendship', 'sharing', 'kindness-animals'] as const)[seed % 3] }),
    };
    const story = writeStory(input);
    out.push(story.pages.map((p) => `${p.textEn}\n${p.textAr}\n${p.textDialect ?? ''}`));
  }
  return out;
}

/** How a baby is met on the first page: as the baby, or by what a big sister does with a baby. */
const BABY_INTRO =
  /Yusuf was (the youngest in the family|still a baby)|make Yusuf laugh|sang to Yusuf until|Yusuf's tiny hand/;

/** What a one-year-old cannot do: make up a song, share dates fairly, guess cloud shapes, be proud of someone. */
const GROWN_UP_FRIEND =
  /made up a song together|split the last|counted the dates|guessing shapes in the clouds|walked home slowly|"I am proud of you\."|best friend|lived next door/;

describe('a baby in the cast', () => {
  it('is met as the baby of the family and never does what only a child can', () => {
    for (const pages of stories(1)) {
      expect(pages[0]).toMatch(BABY_INTRO);
      expect(pages.join('\n')).not.toMatch(GROWN_UP_FRIEND);
    }
  });

  it('is a baby only when two or younger: a brother of seven is never met as one', () => {
    for (const pages of stories(7)) expect(pages.join('\n')).not.toMatch(BABY_INTRO);
  });
});
