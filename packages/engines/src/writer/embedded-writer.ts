import type { Writer, WriterInput, WrittenStory } from '../types.ts';
import { writeStory } from './write-story.ts';

/**
 * The offline story writer (docs/product/stories-and-engines.md): a bilingual composer of bedtime stories from
 * hand-written English, Fusha and dialect lines, deterministic for a seed.
 */
export function createEmbeddedWriter(): Writer {
  return {
    name: 'embedded-writer',
    write(input: WriterInput, signal?: AbortSignal): Promise<WrittenStory> {
      try {
        signal?.throwIfAborted();
        return Promise.resolve(writeStory(input));
      } catch (error) {
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
    },
  };
}
