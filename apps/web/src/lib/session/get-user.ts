import { useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '@qamar/shared';
import { ApiError, apiRequest } from '../api-client.ts';
import { clearTokens, currentToken } from '../tokens.ts';

export const userQueryKey = ['/api/user'] as const;

async function getUser(signal: AbortSignal): Promise<CurrentUser | null> {
  try {
    return await apiRequest<CurrentUser>('/api/user', { signal, token: 'user' });
  } catch (error) {
    // A refused token is cleared (docs/product/states.md); a server or network failure is reported instead.
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
      clearTokens();
      return null;
    }
    throw error;
  }
}

export type SessionState =
  | { status: 'loading'; user: null }
  | { status: 'signed-in'; user: CurrentUser }
  | { status: 'signed-out'; user: null };

/** Without a stored token the visitor is signed out at once; with one, the server is asked. */
export function useSession(): SessionState {
  const hasToken = currentToken('user') !== null;
  const query = useQuery({
    queryKey: userQueryKey,
    queryFn: ({ signal }) => getUser(signal),
    enabled: hasToken,
  });
  if (hasToken && query.isPending) return { status: 'loading', user: null };
  if (hasToken && query.data) return { status: 'signed-in', user: query.data };
  return { status: 'signed-out', user: null };
}
