import type { AgeGroup, StoryCharacterInput, StoryLocationInput, WriterInput } from '../types.ts';
import type { Dialect } from '@qamar/shared';
import { createRandom } from './prng.ts';

/**
 * Characters, places and themes covering every kind of input the writer takes, for the tests'
 * sweeps: humans of all ages with and without Arabic names, animals and magical beings of both
 * genders (one of an unknown species), the three place types, named and free themes.
 */
export const sampleCharacters: StoryCharacterInput[] = [
  {
    name: 'Layla',
    type: 'human',
    gender: 'female',
    age: 6,
    description: 'A curious girl who loves the moon',
  },
  {
    name: 'Omar',
    nameAr: 'عمر',
    type: 'human',
    gender: 'male',
    age: 8,
    description: 'A brave boy',
  },
  { name: 'Max', type: 'human', gender: 'male', age: 10, description: 'kind and funny' },
  {
    name: 'Grandma Huda',
    nameAr: 'الجدّة هدى',
    type: 'human',
    gender: 'female',
    age: 70,
    description: 'a loving grandmother',
  },
  { name: 'Sami', type: 'human', gender: 'male', age: 35, description: 'a helpful uncle' },
  { name: 'Pip', type: 'animal', species: 'cat', gender: 'male', description: 'a playful kitten' },
  {
    name: 'Sahab',
    nameAr: 'سَحاب',
    type: 'animal',
    species: 'falcon',
    gender: 'female',
    description: 'a swift falcon',
  },
  {
    name: 'Shelly',
    type: 'animal',
    species: 'turtle',
    gender: 'female',
    description: 'slow and wise',
  },
  {
    name: 'Coco',
    type: 'animal',
    species: 'axolotl',
    gender: 'female',
    description: 'pink and shy',
  },
  {
    name: 'Zuzu',
    type: 'magical',
    species: 'dragon',
    gender: 'male',
    description: 'a gentle dragon',
  },
  {
    name: 'Nour',
    type: 'magical',
    species: 'fairy',
    gender: 'female',
    description: 'a sparkling fairy',
  },
  {
    name: 'Bolt',
    type: 'magical',
    species: 'robot',
    gender: 'male',
    description: 'a clever robot',
  },
];

export const sampleLocations: StoryLocationInput[] = [
  {
    name: 'The Old Souk',
    type: 'city',
    description: 'A busy market with spice stalls and copper lanterns',
  },
  {
    name: 'Moonlit Desert',
    nameAr: 'الصحراء المقمرة',
    type: 'nature',
    description: 'Golden dunes and quiet palm trees',
  },
  {
    name: 'Crystal Cloud Kingdom',
    type: 'fantasy',
    description: 'A magical castle floating in the clouds',
  },
  { name: 'Jumeirah Beach', type: 'nature', description: 'Soft sand and gentle waves' },
  { name: "Grandpa's Garden", type: 'city', description: 'A small courtyard garden with jasmine' },
  { name: 'Starlight Forest', type: 'fantasy', description: 'Tall trees and glowing flowers' },
  {
    name: 'Alexandria',
    type: 'city',
    description: 'The sea, the old corniche and the fishing boats',
  },
  { name: 'AlUla', type: 'nature', description: 'Sandstone cliffs and palm groves' },
  { name: 'Home', type: 'city', description: 'A cosy flat on the fourth floor with a balcony' },
];

export const sampleThemes: Array<string | undefined> = [
  'Friendship',
  'Courage',
  'Honesty',
  'Sharing',
  'Kindness to animals',
  'Ramadan nights',
  'Eid',
  'Family',
  'Curiosity',
  'Caring for nature',
  'Patience',
  'Gratitude',
  'Adventure',
  'الصداقة',
  undefined,
];

export const sampleDescriptions: Array<string | undefined> = [
  undefined,
  undefined,
  'A girl who is nervous about her first day at a new school and makes a friend.',
  'Two cousins find a lost kitten and help it home before bedtime.',
];

export const ageGroups: readonly AgeGroup[] = ['3-5', '6-8', '9-12'];
export const allDialects: readonly Dialect[] = [
  'standard',
  'english',
  'egyptian',
  'lebanese',
  'gulf_saudi',
  'gulf_uae',
];

/** A varied, reproducible set of writer inputs. */
export function sampleInputs(count: number, seed = 1): WriterInput[] {
  const random = createRandom(seed);
  return Array.from({ length: count }, () => ({
    characters: random.shuffle(sampleCharacters).slice(0, 1 + random.int(3)),
    location: random.pick(sampleLocations),
    theme: random.pick(sampleThemes),
    description: random.pick(sampleDescriptions),
    ageGroup: random.pick(ageGroups),
    dialect: random.pick(allDialects),
    pages: 3 + random.int(8),
    seed: random.int(1_000_000),
  }));
}
