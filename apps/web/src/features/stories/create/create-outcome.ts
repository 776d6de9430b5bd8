import { ApiError } from '../../../lib/api-client.ts';

export type CreateOutcome =
  | { kind: 'created'; id: number }
  | { kind: 'noId' }
  | { kind: 'limit'; message: string | null }
  | { kind: 'parse' }
  | { kind: 'error'; message: string | null; status: number | null };

/** A 2xx answer starts the story only when it names it. */
export function outcomeOfAnswer(answer: unknown): CreateOutcome {
  const id = (answer as { id?: unknown } | null | undefined)?.id;
  return typeof id === 'number' && Number.isInteger(id) && id > 0
    ? { kind: 'created', id }
    : { kind: 'noId' };
}

/** docs/product/errors.md: the weekly limit is a friendly offer; anything else is an error with the server's words when it sent some. */
export function outcomeOfFailure(error: unknown): CreateOutcome {
  if (error instanceof SyntaxError) return { kind: 'parse' };
  if (!(error instanceof ApiError)) return { kind: 'error', message: null, status: null };
  const body = error.body as { message?: unknown; error?: unknown; code?: unknown } | undefined;
  const message = typeof body?.message === 'string' && body.message ? body.message : null;
  if (body?.code === 'LIMIT_EXCEEDED' || body?.error === 'limit_exceeded')
    return { kind: 'limit', message };
  const serverError = typeof body?.error === 'string' && body.error ? body.error : null;
  return { kind: 'error', message: message ?? serverError, status: error.status };
}
