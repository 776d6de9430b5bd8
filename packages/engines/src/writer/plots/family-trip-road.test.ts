import { describe, expect, it } from 'vitest';
import { writeStory } from '../write-story.ts';

const tell = (description: string, seed: number) =>
  writeStory({
    characters: [{ name: 'Hamad', type: 'human', gender: 'male', age: 7, description: 'a boy' }],
    location: { name: 'Home', type: 'city', description: 'our house' },
    description,
    ageGroup: (['3-5', '6-8', '9-12'] as const)[seed % 3]!,
    dialect: (['standard', 'egyptian', 'lebanese', 'gulf_saudi', 'gulf_uae'] as const)[seed % 5]!,
    pages: [3, 5, 6, 8][seed % 4]!,
    seed,
  });

const text = (story: ReturnType<typeof tell>) =>
  story.pages.map((p) => `${p.textEn}\n${p.textAr}\n${p.textDialect ?? ''}`).join('\n');

describe('a family trip', () => {
  it('by road (the beach, the desert, a village by car) is a drive, never a flight', () => {
    const ideas = [
      'a trip to the beach',
      'a desert trip with the family',
      'طلعة للبر',
      'رايحين الساحل الاسبوع الجاي، عايزة قصة عن المصيف',
      'رايحين مشوار ع الضيعة اخر الجمعة بالسيارة',
    ];
    for (const [k, idea] of ideas.entries())
      for (let seed = 0; seed < 12; seed++) {
        const told = text(tell(idea, seed * 5 + k));
        expect(told, idea).toMatch(/car\b|السَّيّارَةِ|السيّارة|العربية/);
        expect(told, idea).not.toMatch(/plane|flight|الطّائِرَةِ|الطيّارة/);
      }
  });

  it('by air is still the first flight', () => {
    for (let seed = 0; seed < 12; seed++)
      expect(text(tell('our first flight to London', seed))).toMatch(/plane|الطّائِرَةِ/);
  });
});
