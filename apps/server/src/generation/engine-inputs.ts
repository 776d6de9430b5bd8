import type { CharacterType, Gender, LocationType } from '@qamar/shared';
import type { StoryCharacterInput, StoryLocationInput } from '@qamar/engines';
import type { characters, locations } from '../db/schema.ts';

type CharacterRow = typeof characters.$inferSelect;
type LocationRow = typeof locations.$inferSelect;

/** What the engines are told about a character or a place (English first; they read Arabic words too). */
export function characterInput(row: Pick<CharacterRow, 'nameEn' | 'nameAr' | 'type' | 'gender' | 'age' | 'species' | 'descriptionEn'>): StoryCharacterInput {
  return {
    name: row.nameEn,
    ...(row.nameAr ? { nameAr: row.nameAr } : {}),
    type: row.type as CharacterType,
    gender: row.gender as Gender,
    age: row.age,
    ...(row.species ? { species: row.species } : {}),
    description: row.descriptionEn,
  };
}

export function locationInput(row: Pick<LocationRow, 'nameEn' | 'nameAr' | 'type' | 'descriptionEn' | 'setting'>): StoryLocationInput {
  return {
    name: row.nameEn,
    ...(row.nameAr ? { nameAr: row.nameAr } : {}),
    type: row.type as LocationType,
    description: row.descriptionEn,
    ...(row.setting ? { setting: row.setting } : {}),
  };
}
