import type { Illustrator, Narrator, Picture, Writer } from '../../types.ts';
import type {
  MeteredIllustrator,
  MeteredNarrator,
  MeteredWriter,
  UsageMeter,
} from '../metering/metered-engines.ts';
import { narrationSize, pictureSize, storySize } from '../metering/output-size.ts';
import { callWithFallback, type ResilienceOptions } from './call-with-fallback.ts';

function writerWithFallback(
  primary: MeteredWriter,
  fallback: Writer,
  options: ResilienceOptions,
): Writer {
  return {
    name: primary.name,
    write: (input, signal) =>
      callWithFallback(
        {
          kind: 'writer',
          primary: {
            name: primary.name,
            model: primary.model,
            run: (attemptSignal, meter) => primary.write(input, attemptSignal, meter),
          },
          fallback: {
            name: fallback.name,
            run: (fallbackSignal) => fallback.write(input, fallbackSignal),
          },
          sizeOf: storySize,
          signal,
        },
        options,
      ),
  };
}

function illustratorWithFallback(
  primary: MeteredIllustrator,
  fallback: Illustrator,
  options: ResilienceOptions,
): Illustrator {
  const call = (
    signal: AbortSignal | undefined,
    runPrimary: (signal: AbortSignal, meter: UsageMeter) => Promise<Picture>,
    runFallback: (signal: AbortSignal | undefined) => Promise<Picture>,
  ) =>
    callWithFallback(
      {
        kind: 'illustrator',
        primary: { name: primary.name, model: primary.model, run: runPrimary },
        fallback: { name: fallback.name, run: runFallback },
        sizeOf: pictureSize,
        signal,
      },
      options,
    );
  return {
    name: primary.name,
    illustratePage: (input, signal) =>
      call(
        signal,
        (s, meter) => primary.illustratePage(input, s, meter),
        (s) => fallback.illustratePage(input, s),
      ),
    portrait: (character, signal) =>
      call(
        signal,
        (s, meter) => primary.portrait(character, s, meter),
        (s) => fallback.portrait(character, s),
      ),
    place: (location, signal) =>
      call(
        signal,
        (s, meter) => primary.place(location, s, meter),
        (s) => fallback.place(location, s),
      ),
  };
}

function narratorWithFallback(
  primary: MeteredNarrator,
  fallback: Narrator,
  options: ResilienceOptions,
): Narrator {
  return {
    name: primary.name,
    narrate: (input, signal) =>
      callWithFallback(
        {
          kind: 'narrator',
          primary: {
            name: primary.name,
            model: primary.model,
            run: (attemptSignal, meter) => primary.narrate(input, attemptSignal, meter),
          },
          fallback: {
            name: fallback.name,
            run: (fallbackSignal) => fallback.narrate(input, fallbackSignal),
          },
          sizeOf: narrationSize,
          signal,
        },
        options,
      ),
  };
}

/**
 * A cloud engine that never leaves a parent without a story: each call gets a time limit and a
 * few retries, then the embedded engine (`fallback`) does the work; every attempt is reported.
 */
export function withFallback(
  primary: MeteredWriter,
  fallback: Writer,
  options: ResilienceOptions,
): Writer;
export function withFallback(
  primary: MeteredIllustrator,
  fallback: Illustrator,
  options: ResilienceOptions,
): Illustrator;
export function withFallback(
  primary: MeteredNarrator,
  fallback: Narrator,
  options: ResilienceOptions,
): Narrator;
export function withFallback(
  primary: MeteredWriter | MeteredIllustrator | MeteredNarrator,
  fallback: Writer | Illustrator | Narrator,
  options: ResilienceOptions,
): Writer | Illustrator | Narrator {
  if ('write' in primary) return writerWithFallback(primary, fallback as Writer, options);
  if ('illustratePage' in primary)
    return illustratorWithFallback(primary, fallback as Illustrator, options);
  return narratorWithFallback(primary, fallback as Narrator, options);
}
