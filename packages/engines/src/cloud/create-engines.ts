import type { EngineReporter, Illustrator, Narrator, Writer } from '../types.ts';
import type { EngineConfig, EngineSettings } from './config/engine-config.ts';
import { createCloudIllustrator } from './illustrator/cloud-illustrator.ts';
import { createCloudNarrator } from './narrator/cloud-narrator.ts';
import type { ResilienceOptions } from './resilience/call-with-fallback.ts';
import { withFallback } from './resilience/with-fallback.ts';
import { illustratorWithReporting, narratorWithReporting, writerWithReporting } from './resilience/with-reporting.ts';
import type { BackoffOptions } from './resilience/retry-policy.ts';
import { createCloudWriter } from './writer/cloud-writer.ts';

export interface Engines {
  writer: Writer;
  illustrator: Illustrator;
  narrator: Narrator;
}

/**
 * The engines the configuration asks for. The embedded ones are passed in (this module does not
 * build them): they serve directly when configured, and otherwise take over from a cloud engine
 * that fails. Every call, embedded or cloud, is reported.
 */
export function createEngines(config: EngineConfig, embedded: Engines, reporter: EngineReporter, options: { backoff?: BackoffOptions } = {}): Engines {
  const resilience = (settings: EngineSettings): ResilienceOptions => ({
    timeoutMs: settings.timeoutMs,
    maxRetries: settings.maxRetries,
    reporter,
    secrets: [settings.apiKey],
    ...(options.backoff ? { backoff: options.backoff } : {}),
  });
  const { writer, illustrator, narrator } = config;
  return {
    writer: writer.engine === 'embedded' ? writerWithReporting(embedded.writer, reporter) : withFallback(createCloudWriter(writer), embedded.writer, resilience(writer)),
    illustrator:
      illustrator.engine === 'embedded'
        ? illustratorWithReporting(embedded.illustrator, reporter)
        : withFallback(createCloudIllustrator(illustrator), embedded.illustrator, resilience(illustrator)),
    narrator: narrator.engine === 'embedded' ? narratorWithReporting(embedded.narrator, reporter) : withFallback(createCloudNarrator(narrator), embedded.narrator, resilience(narrator)),
  };
}
