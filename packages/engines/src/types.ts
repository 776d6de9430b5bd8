/**
 * The contracts of the three kinds of generation work. Every engine (embedded or cloud) implements
 * one of these; the workers only ever see these types.
 */
import type { Dialect, SpokenDialect } from '@qamar/shared';
import type { NameRegion } from '@qamar/shared/names';

export type EngineKind = 'writer' | 'illustrator' | 'narrator';
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

export type TimeOfDay = 'morning' | 'afternoon' | 'sunset' | 'night';
export type Pose =
  | 'standing'
  | 'walking'
  | 'running'
  | 'waving'
  | 'sitting'
  | 'reading'
  | 'sleeping'
  | 'hugging'
  | 'pointing'
  | 'flying'
  | 'swimming'
  | 'celebrating';
export type Mood = 'calm' | 'happy' | 'curious' | 'worried' | 'brave' | 'sleepy' | 'excited';

/** Rooms of a home, school or clinic a page can happen in. */
export type IndoorSetting =
  'bedroom' | 'kitchen' | 'living-room' | 'classroom' | 'clinic' | 'dentist';
/** Outdoor places by their look; 'place' means the story's own location as the illustrator knows it. */
export type OutdoorSetting =
  | 'place'
  | 'pyramids'
  | 'sandstone-cliffs'
  | 'cedars'
  | 'sea'
  | 'desert'
  | 'mountain'
  | 'city-street'
  | 'garden'
  | 'school-yard'
  | 'fantasy';
export type SceneSetting = IndoorSetting | OutdoorSetting;
export const INDOOR_SETTINGS: readonly IndoorSetting[] = [
  'bedroom',
  'kitchen',
  'living-room',
  'classroom',
  'clinic',
  'dentist',
];

/** People of a page who are not among the story's characters: grown-ups by their role, and babies. */
export type PersonRole =
  | 'mother'
  | 'father'
  | 'grandmother'
  | 'grandfather'
  | 'aunt'
  | 'uncle'
  | 'teacher'
  | 'doctor'
  | 'dentist'
  | 'neighbour'
  | 'baker'
  | 'seller'
  | 'shepherd'
  | 'baby';
export interface ScenePerson {
  role: PersonRole;
  /** For roles that say no gender (teacher, doctor, neighbour, baby). */
  gender?: 'male' | 'female';
  pose?: Pose;
}

/** Things of the story a page shows, every kind the writer may name (the illustrator draws each). */
export const propKinds = [
  'kite',
  'cup',
  'lantern',
  'sweets',
  'dates-box',
  'cookies',
  'book',
  'toys',
  'ball',
  'bed',
  'suitcase',
  'tooth',
  'gift',
  'moon-and-stars',
  'paper-stars',
  'watering-can',
  'flower-pot',
  'sapling',
  'dinner',
  'lamp-and-globe',
  'kitten',
  'baby-bird',
  'lamb',
  // Things of the everyday situations' plots (writer/plots/).
  'night-light',
  'memory-box',
  'photo',
  'drawing',
  'letter',
  'phone',
  'teddy',
  'toothbrush',
  'bicycle',
  'swim-ring',
  'umbrella',
  'medicine',
  'tablet',
  'balloons',
  'cake',
  'bunting',
  'school-bag',
  'medal',
  'board-game',
  'pet-bowl',
  'calendar',
  'broom',
  'flowers',
  'microphone',
  'moving-boxes',
  'sand-timer',
  'comb-and-scissors',
] as const;
export type PropKind = (typeof propKinds)[number];
export interface SceneProp {
  kind: PropKind;
  /** Where it is: in a character's hands, on the ground, caught in a tree, on a table, up in the sky. */
  where?: 'held' | 'ground' | 'tree' | 'table' | 'sky';
  /** Whose hands or side it is at (a character's English name); the first character when missing. */
  by?: string;
  /** A broken cup, a wilted sapling, a kite torn or a pot with nothing grown yet. */
  state?: 'whole' | 'broken' | 'wilted' | 'empty';
}

/** What a page shows, for the illustrator: who is where, doing what, in which mood and light. */
export interface Scene {
  /** One English sentence, e.g. "Layla and the falcon look for the lost lantern in the old souk at sunset." */
  description: string;
  /** The characters on the page, by their English name as given in the input, each with a pose. */
  characters: Array<{ name: string; pose: Pose; action?: string }>;
  timeOfDay: TimeOfDay;
  mood: Mood;
  /** Where the page happens; missing means the story's location outdoors. */
  setting?: SceneSetting;
  /** Grown-ups (and babies) on the page who are not story characters. */
  people?: ScenePerson[];
  /** The things of the page's beat (the kite in the tree, the broken cup). */
  props?: SceneProp[];
}

export interface WrittenPage {
  textEn: string;
  /** Modern Standard Arabic, fully vowelled. */
  textAr: string;
  /** Present when the dialect is one of the spoken dialects. */
  textDialect?: string;
  scene: Scene;
}

export interface WrittenStory {
  titleEn: string;
  titleAr: string;
  titleDialect?: string;
  moralEn: string;
  moralAr: string;
  pages: WrittenPage[];
}

export interface Writer {
  readonly name: string;
  write(input: WriterInput, signal?: AbortSignal): Promise<WrittenStory>;
}

/** One picture in three sizes: full (1024×768 for pages), medium (512 wide) and thumbnail (256 wide), WebP. */
export interface Picture {
  full: Uint8Array;
  medium: Uint8Array;
  thumbnail: Uint8Array;
  mimeType: 'image/webp';
  width: number;
  height: number;
}

/** Where a story's family lives, for the clothes they are drawn in (a Gulf thobe only in the Gulf). */
export type Region = NameRegion;

export interface IllustratePageInput {
  scene: Scene;
  characters: StoryCharacterInput[];
  location: StoryLocationInput;
  seed: number;
  /** The story's dialect: it tells the region the people are dressed for (else the place's words do). */
  dialect?: Dialect;
}

export interface Illustrator {
  readonly name: string;
  illustratePage(input: IllustratePageInput, signal?: AbortSignal): Promise<Picture>;
  /** A square portrait of one character (catalogue and custom characters). */
  portrait(character: StoryCharacterInput, signal?: AbortSignal): Promise<Picture>;
  /** A picture of a place with nobody in it (catalogue and custom locations). */
  place(location: StoryLocationInput, signal?: AbortSignal): Promise<Picture>;
}

export interface WordTiming {
  word: string;
  /** Start of the word from the beginning of the audio, in milliseconds. */
  startMs: number;
}

export type NarrationLanguage = 'en' | 'ar' | SpokenDialect;

export interface Narration {
  audio: Uint8Array;
  mimeType: 'audio/mpeg' | 'audio/ogg';
  durationMs: number;
  words: WordTiming[];
}

export interface Narrator {
  readonly name: string;
  narrate(
    input: { text: string; language: NarrationLanguage },
    signal?: AbortSignal,
  ): Promise<Narration>;
}

/** Every engine call is reported (the server stores it as the API log; docs/product/stories-and-engines.md). */
export interface EngineCallReport {
  engine: string;
  model: string;
  kind: EngineKind;
  latencyMs: number;
  outcome: 'ok' | 'error' | 'timeout' | 'fallback';
  /** Size of the output: characters for text, bytes for pictures and audio. */
  size: number;
  estimatedCostUsd: number;
  error?: string;
  /** True when this call was the embedded engine standing in for a cloud engine that failed (its outcome says how it went). */
  fallback?: boolean;
}

export type EngineReporter = (report: EngineCallReport) => void;
