import { useQuery } from '@tanstack/react-query';
import type { UsageStats } from '@qamar/shared';
import { apiRequest } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session/get-user.ts';
import { storyKeys } from './story-keys.ts';

/** The parent's usage (SPEC.md 7): only when signed in, stale after 30 s, refetched every 60 s. Same key as the catalogue's, so one cache. */
export function useUsage() {
  const { user } = useSession();
  return useQuery({
    queryKey: storyKeys.usage,
    queryFn: ({ signal }) => apiRequest<UsageStats>('/api/user/usage-stats', { signal, token: 'user' }),
    enabled: Boolean(user),
    staleTime: 30_000,
    gcTime: 5 * 60_000,
    refetchInterval: 60_000,
  });
}
