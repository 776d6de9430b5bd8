import type { StoryCharacterInput, StoryLocationInput } from '../types.ts';
import { SETTING_KEYS } from './backgrounds/settings.ts';

/**
 * A cast covering every kind the illustrator draws (people of every age, each animal, each being),
 * for its tests and its preview scripts. The preview picks by position from the first 25: add new
 * characters at the end.
 */
export const SAMPLE_CAST: StoryCharacterInput[] = [
  {
    name: 'Layla',
    type: 'human',
    gender: 'female',
    age: 7,
    description: 'A curious girl with curly hair who loves the sea',
  },
  {
    name: 'Omar',
    type: 'human',
    gender: 'male',
    age: 8,
    description: 'A brave boy who flies kites',
  },
  {
    name: 'Teta Huda',
    type: 'human',
    gender: 'female',
    age: 72,
    description: 'A kind grandmother who tells stories',
  },
  {
    name: 'Abu Khalid',
    type: 'human',
    gender: 'male',
    age: 45,
    description: 'A fisherman in a white thobe and ghutra',
  },
  {
    name: 'Noor',
    type: 'human',
    gender: 'female',
    age: 11,
    description: 'A girl in a lilac hijab who reads a lot',
  },
  {
    name: 'Sami',
    type: 'human',
    gender: 'male',
    age: 3,
    description: 'A little boy who laughs all the time',
  },
  {
    name: 'Mariam',
    type: 'human',
    gender: 'female',
    age: 34,
    description: 'A mother who wears an abaya and a hijab',
  },
  {
    name: 'Jamal',
    type: 'animal',
    gender: 'male',
    species: 'camel',
    description: 'A gentle camel',
  },
  {
    name: 'Saqr',
    type: 'animal',
    gender: 'male',
    species: 'falcon',
    description: 'A proud falcon',
  },
  {
    name: 'Mishmish',
    type: 'animal',
    gender: 'female',
    species: 'cat',
    description: 'An orange cat',
  },
  { name: 'Maha', type: 'animal', gender: 'female', species: 'oryx', description: 'A shy oryx' },
  {
    name: 'Sulhafa',
    type: 'animal',
    gender: 'female',
    species: 'turtle',
    description: 'A wise old turtle',
  },
  { name: 'Asad', type: 'animal', gender: 'male', species: 'lion', description: 'A lion cub' },
  {
    name: 'Barq',
    type: 'animal',
    gender: 'male',
    species: 'horse',
    description: 'A fast Arabian horse',
  },
  { name: 'Boomi', type: 'animal', gender: 'female', species: 'owl', description: 'A sleepy owl' },
  {
    name: 'Arnoob',
    type: 'animal',
    gender: 'male',
    species: 'rabbit',
    description: 'A white rabbit',
  },
  {
    name: 'Zaynab',
    type: 'animal',
    gender: 'female',
    species: 'fish',
    description: 'A golden fish',
  },
  { name: 'Saluki', type: 'animal', gender: 'male', species: 'dog', description: 'A loyal dog' },
  {
    name: 'Dubdub',
    type: 'animal',
    gender: 'male',
    species: 'hedgehog',
    description: 'A little hedgehog',
  },
  {
    name: 'Marid',
    type: 'magical',
    gender: 'male',
    species: 'genie',
    description: 'A friendly genie from a lamp',
  },
  {
    name: 'Lahab',
    type: 'magical',
    gender: 'male',
    species: 'dragon',
    description: 'A small green dragon',
  },
  {
    name: 'Nujoom',
    type: 'magical',
    gender: 'female',
    species: 'unicorn',
    description: 'A unicorn with a rainbow mane',
  },
  {
    name: 'Najma',
    type: 'magical',
    gender: 'female',
    species: 'star fairy',
    description: 'A star fairy',
  },
  {
    name: 'Qamar',
    type: 'magical',
    gender: 'male',
    species: 'moon',
    description: 'The talking moon',
  },
  {
    name: 'Wamda',
    type: 'magical',
    gender: 'female',
    description: 'A glowing friend from the clouds',
  },
  {
    name: 'Hudhud',
    type: 'animal',
    gender: 'male',
    species: 'hoopoe',
    description: 'A chatty hoopoe bird',
  },
  {
    name: 'Qitta',
    type: 'magical',
    gender: 'female',
    species: 'cat',
    description: 'A magical cat that sparkles',
  },
];

/** One location per named setting, plus one of each generic type. */
export const SAMPLE_PLACES: StoryLocationInput[] = [
  ...SETTING_KEYS.map((setting) => ({
    name: setting.replace(/-/g, ' '),
    type: 'city' as const,
    description: 'A place from the catalogue',
    setting,
  })),
  { name: 'Old Town', type: 'city', description: 'Houses, arches and lanterns' },
  { name: 'Golden Dunes', type: 'nature', description: 'The desert with dunes and palms' },
  { name: 'Palm Beach', type: 'nature', description: 'Palm trees by the sea' },
  { name: 'High Valley', type: 'nature', description: 'Mountains and green hills' },
  {
    name: 'Cloud Kingdom',
    type: 'fantasy',
    description: 'Floating islands and a castle on the clouds',
  },
];
