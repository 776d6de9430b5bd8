import { useQuery } from '@tanstack/react-query';
import type { AdminProfile } from '@qamar/shared';
import { ApiError, apiRequest } from '../api-client.ts';
import { clearTokens, currentToken } from '../tokens.ts';

export const adminQueryKey = ['/api/admin/current'] as const;

async function getAdmin(signal: AbortSignal): Promise<AdminProfile | null> {
  try {
    return (
      await apiRequest<{ admin: AdminProfile }>('/api/admin/current', { signal, token: 'admin' })
    ).admin;
  } catch (error) {
    // Expired or invalid admin tokens are cleared (docs/product/states.md); the parent's own session stays.
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
      clearTokens('admin');
      return null;
    }
    throw error;
  }
}

export type AdminSessionState =
  | { status: 'loading'; admin: null }
  | { status: 'signed-in'; admin: AdminProfile }
  | { status: 'signed-out'; admin: null };

export function useAdminSession(): AdminSessionState {
  const hasToken = currentToken('admin') !== null;
  const query = useQuery({
    queryKey: adminQueryKey,
    queryFn: ({ signal }) => getAdmin(signal),
    enabled: hasToken,
  });
  if (hasToken && query.isPending) return { status: 'loading', admin: null };
  if (hasToken && query.data) return { status: 'signed-in', admin: query.data };
  return { status: 'signed-out', admin: null };
}
