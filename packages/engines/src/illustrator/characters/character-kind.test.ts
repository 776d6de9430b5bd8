import { describe, expect, it } from 'vitest';
import type { StoryCharacterInput } from '../../types.ts';
import { characterKind } from './character-kind.ts';
import { characterLook } from './character-look.ts';

const animal = (species: string, description = 'A friendly animal'): StoryCharacterInput => ({
  name: 'Friend',
  type: 'animal',
  gender: 'female',
  species,
  description,
});
const magical = (
  species: string | undefined,
  description = 'A magical friend',
): StoryCharacterInput => ({
  name: 'Friend',
  type: 'magical',
  gender: 'male',
  description,
  ...(species ? { species } : {}),
});

describe('characterKind', () => {
  it('recognises each animal species, in English and Arabic, and a cute creature otherwise', () => {
    const expected: Array<[string, string]> = [
      ['camel', 'camel'],
      ['Falcon', 'falcon'],
      ['kitten', 'cat'],
      ['gazelle', 'oryx'],
      ['tortoise', 'turtle'],
      ['lion', 'lion'],
      ['pony', 'horse'],
      ['owl', 'owl'],
      ['bunny', 'rabbit'],
      ['goldfish', 'fish'],
      ['puppy', 'dog'],
      ['parrot', 'bird'],
      ['جمل', 'camel'],
      ['صقر', 'falcon'],
      ['قطة', 'cat'],
      ['hedgehog', 'creature'],
    ];
    for (const [species, kind] of expected)
      expect(characterKind(animal(species))).toEqual({
        kind: 'animal',
        species: kind,
        magical: false,
      });
  });

  it('finds the species in the description when the field is empty', () => {
    expect(characterKind(animal('', 'A clever camel who dreams of the moon'))).toMatchObject({
      species: 'camel',
    });
  });

  it('recognises magical beings and draws other magic as a glowing friend', () => {
    const expected: Array<[string | undefined, string]> = [
      ['genie', 'genie'],
      ['dragon', 'dragon'],
      ['unicorn', 'unicorn'],
      ['star fairy', 'star-fairy'],
      ['moon', 'moon'],
      ['جنية', 'star-fairy'],
      ['جني', 'genie'],
      [undefined, 'glow'],
    ];
    for (const [species, being] of expected)
      expect(characterKind(magical(species))).toEqual({ kind: 'being', being });
    expect(characterKind(magical('cat'))).toEqual({
      kind: 'animal',
      species: 'cat',
      magical: true,
    });
    expect(characterKind(magical(undefined, 'A cloud spirit who loves the stars'))).toEqual({
      kind: 'being',
      being: 'glow',
    });
  });

  it('sizes people by age, or by what the description says they are', () => {
    const person = (
      age: number | undefined,
      description = 'Someone kind',
    ): StoryCharacterInput => ({
      name: 'P',
      type: 'human',
      gender: 'female',
      description,
      ...(age === undefined ? {} : { age }),
    });
    expect([3, 7, 10, 15, 30, 70].map((age) => characterKind(person(age)))).toEqual(
      ['toddler', 'child', 'preteen', 'teen', 'adult', 'elder'].map((stage) => ({
        kind: 'human',
        stage,
      })),
    );
    expect(characterKind(person(undefined, 'A loving grandmother'))).toEqual({
      kind: 'human',
      stage: 'elder',
    });
    expect(characterKind(person(undefined, 'Her mother, a teacher'))).toEqual({
      kind: 'human',
      stage: 'adult',
    });
    expect(characterKind(person(undefined))).toEqual({ kind: 'human', stage: 'child' });
  });
});

describe('characterLook', () => {
  it('dresses people as their description says', () => {
    const look = (description: string, gender: 'male' | 'female' = 'male', age = 40) =>
      characterLook({ name: 'X', type: 'human', gender, age, description }).human;
    expect(look('A man in a thobe and ghutra')).toMatchObject({
      outfit: 'thobe',
      headwear: 'ghutra',
    });
    expect(look('A girl who wears a hijab', 'female', 12)).toMatchObject({ headwear: 'hijab' });
    expect(look('A boy with glasses and curly hair', 'male', 8)).toMatchObject({
      glasses: true,
      hair: 'curly',
    });
  });

  it('gives some women and girls a hijab and some men a thobe, always the same for the same person', () => {
    const women = Array.from(
      { length: 40 },
      (_, i) =>
        characterLook({
          name: `Woman ${i}`,
          type: 'human',
          gender: 'female',
          age: 35,
          description: 'A mother',
        }).human.headwear,
    );
    expect(women).toContain('hijab');
    expect(women).toContain('none');
    const men = Array.from(
      { length: 40 },
      (_, i) =>
        characterLook({
          name: `Man ${i}`,
          type: 'human',
          gender: 'male',
          age: 40,
          description: 'A father',
        }).human.outfit,
    );
    expect(men).toContain('thobe');
    expect(men).toContain('shirt');
    const skins = new Set(
      Array.from(
        { length: 40 },
        (_, i) =>
          characterLook({
            name: `Child ${i}`,
            type: 'human',
            gender: 'male',
            age: 6,
            description: 'A child',
          }).palette.skin,
      ),
    );
    expect(skins.size).toBeGreaterThan(4);
  });
});
