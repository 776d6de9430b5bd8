/** What a story is made from: its characters, its place and the parent's choices (the writer's input). */
import type { Dialect } from '@qamar/shared';

export type AgeGroup = '3-5' | '6-8' | '9-12';
export type { SpokenDialect } from '@qamar/shared';

export interface StoryCharacterInput {
  /** English name, as the parent sees it. */
  name: string;
  /** Arabic name; when missing the writer writes the English name in Arabic letters. */
  nameAr?: string;
  type: 'human' | 'animal' | 'magical';
  gender: 'male' | 'female';
  age?: number;
  /** For animals and magical beings: camel, falcon, cat, oryx, turtle, lion, dragon, unicorn... */
  species?: string;
  description: string;
  /**
   * For people: how they look, chosen by the parent (a child profile's avatar). What is set here
   * wins over the description and over chance, so the child looks the same in the avatar and on
   * every page.
   */
  look?: CharacterLookChoice;
  /** A child of the family (a child profile): the name never goes to a cloud engine. */
  private?: boolean;
}

export interface CharacterLookChoice {
  skinTone?: 'light' | 'medium-light' | 'medium' | 'medium-dark' | 'dark';
  hair?: 'short' | 'long' | 'curly' | 'braids' | 'bun';
  clothing?: 'blue' | 'green' | 'red' | 'yellow' | 'purple';
  glasses?: boolean;
  hijab?: boolean;
}

export interface StoryLocationInput {
  name: string;
  nameAr?: string;
  type: 'city' | 'nature' | 'fantasy';
  description: string;
  /** A named place of the catalogue the illustrator draws specially (e.g. 'old-souk'); else inferred from the name. */
  setting?: string;
}

export interface WriterInput {
  characters: StoryCharacterInput[];
  location: StoryLocationInput;
  /** A theme name (e.g. 'Friendship') or nothing. */
  theme?: string;
  /** The parent's own idea, already anonymised; it takes precedence over the theme. */
  description?: string;
  ageGroup: AgeGroup;
  dialect: Dialect;
  /** Number of pages, 3 to 10. */
  pages: number;
  seed: number;
  /**
   * Things the story must never mention, in any language or picture (ids of the shared
   * `avoidItems`: 'dogs', 'dark', 'water'...): a child profile's list.
   */
  avoid?: string[];
  /** What the hero calls their grandparents (a child profile's words): used for Grandma and Grandpa in every language. */
  familyWords?: FamilyWords;
}

export interface FamilyWords {
  grandma?: { en: string; ar: string } | null;
  grandpa?: { en: string; ar: string } | null;
}
