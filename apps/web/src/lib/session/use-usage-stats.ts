import { useQuery } from '@tanstack/react-query';
import type { UsageStats } from '@qamar/shared';
import { apiRequest } from '../api-client.ts';
import { useSession } from './get-user.ts';

export const usageQueryKey = ['/api/user/usage-stats'] as const;

/**
 * The signed-in parent's usage (docs/product/api.md): loaded only for a parent (admins have no limits),
 * refetched every 60 s, fresh for 30 s by default (the pickers keep it a minute).
 */
export function useUsageStats(options: { staleTime?: number; gcTime?: number } = {}) {
  const { user } = useSession();
  return useQuery({
    queryKey: usageQueryKey,
    queryFn: ({ signal }) =>
      apiRequest<UsageStats>('/api/user/usage-stats', { signal, token: 'user' }),
    enabled: Boolean(user),
    staleTime: options.staleTime ?? 30_000,
    gcTime: options.gcTime ?? 5 * 60_000,
    refetchInterval: 60_000,
  });
}
