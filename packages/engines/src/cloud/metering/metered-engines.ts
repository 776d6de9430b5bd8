import type {
  IllustratePageInput,
  Illustrator,
  NarrationLanguage,
  Narration,
  Narrator,
  Picture,
  StoryCharacterInput,
  StoryLocationInput,
  Writer,
  WriterInput,
  WrittenStory,
} from '../../types.ts';

/** What one provider call consumed, as far as the provider says (or we can estimate). */
export interface CallUsage {
  inputTokens?: number;
  outputTokens?: number;
  images?: number;
  characters?: number;
  audioMs?: number;
}

/**
 * Receives the usage of one call. It is passed per call (an optional last argument that the
 * plain interfaces ignore) so that concurrent calls on one engine never mix their usage.
 */
export type UsageMeter = (usage: CallUsage) => void;

/** A cloud engine: the plain interface, plus its model and a usage meter on each call. */
export interface MeteredWriter extends Writer {
  readonly model: string;
  write(input: WriterInput, signal?: AbortSignal, meter?: UsageMeter): Promise<WrittenStory>;
}

export interface MeteredIllustrator extends Illustrator {
  readonly model: string;
  illustratePage(
    input: IllustratePageInput,
    signal?: AbortSignal,
    meter?: UsageMeter,
  ): Promise<Picture>;
  portrait(
    character: StoryCharacterInput,
    signal?: AbortSignal,
    meter?: UsageMeter,
  ): Promise<Picture>;
  place(location: StoryLocationInput, signal?: AbortSignal, meter?: UsageMeter): Promise<Picture>;
}

export interface MeteredNarrator extends Narrator {
  readonly model: string;
  narrate(
    input: { text: string; language: NarrationLanguage },
    signal?: AbortSignal,
    meter?: UsageMeter,
  ): Promise<Narration>;
}
