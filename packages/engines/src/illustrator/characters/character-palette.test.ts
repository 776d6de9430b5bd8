import { describe, expect, it } from 'vitest';
import type { IllustratePageInput, Pose, StoryCharacterInput, TimeOfDay } from '../../types.ts';
import { composePage } from '../compose/compose-page.ts';
import { composePortrait } from '../compose/compose-portrait.ts';
import { SAMPLE_CAST } from '../sample-cast.ts';
import { characterPalette } from './character-look.ts';

const layla: StoryCharacterInput = {
  name: 'Layla',
  type: 'human',
  gender: 'female',
  age: 7,
  description: 'A curious girl who wears a yellow dress',
};
const jamal: StoryCharacterInput = {
  name: 'Jamal',
  type: 'animal',
  gender: 'male',
  species: 'camel',
  description: 'A white camel who loves dates',
};
const lahab: StoryCharacterInput = {
  name: 'Lahab',
  type: 'magical',
  gender: 'male',
  species: 'dragon',
  description: 'A small dragon',
};

const STORY: Array<{ who: StoryCharacterInput[]; poses: Pose[]; time: TimeOfDay }> = [
  { who: [layla, jamal], poses: ['walking', 'standing'], time: 'morning' },
  { who: [layla, lahab], poses: ['pointing', 'flying'], time: 'afternoon' },
  { who: [jamal, layla, lahab], poses: ['sitting', 'reading', 'sitting'], time: 'sunset' },
  { who: [layla, jamal], poses: ['hugging', 'hugging'], time: 'night' },
  { who: [lahab, layla], poses: ['celebrating', 'sleeping'], time: 'night' },
];

describe('characterPalette', () => {
  it('keeps each character the same colours on every page of a five-page story', () => {
    const characters = [layla, jamal, lahab];
    const pages = STORY.map(({ who, poses, time }, i): IllustratePageInput => ({
      scene: {
        description: `Page ${i + 1}`,
        characters: who.map((c, k) => ({ name: c.name, pose: poses[k]! })),
        timeOfDay: time,
        mood: i % 2 ? 'excited' : 'calm',
      },
      characters,
      location: {
        name: 'The Old Souk',
        type: 'city',
        description: 'A market',
        setting: 'old-souk',
      },
      seed: 1000 + i,
    }));
    for (const character of characters) {
      const first = characterPalette(character);
      pages.forEach((input, i) => {
        expect(characterPalette(structuredClone(character))).toEqual(first);
        if (!STORY[i]!.who.includes(character)) return;
        // The page really is drawn in those colours.
        const svg = composePage(input);
        expect(svg).toContain(first.main);
        expect(svg).toContain(first.skin);
      });
    }
  });

  it('does not depend on the age, the page or the order of fields, only on who the character is', () => {
    expect(characterPalette({ ...layla, age: 8 })).toEqual(characterPalette(layla));
    expect(
      characterPalette({
        description: layla.description,
        gender: 'female',
        type: 'human',
        name: 'Layla',
        age: 7,
      }),
    ).toEqual(characterPalette(layla));
  });

  it('draws every kind of character in its own body and main colours', () => {
    for (const character of SAMPLE_CAST) {
      const { skin, main } = characterPalette(character);
      const svg = composePortrait(character);
      expect(svg, character.name).toContain(skin);
      expect(svg, character.name).toContain(main);
    }
  });

  it('gives different characters different palettes', () => {
    const palettes = SAMPLE_CAST.map((c) => JSON.stringify(characterPalette(c)));
    expect(new Set(palettes).size).toBe(SAMPLE_CAST.length);
    expect(characterPalette({ ...layla, name: 'Salma' })).not.toEqual(characterPalette(layla));
  });

  it('follows the colours a description names', () => {
    expect(characterPalette(layla).main).toBe('#f4c430');
    expect(characterPalette(jamal).skin).toBe('#f7f4ee');
    expect(
      characterPalette({
        name: 'Hala',
        type: 'human',
        gender: 'female',
        description: 'بنت تلبس فستان أحمر وحجاب أزرق',
      }),
    ).toMatchObject({ main: '#e0524f', second: '#3d7dca' });
    expect(
      characterPalette({
        name: 'Ziad',
        type: 'human',
        gender: 'male',
        description: 'A boy with red hair and a green shirt',
      }),
    ).toMatchObject({ hair: '#e0524f', main: '#4f9d4a' });
  });
});
