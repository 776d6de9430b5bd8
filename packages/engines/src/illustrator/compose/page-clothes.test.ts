import { describe, expect, it } from 'vitest';
import type { PersonRole, StoryCharacterInput } from '../../types.ts';
import { characterLook } from '../characters/character-look.ts';
import { distance } from '../core/color.ts';
import { personCharacter } from '../scene/people.ts';
import { composePage } from './compose-page.ts';
import { pageClothes } from './page-clothes.ts';

const child = (name: string): StoryCharacterInput => ({
  name,
  type: 'human',
  gender: 'female',
  age: 6,
  description: 'a girl',
});
const NAMES = [
  'Layla',
  'Mariam',
  'Noura',
  'Salma',
  'Lina',
  'Yasmin',
  'Sara',
  'Huda',
  'Reem',
  'Dana',
];
const ROLES: PersonRole[] = [
  'mother',
  'father',
  'aunt',
  'uncle',
  'grandmother',
  'grandfather',
  'teacher',
];

describe("a page's people", () => {
  it('never wear clothes or a headscarf like a child of the cast or like each other', () => {
    let changed = 0;
    for (const name of NAMES)
      for (const [a, b] of ROLES.flatMap((a) => ROLES.filter((b) => b !== a).map((b) => [a, b]))) {
        const cast = [child(name)];
        const people = [personCharacter({ role: a! }), personCharacter({ role: b! })];
        const clothes = pageClothes(cast, people, 'egypt');
        const worn = [...cast, ...people].map((c, i) => {
          const look = characterLook(c, 'egypt');
          const own = i > 0 ? clothes[i - 1] : undefined;
          if (own) changed++;
          return {
            main: own?.main ?? look.palette.main,
            scarf: look.human.headwear === 'hijab' ? (own?.second ?? look.palette.second) : null,
          };
        });
        for (let i = 0; i < worn.length; i++)
          for (let j = i + 1; j < worn.length; j++) {
            const what = `${name}, ${a}, ${b}: ${i} and ${j}`;
            expect(distance(worn[i]!.main, worn[j]!.main), what).toBeGreaterThanOrEqual(70);
            if (worn[i]!.scarf && worn[j]!.scarf)
              expect(distance(worn[i]!.scarf!, worn[j]!.scarf!), what).toBeGreaterThanOrEqual(70);
          }
      }
    expect(changed).toBeGreaterThan(0);
  });

  it('are drawn in the colours that tell them apart', () => {
    for (let k = 0; k < 300; k++) {
      const name = `Girl ${k}`;
      const cast = [child(name)];
      const [own] = pageClothes(cast, [personCharacter({ role: 'mother' })], 'egypt');
      if (!own?.main) continue;
      const svg = composePage({
        scene: {
          description: '',
          characters: [{ name, pose: 'standing' }],
          timeOfDay: 'morning',
          mood: 'happy',
          setting: 'living-room',
          people: [{ role: 'mother', gender: 'female' }],
        },
        characters: cast,
        location: { name: 'Cairo', type: 'city', description: 'a flat' },
        seed: 1,
        dialect: 'egyptian',
      });
      const mother = svg.slice(svg.indexOf('data-person="mother"'));
      expect(mother).toContain(own.main);
      return;
    }
    throw new Error('no child of the list dresses like the mother');
  });
});

describe("a child's family", () => {
  it("is drawn with the child's skin (Mama looked like a stranger to her son)", () => {
    const draw = (name: string, skinTone: 'light' | 'dark') => {
      const hero: StoryCharacterInput = { ...child(name), look: { skinTone } };
      const svg = composePage({
        scene: {
          description: '',
          characters: [{ name, pose: 'standing' }],
          timeOfDay: 'morning',
          mood: 'happy',
          setting: 'classroom',
          people: [
            { role: 'mother', gender: 'female' },
            { role: 'teacher', gender: 'female' },
          ],
        },
        characters: [hero],
        location: { name: 'Cairo', type: 'city', description: 'a school' },
        seed: 1,
        dialect: 'egyptian',
      });
      const skin = characterLook(hero, 'egypt').palette.skin;
      const mother = svg.slice(
        svg.indexOf('data-person="mother"'),
        svg.indexOf('data-person="teacher"'),
      );
      return { skin, mother };
    };
    for (const tone of ['light', 'dark'] as const) {
      const { skin, mother } = draw('Salma', tone);
      expect(mother, tone).toContain(skin);
    }
  });
});
