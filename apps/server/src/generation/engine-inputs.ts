import {
  childAge,
  childInterests,
  type ChildAvatar,
  type ChildInterest,
  type CharacterType,
  type Gender,
  type LocationType,
} from '@qamar/shared';
import type { StoryCharacterInput, StoryLocationInput } from '@qamar/engines';
import type { characters, ChildProfileRow, locations } from '../db/schema.ts';

type CharacterRow = typeof characters.$inferSelect;
type LocationRow = typeof locations.$inferSelect;

/** What the engines are told about a character or a place (English first; they read Arabic words too). */
export function characterInput(
  row: Pick<
    CharacterRow,
    'nameEn' | 'nameAr' | 'type' | 'gender' | 'age' | 'species' | 'descriptionEn'
  >,
): StoryCharacterInput {
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

export function locationInput(
  row: Pick<LocationRow, 'nameEn' | 'nameAr' | 'type' | 'descriptionEn' | 'setting'>,
): StoryLocationInput {
  return {
    name: row.nameEn,
    ...(row.nameAr ? { nameAr: row.nameAr } : {}),
    type: row.type as LocationType,
    description: row.descriptionEn,
    ...(row.setting ? { setting: row.setting } : {}),
  };
}

/**
 * A child of the parent as a story character: their names, gender and age, what they love (in
 * the description, which steers the words and the picture), and the look of their avatar, so the
 * child looks the same on every page as in the avatar.
 */
export function childCharacterInput(row: ChildProfileRow, now: Date): StoryCharacterInput {
  const age = Math.max(1, childAge(row.birthYear, row.birthMonth, now));
  const loves = (row.interests as ChildInterest[])
    .map((id) => childInterests[id]?.en.toLowerCase())
    .filter(Boolean);
  const who = row.gender === 'female' ? 'girl' : 'boy';
  return {
    name: row.nameEn,
    nameAr: row.nameAr,
    type: 'human',
    gender: row.gender as Gender,
    age,
    description:
      loves.length > 0
        ? `A ${age}-year-old ${who} who loves ${loves.join(', ')}`
        : `A ${age}-year-old ${who}`,
    look: row.avatar as ChildAvatar,
    private: true,
  };
}
