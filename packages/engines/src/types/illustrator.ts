/** The illustrator's contract: a page, a portrait or a place as a picture in three sizes. */
import type { Dialect } from '@qamar/shared';
import type { NameRegion } from '@qamar/shared/names';
import type { Scene } from './scene.ts';
import type { StoryCharacterInput, StoryLocationInput } from './story-input.ts';

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
