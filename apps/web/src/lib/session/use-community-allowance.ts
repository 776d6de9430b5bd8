import { useQuery } from '@tanstack/react-query';
import type { CommunityAllowance } from '@qamar/shared';
import { apiRequest } from '../api-client.ts';
import { useSession } from './get-user.ts';

export const communityAllowanceKey = ['/api/community/allowance'] as const;

/**
 * How many other parents' stories a Starter parent has opened this plan week, of how many
 * (`limit` null: no limit), and when the count starts again. For parents only; the story page
 * refreshes it when the server refuses a story for the limit.
 */
export function useCommunityAllowance(options: { enabled?: boolean } = {}) {
  const { user } = useSession();
  return useQuery({
    queryKey: communityAllowanceKey,
    queryFn: ({ signal }) =>
      apiRequest<CommunityAllowance>('/api/community/allowance', { signal, token: 'user' }),
    enabled: Boolean(user) && (options.enabled ?? true),
    staleTime: 30_000,
  });
}
