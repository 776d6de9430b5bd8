import { ApiError } from '../../../lib/api-client.ts';

/**
 * docs/product/errors.md: the server's message; else the failure with the status in parentheses when the body
 * is not JSON; 'Invalid response from server' when a success could not be read; else the fallback.
 */
export function signInFailure(
  error: unknown,
  failed: string,
  fallback: string,
  invalidResponse: string,
): string {
  if (error instanceof ApiError) {
    if (error.body?.message) return error.body.message;
    return `${failed} (${error.status})`;
  }
  if (
    error instanceof SyntaxError ||
    (error instanceof Error && error.message === 'invalid response')
  )
    return invalidResponse;
  return fallback;
}
