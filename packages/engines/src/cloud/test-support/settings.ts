import type { EngineSettings } from '../config/engine-config.ts';

/** An API key that looks real enough for the redaction to be tested against. */
export const testKey = 'sk-test-QAMAR0123456789abcdef';

/** Settings as parseEngineConfig would produce them, pointed at a fake provider. */
export function settingsFor<const E extends string>(
  engine: E,
  model: string,
  baseUrl: string,
  overrides: Partial<Omit<EngineSettings, 'engine'> & { voice: string }> = {},
): EngineSettings<E> & { voice: string | undefined } {
  return {
    engine,
    model,
    apiKey: testKey,
    baseUrl,
    timeoutMs: 5_000,
    maxRetries: 2,
    voice: undefined,
    ...overrides,
  };
}
