/** The writer's contract: a written story, page by page, in every language it is told in. */
import type { Scene } from './scene.ts';
import type { WriterInput } from './story-input.ts';

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
