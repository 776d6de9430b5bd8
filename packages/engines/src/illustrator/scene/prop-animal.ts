import type { SceneProp, StoryCharacterInput } from '../../types.ts';
import { drawCharacter } from '../characters/draw-character.ts';
import { n } from '../core/svg.ts';
import type { Art } from './prop-outline.ts';

const LITTLE_ANIMALS = { kitten: 'cat', 'baby-bird': 'bird', lamb: 'lamb' } as const;

/** The little animal a prop is (the lost kitten, the fallen baby bird), drawn as a character. */
export function propAnimal(prop: SceneProp): StoryCharacterInput | null {
  const species =
    prop.kind in LITTLE_ANIMALS ? LITTLE_ANIMALS[prop.kind as keyof typeof LITTLE_ANIMALS] : null;
  return species
    ? {
        name: `the little ${species}`,
        type: 'animal',
        gender: 'female',
        species,
        description: `a little lost ${species}`,
      }
    : null;
}

/** A little animal sitting, small enough to be held in two hands. */
export function animalArt(prop: SceneProp): Art {
  const animal = propAnimal(prop);
  if (!animal) return { svg: '', width: 0, height: 0 };
  const figure = drawCharacter(animal, {
    pose: 'sitting',
    mood: 'happy',
    id: `prop-${prop.kind}`,
    underwater: false,
  });
  const k = 0.6;
  const mid = (figure.left + figure.right) / 2;
  return {
    svg: `<g transform="scale(${k}) translate(${n(-mid)} 0)">${figure.svg}</g>`,
    width: (figure.right - figure.left) * k,
    height: figure.top * k,
  };
}
