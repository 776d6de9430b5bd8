import { useQuery } from '@tanstack/react-query';
import type { CommunityStats } from '@qamar/shared';
import { apiRequest } from '../../../lib/api-client.ts';

/** Under '/api/community', so anything that refreshes the community pages refreshes these figures too. */
export const communityStatsKey = ['/api/community', 'my-stats'] as const;

/** GET /api/community/my-stats: views, likes, comments and published stories of the parent's own stories; fresh for 30 s. */
export function useCommunityStats() {
  return useQuery({
    queryKey: communityStatsKey,
    queryFn: ({ signal }) =>
      apiRequest<CommunityStats>('/api/community/my-stats', { signal, token: 'user' }),
    staleTime: 30_000,
  });
}
