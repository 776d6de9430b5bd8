import { APICallError } from 'ai';
import { describe, expect, it } from 'vitest';
import { collectReports, quickBackoff } from '../test-support/fake-engines.ts';
import { callWithFallback, type FallbackCall } from './call-with-fallback.ts';
import { backoffDelayMs } from './retry-policy.ts';

function apiError(statusCode: number, headers: Record<string, string> = {}) {
  return new APICallError({
    message: `status ${statusCode}`,
    url: 'https://api.example.com',
    requestBodyValues: {},
    statusCode,
    responseHeaders: headers,
  });
}

function call(
  run: FallbackCall<string>['primary']['run'],
  overrides: Partial<FallbackCall<string>> = {},
): FallbackCall<string> {
  return {
    kind: 'writer',
    primary: { name: 'openai', model: 'gpt-4.1', run },
    fallback: { name: 'embedded', run: async () => 'from the fallback' },
    sizeOf: (value) => value.length,
    signal: undefined,
    ...overrides,
  };
}

describe('callWithFallback', () => {
  it('meters the usage of a successful call into its report', async () => {
    const { reports, reporter } = collectReports();
    const value = await callWithFallback(
      call(async (_signal, meter) => {
        meter({ inputTokens: 500_000 });
        meter({ outputTokens: 250_000 });
        return 'story';
      }),
      { timeoutMs: 1_000, maxRetries: 2, reporter },
    );
    expect(value).toBe('story');
    expect(reports).toEqual([
      {
        engine: 'openai',
        model: 'gpt-4.1',
        kind: 'writer',
        latencyMs: expect.any(Number),
        outcome: 'ok',
        size: 5,
        estimatedCostUsd: 3,
      },
    ]);
  });

  it('holds the time limit even against an engine that ignores its signal', async () => {
    const { reports, reporter } = collectReports();
    const value = await callWithFallback(
      call(() => new Promise(() => {})),
      { timeoutMs: 50, maxRetries: 0, reporter },
    );
    expect(value).toBe('from the fallback');
    expect(reports.map((report) => report.outcome)).toEqual(['timeout', 'fallback']);
    expect(reports.map((report) => report.fallback ?? false)).toEqual([false, true]);
  });

  it('stops at once, without falling back, when the caller cancels', async () => {
    const { reports, reporter } = collectReports();
    const controller = new AbortController();
    let fellBack = false;
    const promise = callWithFallback(
      call(
        (signal) =>
          new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason))),
        {
          signal: controller.signal,
          fallback: { name: 'embedded', run: async () => ((fellBack = true), 'x') },
        },
      ),
      { timeoutMs: 5_000, maxRetries: 3, reporter },
    );
    controller.abort(new Error('story deleted'));
    await expect(promise).rejects.toThrow('story deleted');
    expect(fellBack).toBe(false);
    expect(reports).toEqual([
      expect.objectContaining({ outcome: 'error', error: 'cancelled by the caller' }),
    ]);
  });

  it('reports the fallback failing too, and throws its error', async () => {
    const { reports, reporter } = collectReports();
    const promise = callWithFallback(
      call(async () => Promise.reject(apiError(401)), {
        fallback: {
          name: 'embedded',
          run: async () => Promise.reject(new Error('no voices installed')),
        },
      }),
      { timeoutMs: 1_000, maxRetries: 2, reporter },
    );
    await expect(promise).rejects.toThrow('no voices installed');
    expect(
      reports.map((report) => [
        report.engine,
        report.outcome,
        report.error,
        report.fallback ?? false,
      ]),
    ).toEqual([
      ['openai', 'error', '401: status 401', false],
      ['embedded', 'error', 'no voices installed', true],
    ]);
  });

  it('does not retry a bug in the engine', async () => {
    const { reports, reporter } = collectReports();
    let attempts = 0;
    await callWithFallback(
      call(async () => {
        attempts += 1;
        throw new TypeError("Cannot read properties of undefined (reading 'pages')");
      }),
      { timeoutMs: 1_000, maxRetries: 2, reporter, backoff: quickBackoff },
    );
    expect(attempts).toBe(1);
    expect(reports.map((report) => report.outcome)).toEqual(['error', 'fallback']);
  });

  it('keeps going when the reporter itself throws', async () => {
    const value = await callWithFallback(
      call(async () => 'story'),
      {
        timeoutMs: 1_000,
        maxRetries: 0,
        reporter: () => {
          throw new Error('log database down');
        },
      },
    );
    expect(value).toBe('story');
  });
});

describe('backoffDelayMs', () => {
  it('doubles from the base delay, capped', () => {
    const options = { baseDelayMs: 500, maxDelayMs: 8_000 };
    expect(
      [0, 1, 2, 3, 4, 5].map((retry) => backoffDelayMs(retry, apiError(500), options)),
    ).toEqual([500, 1_000, 2_000, 4_000, 8_000, 8_000]);
  });

  it("follows the server's retry-after, in milliseconds, seconds or as a date, up to the cap", () => {
    const options = { baseDelayMs: 500, maxDelayMs: 8_000 };
    expect(backoffDelayMs(0, apiError(429, { 'retry-after-ms': '1500' }), options)).toBe(1_500);
    expect(backoffDelayMs(0, apiError(429, { 'retry-after': '3' }), options)).toBe(3_000);
    expect(backoffDelayMs(0, apiError(429, { 'retry-after': '120' }), options)).toBe(8_000);
    const soon = new Date(Date.now() + 60_000).toUTCString();
    expect(backoffDelayMs(0, apiError(503, { 'retry-after': soon }), options)).toBe(8_000);
  });
});
