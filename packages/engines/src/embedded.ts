import { createEmbeddedIllustrator } from './illustrator/embedded-illustrator.ts';
import { createEmbeddedNarrator } from './narrator/embedded-narrator.ts';
import type { Illustrator, Narrator, Writer } from './types.ts';
import { createEmbeddedWriter } from './writer/embedded-writer.ts';

export interface EmbeddedEngines {
  writer: Writer;
  illustrator: Illustrator;
  narrator: Narrator;
}

/** The offline default: no network, no model download, deterministic for a seed (docs/product/stories-and-engines.md). */
export function createEmbeddedEngines(): EmbeddedEngines {
  return {
    writer: createEmbeddedWriter(),
    illustrator: createEmbeddedIllustrator(),
    narrator: createEmbeddedNarrator(),
  };
}
