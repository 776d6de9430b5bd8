import type { EmbeddedEngines } from './embedded.ts';
import type { Illustrator, Narrator, Writer } from './types.ts';

export { createEngines, type Engines } from './cloud/create-engines.ts';

/**
 * The embedded writer and illustrator, each loaded at its first call: a process that never writes
 * (an API process) never loads the writer's templates, and one that draws nothing never loads the
 * renderer. The narrator is the caller's (the server runs it on worker threads).
 */
export function lazyEmbeddedEngines(narrator: Narrator): EmbeddedEngines {
  let writer: Promise<Writer> | undefined;
  let illustrator: Promise<Illustrator> | undefined;
  const loadWriter = () =>
    (writer ??= import('./writer/embedded-writer.ts').then((module) =>
      module.createEmbeddedWriter(),
    ));
  const loadIllustrator = () =>
    (illustrator ??= import('./illustrator/embedded-illustrator.ts').then((module) =>
      module.createEmbeddedIllustrator(),
    ));
  return {
    writer: {
      name: 'embedded-writer',
      write: async (input, signal) => (await loadWriter()).write(input, signal),
    },
    illustrator: {
      name: 'embedded-illustrator',
      illustratePage: async (input, signal) =>
        (await loadIllustrator()).illustratePage(input, signal),
      portrait: async (character, signal) => (await loadIllustrator()).portrait(character, signal),
      place: async (location, signal) => (await loadIllustrator()).place(location, signal),
    },
    narrator,
  };
}
