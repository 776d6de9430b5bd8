/** The narrator's contract: a text read aloud, with the timing of every word. */
import type { SpokenDialect } from '@qamar/shared';

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
