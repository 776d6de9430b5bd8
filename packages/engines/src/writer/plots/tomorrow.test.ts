import { describe, expect, it } from 'vitest';
import type { WrittenStory } from '../../types.ts';
import { writeStory } from '../write-story.ts';

const AGES = ['3-5', '6-8', '9-12'] as const;
const DIALECTS = ['standard', 'egyptian', 'lebanese', 'gulf_saudi', 'gulf_uae'] as const;

const tell = (description: string, seed: number): WrittenStory =>
  writeStory({
    characters: [{ name: 'Salma', type: 'human', gender: 'female', age: 6, description: 'a girl' }],
    location: { name: 'Home', type: 'city', description: 'our flat' },
    description,
    ageGroup: AGES[seed % 3]!,
    dialect: DIALECTS[seed % 5]!,
    pages: [3, 4, 5, 6, 8, 10][seed % 6]!,
    seed,
  });

describe('a day that is tomorrow', () => {
  it('a vaccination tomorrow is told on the evening before: at home, never a check-up today', () => {
    const ideas = [
      'afraid of the doctor, she has a vaccination tomorrow',
      'she has to get a shot tomorrow and she is scared',
      'خايفة من الحقنة بكرة عند الدكتور',
      'بكرا عندها إبرة عند الحكيم وخايفة',
    ];
    for (const [k, idea] of ideas.entries())
      for (let seed = 0; seed < 15; seed++) {
        const story = tell(idea, seed * 4 + k);
        const en = story.pages.map((p) => p.textEn).join(' ');
        expect(en, idea).toMatch(/tomorrow/i);
        expect(en, idea).not.toMatch(
          /Today \w+ had a check-up|waiting room|check-up was|"All done,"/,
        );
        for (const page of story.pages) {
          expect(page.scene.setting, idea).not.toBe('clinic');
          // The doctor is tomorrow's: spoken of at home, never drawn in the bedroom.
          expect(page.scene.people?.map((p) => p.role) ?? [], idea).not.toContain('doctor');
        }
      }
  });

  it('a drive or a flight that is tomorrow never ends that same evening in the car or on the plane', () => {
    const ideas = [
      'a road trip to the desert tomorrow',
      'a trip to the beach',
      'طلعة للبر',
      'our first flight to London',
      'family vacation to turkey, she is excited about the airport',
      'أول مرة نسافر بالطيارة',
    ];
    // A sentence that tells the trip as happening (not as tomorrow's: "would", "tomorrow").
    const onTheWay =
      /\bIn the car,|\bOn the (real )?plane\b|[Aa]t the airport|above the clouds|plane began to come down|boarded the plane|they were there|the long drive had been short|made the long drive short|After the first day/;
    for (const [k, idea] of ideas.entries())
      for (let seed = 0; seed < 15; seed++) {
        const story = tell(idea, seed * 6 + k);
        const en = story.pages.map((p) => p.textEn).join(' ');
        if (!/tomorrow/i.test(en)) continue;
        const told = en
          .split(/(?<=[.!?]["”]?)\s+/)
          .map((s) => s.replace(/"[^"]*"/g, ''))
          .filter((s) => onTheWay.test(s) && !/tomorrow|would/i.test(s));
        expect(told, `${idea} (seed ${seed * 6 + k})`).toEqual([]);
      }
  });

  it('a baby still to come is neither drawn nor met before the page of the birth', () => {
    const ideas = [
      'my sister is pregnant and the kids are excited about their new cousin',
      'auntie is expecting a baby, my daughter wants to hold the new cousin',
      'خالتها حامل وهتجيب بيبي قريب',
      'mama is expecting a baby and my son is worried',
      'سيأتي لابني أخ صغير بعد شهرين',
    ];
    const baby =
      /(?<!like )\b(a|the) (tiny |little |new |sleeping |calm )*baby\b(?! (bed|clothes|vest|photos|cradle))(?! in the middle)/i;
    for (const [k, idea] of ideas.entries())
      for (let seed = 0; seed < 20; seed++) {
        const story = tell(idea, seed * 5 + k);
        const born = story.pages.findIndex((p) => /\bwas born\b/.test(p.textEn));
        for (const [i, page] of story.pages.entries()) {
          if (born >= 0 && i >= born) break;
          const where = `${idea} (seed ${seed * 5 + k}) page ${i + 1}`;
          expect(page.scene.people?.map((p) => p.role) ?? [], where).not.toContain('baby');
          expect(page.scene.description, where).not.toMatch(baby);
          expect(page.textEn, where).not.toMatch(
            /had arrived|was finally here|held the baby cousin/,
          );
        }
      }
  });
});
