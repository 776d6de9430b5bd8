import { APICallError } from 'ai';

export interface BackoffOptions {
  /** First wait; each retry doubles it. */
  baseDelayMs: number;
  /** No wait is longer, whatever a retry-after header asks: past it the embedded engine is the better deal. */
  maxDelayMs: number;
}

export const defaultBackoff: BackoffOptions = { baseDelayMs: 500, maxDelayMs: 8_000 };

/** Errors meaning the model answered but not usably (bad JSON, wrong page count): another try may do better. */
const flakyOutputErrors = new Set([
  'AI_NoObjectGeneratedError',
  'AI_NoOutputGeneratedError',
  'AI_NoImageGeneratedError',
  'AI_NoSpeechGeneratedError',
  'AI_NoContentGeneratedError',
  'AI_JSONParseError',
  'AI_TypeValidationError',
  'AI_EmptyResponseBodyError',
  'InvalidEngineOutputError',
]);

/**
 * Whether another attempt can help: rate limits, server errors, lost connections, time-outs and
 * unusable answers can; a refused key, a bad request or a bug cannot.
 */
export function isRetryable(error: unknown, timedOut: boolean): boolean {
  if (timedOut) return true;
  if (APICallError.isInstance(error)) return error.isRetryable;
  return error instanceof Error && flakyOutputErrors.has(error.name);
}

/** The wait a 429 or 503 asks for, from retry-after-ms (OpenAI) or retry-after (seconds or a date). */
export function retryAfterMs(error: unknown): number | undefined {
  if (!APICallError.isInstance(error) || !error.responseHeaders) return undefined;
  const headers = error.responseHeaders;
  const milliseconds = Number.parseFloat(headers['retry-after-ms'] ?? '');
  if (Number.isFinite(milliseconds) && milliseconds >= 0) return milliseconds;
  const value = headers['retry-after'];
  if (!value) return undefined;
  const seconds = Number.parseFloat(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

/** Exponential back-off (base, 2×base, 4×base…), or the server's own retry-after, capped either way. */
export function backoffDelayMs(retry: number, error: unknown, options: BackoffOptions): number {
  const asked = retryAfterMs(error);
  const delay = asked ?? options.baseDelayMs * 2 ** retry;
  return Math.min(delay, options.maxDelayMs);
}
