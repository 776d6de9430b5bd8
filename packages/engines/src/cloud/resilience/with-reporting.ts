import type { EngineKind, EngineReporter, Illustrator, Narrator, Writer } from '../../types.ts';
import { narrationSize, pictureSize, storySize } from '../metering/output-size.ts';
import { embeddedModel } from './call-with-fallback.ts';
import { errorText, redactSecrets } from './redact-secrets.ts';

async function reported<T>(
  kind: EngineKind,
  engine: string,
  reporter: EngineReporter,
  sizeOf: (value: T) => number,
  run: () => Promise<T>,
): Promise<T> {
  const started = performance.now();
  const send = (outcome: 'ok' | 'error', size: number, error?: string) => {
    try {
      reporter({
        engine,
        model: embeddedModel,
        kind,
        latencyMs: Math.round(performance.now() - started),
        outcome,
        size,
        estimatedCostUsd: 0,
        ...(error ? { error } : {}),
      });
    } catch {
      /* the log must never break a story */
    }
  };
  try {
    const value = await run();
    send('ok', sizeOf(value));
    return value;
  } catch (error) {
    send('error', 0, redactSecrets(errorText(error)));
    throw error;
  }
}

/** The embedded engines are engines too: their calls go to the API log like any other (docs/product/stories-and-engines.md). */
export function writerWithReporting(writer: Writer, reporter: EngineReporter): Writer {
  return {
    name: writer.name,
    write: (input, signal) =>
      reported('writer', writer.name, reporter, storySize, () => writer.write(input, signal)),
  };
}

export function illustratorWithReporting(
  illustrator: Illustrator,
  reporter: EngineReporter,
): Illustrator {
  const run = <T extends Parameters<typeof pictureSize>[0]>(call: () => Promise<T>) =>
    reported('illustrator', illustrator.name, reporter, pictureSize, call);
  return {
    name: illustrator.name,
    illustratePage: (input, signal) => run(() => illustrator.illustratePage(input, signal)),
    portrait: (character, signal) => run(() => illustrator.portrait(character, signal)),
    place: (location, signal) => run(() => illustrator.place(location, signal)),
  };
}

export function narratorWithReporting(narrator: Narrator, reporter: EngineReporter): Narrator {
  return {
    name: narrator.name,
    narrate: (input, signal) =>
      reported('narrator', narrator.name, reporter, narrationSize, () =>
        narrator.narrate(input, signal),
      ),
  };
}
