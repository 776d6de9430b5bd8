import type { EngineReporter, Illustrator, Narrator, Writer } from '../types.ts';
import type { EngineConfig, EngineSettings } from './config/engine-config.ts';
import type { ResilienceOptions } from './resilience/call-with-fallback.ts';
import { withFallback } from './resilience/with-fallback.ts';
import {
  illustratorWithReporting,
  narratorWithReporting,
  writerWithReporting,
} from './resilience/with-reporting.ts';
import type { BackoffOptions } from './resilience/retry-policy.ts';

export interface Engines {
  writer: Writer;
  illustrator: Illustrator;
  narrator: Narrator;
}

/**
 * The engines the configuration asks for. The embedded ones are passed in (this module does not
 * build them): they serve directly when configured, and otherwise take over from a cloud engine
 * that fails. Every call, embedded or cloud, is reported. A cloud engine's code (its provider's
 * SDK) is loaded only when the configuration names it.
 */
export async function createEngines(
  config: EngineConfig,
  embedded: Engines,
  reporter: EngineReporter,
  options: { backoff?: BackoffOptions } = {},
): Promise<Engines> {
  const resilience = (settings: EngineSettings): ResilienceOptions => ({
    timeoutMs: settings.timeoutMs,
    maxRetries: settings.maxRetries,
    reporter,
    secrets: [settings.apiKey],
    ...(options.backoff ? { backoff: options.backoff } : {}),
  });
  const { writer, illustrator, narrator } = config;
  return {
    writer:
      writer.engine === 'embedded'
        ? writerWithReporting(embedded.writer, reporter)
        : withFallback(
            (await import('./writer/cloud-writer.ts')).createCloudWriter(writer),
            embedded.writer,
            resilience(writer),
          ),
    illustrator:
      illustrator.engine === 'embedded'
        ? illustratorWithReporting(embedded.illustrator, reporter)
        : withFallback(
            (await import('./illustrator/cloud-illustrator.ts')).createCloudIllustrator(
              illustrator,
            ),
            embedded.illustrator,
            resilience(illustrator),
          ),
    narrator:
      narrator.engine === 'embedded'
        ? narratorWithReporting(embedded.narrator, reporter)
        : withFallback(
            (await import('./narrator/cloud-narrator.ts')).createCloudNarrator(narrator),
            embedded.narrator,
            resilience(narrator),
          ),
  };
}
