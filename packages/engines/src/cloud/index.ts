/**
 * Cloud and self-hosted engines through the AI SDK, the fallback to the embedded engines, and the
 * engine configuration (docs/product/stories-and-engines.md).
 */
export {
  parseEngineConfig,
  embeddedEngineConfig,
  type EngineConfig,
  type EngineSettings,
  type NarratorSettings,
} from './config/engine-config.ts';
export {
  writerEngines,
  illustratorEngines,
  narratorEngines,
  defaultModels,
  type EngineName,
} from './config/engine-names.ts';
export { createEngines, type Engines } from './create-engines.ts';
export { createCloudWriter } from './writer/cloud-writer.ts';
export { createCloudIllustrator } from './illustrator/cloud-illustrator.ts';
export { createCloudNarrator } from './narrator/cloud-narrator.ts';
export { withFallback } from './resilience/with-fallback.ts';
export { callWithFallback, type ResilienceOptions } from './resilience/call-with-fallback.ts';
export {
  writerWithReporting,
  illustratorWithReporting,
  narratorWithReporting,
} from './resilience/with-reporting.ts';
export { estimateCostUsd } from './metering/estimate-cost.ts';
export { priceTable, type Price } from './metering/price-table.ts';
export type {
  CallUsage,
  UsageMeter,
  MeteredWriter,
  MeteredIllustrator,
  MeteredNarrator,
} from './metering/metered-engines.ts';
export { InvalidEngineOutputError } from './invalid-engine-output-error.ts';
export { mp3DurationMs } from './narrator/mp3-duration.ts';
export { estimateWordTimings } from './narrator/word-timings.ts';
export { pictureFromImage } from './illustrator/picture-from-image.ts';
