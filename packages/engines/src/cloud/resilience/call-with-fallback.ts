import { setTimeout as sleep } from 'node:timers/promises';
import type { EngineCallReport, EngineKind, EngineReporter } from '../../types.ts';
import { estimateCostUsd } from '../metering/estimate-cost.ts';
import type { CallUsage, UsageMeter } from '../metering/metered-engines.ts';
import { errorText, redactSecrets } from './redact-secrets.ts';
import {
  backoffDelayMs,
  defaultBackoff,
  isRetryable,
  type BackoffOptions,
} from './retry-policy.ts';

export interface ResilienceOptions {
  /** Time allowed to each attempt, not to the whole call. */
  timeoutMs: number;
  /** Attempts after the first one before falling back. */
  maxRetries: number;
  reporter: EngineReporter;
  /** Values never to show in a report (the API key). */
  secrets?: ReadonlyArray<string | undefined>;
  backoff?: BackoffOptions;
}

export interface FallbackCall<T> {
  kind: EngineKind;
  primary: {
    name: string;
    model: string;
    run: (signal: AbortSignal, meter: UsageMeter) => Promise<T>;
  };
  fallback: { name: string; run: (signal: AbortSignal | undefined) => Promise<T> };
  sizeOf: (value: T) => number;
  /** The caller's signal: when it aborts, nothing is retried and nothing falls back. */
  signal: AbortSignal | undefined;
}

/** The embedded engine that takes over is logged under this model name. */
export const embeddedModel = 'embedded';

function rejectOnAbort(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    if (signal.aborted) reject(signal.reason);
    else signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}

/**
 * One engine call with a time limit per attempt, capped retries with back-off, then the embedded
 * engine; every attempt is reported (docs/product/stories-and-engines.md: a parent always gets a whole story).
 */
export async function callWithFallback<T>(
  call: FallbackCall<T>,
  options: ResilienceOptions,
): Promise<T> {
  const { kind, primary, fallback, signal: callerSignal } = call;
  const report = (entry: Omit<EngineCallReport, 'kind'>) => {
    // The log must never break a story.
    try {
      options.reporter({ kind, ...entry });
    } catch {
      /* ignored */
    }
  };
  const describe = (error: unknown) => redactSecrets(errorText(error), options.secrets);
  let lastError: unknown;

  for (let attempt = 0; attempt <= options.maxRetries; attempt += 1) {
    if (attempt > 0) {
      try {
        await sleep(
          backoffDelayMs(attempt - 1, lastError, options.backoff ?? defaultBackoff),
          undefined,
          { signal: callerSignal },
        );
      } catch {
        throw callerSignal?.reason ?? lastError;
      }
    }
    const started = performance.now();
    const timeout = new AbortController();
    const timer = setTimeout(
      () =>
        timeout.abort(new DOMException(`timed out after ${options.timeoutMs} ms`, 'TimeoutError')),
      options.timeoutMs,
    );
    const signal = callerSignal ? AbortSignal.any([callerSignal, timeout.signal]) : timeout.signal;
    let usage: CallUsage = {};
    const latency = () => Math.round(performance.now() - started);
    try {
      // The race makes the time limit hold even for a provider that ignores its signal.
      const value = await Promise.race([
        primary.run(signal, (used) => (usage = { ...usage, ...used })),
        rejectOnAbort(signal),
      ]);
      report({
        engine: primary.name,
        model: primary.model,
        latencyMs: latency(),
        outcome: 'ok',
        size: call.sizeOf(value),
        estimatedCostUsd: estimateCostUsd(primary.model, usage),
      });
      return value;
    } catch (error) {
      if (callerSignal?.aborted) {
        report({
          engine: primary.name,
          model: primary.model,
          latencyMs: latency(),
          outcome: 'error',
          size: 0,
          estimatedCostUsd: 0,
          error: 'cancelled by the caller',
        });
        throw callerSignal.reason ?? error;
      }
      const timedOut = timeout.signal.aborted;
      lastError = timedOut ? timeout.signal.reason : error;
      report({
        engine: primary.name,
        model: primary.model,
        latencyMs: latency(),
        outcome: timedOut ? 'timeout' : 'error',
        size: 0,
        // A refused answer was billed (its usage is known); a failed call was not; a timed-out one may be, by an unknown amount.
        estimatedCostUsd: estimateCostUsd(primary.model, usage),
        error: describe(lastError),
      });
      if (!isRetryable(error, timedOut)) break;
    } finally {
      clearTimeout(timer);
    }
  }

  const started = performance.now();
  try {
    const value = await fallback.run(callerSignal);
    report({
      engine: fallback.name,
      model: embeddedModel,
      latencyMs: Math.round(performance.now() - started),
      outcome: 'fallback',
      size: call.sizeOf(value),
      estimatedCostUsd: 0,
      error: `${primary.name} failed: ${describe(lastError)}`,
      fallback: true,
    });
    return value;
  } catch (error) {
    report({
      engine: fallback.name,
      model: embeddedModel,
      latencyMs: Math.round(performance.now() - started),
      outcome: 'error',
      size: 0,
      estimatedCostUsd: 0,
      error: describe(error),
      fallback: true,
    });
    throw error;
  }
}
