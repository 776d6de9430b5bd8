import { ApiError } from '../../../lib/api-client.ts';

/** The server's words for a refused second step (already in the caller's language), and whether the password must be given again. */
export function refusalText(error: unknown): { text: string | undefined; expired: boolean } {
  if (!(error instanceof ApiError)) return { text: undefined, expired: false };
  return { text: error.body?.message, expired: error.body?.code === 'STEP_EXPIRED' };
}
