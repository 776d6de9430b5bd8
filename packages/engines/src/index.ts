/**
 * The generation engines behind three interfaces (text, illustration, narration): the embedded
 * offline engines and the AI SDK adapters. Pure TypeScript: no HTTP server, no database.
 * The story-engines issue fills this package; these interfaces are the contract the workers use.
 */
import type { Dialect } from '@qamar/shared';

export type EngineKind = 'writer' | 'illustrator' | 'narrator';

export interface StoryCharacterInput {
  name: string;
  nameAr?: string;
  type: 'human' | 'animal' | 'magical';
  gender: 'male' | 'female';
  age?: number;
  species?: string;
  description: string;
}

export interface StoryLocationInput {
  name: string;
  nameAr?: string;
  type: 'city' | 'nature' | 'fantasy';
  description: string;
}

export interface WriterInput {
  characters: StoryCharacterInput[];
  location: StoryLocationInput;
  theme?: string;
  description?: string;
  ageGroup: '3-5' | '6-8' | '9-12';
  dialect: Dialect;
  pages: number;
  seed: number;
}

export interface WrittenPage {
  textEn: string;
  textAr: string;
  textDialect?: string;
  scene: string;
}

export interface WrittenStory {
  titleEn: string;
  titleAr: string;
  moralEn: string;
  moralAr: string;
  pages: WrittenPage[];
}

export interface Writer {
  readonly name: string;
  write(input: WriterInput): Promise<WrittenStory>;
}

export interface Picture {
  full: Uint8Array;
  medium: Uint8Array;
  thumbnail: Uint8Array;
  mimeType: 'image/webp';
}

export interface Illustrator {
  readonly name: string;
  illustratePage(input: { scene: string; characters: StoryCharacterInput[]; location: StoryLocationInput; seed: number }): Promise<Picture>;
}

export interface WordTiming {
  word: string;
  startMs: number;
}

export interface Narration {
  audio: Uint8Array;
  mimeType: 'audio/mpeg' | 'audio/ogg';
  durationMs: number;
  words: WordTiming[];
}

export interface Narrator {
  readonly name: string;
  narrate(input: { text: string; language: 'en' | 'ar' | Dialect }): Promise<Narration>;
}
