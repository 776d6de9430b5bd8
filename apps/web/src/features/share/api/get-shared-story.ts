import { queryOptions, useQuery } from '@tanstack/react-query';
import { sharedStoryQueryKey, type SharedStoryResponse } from '@qamar/shared';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * GET /api/share/:shareToken. Every call counts a view, so one load is kept for good (docs/product/states.md):
 * never stale, never refetched or retried, never dropped. No abort signal either: a fetch
 * cancelled half way has counted its view already, and its answer is worth keeping.
 */
export function sharedStoryQuery(shareToken: string) {
  return queryOptions({
    queryKey: sharedStoryQueryKey(shareToken),
    queryFn: () => apiRequest<SharedStoryResponse>(`/api/share/${encodeURIComponent(shareToken)}`),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    refetchOnMount: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

export function useSharedStory(shareToken: string, enabled: boolean) {
  return useQuery({ ...sharedStoryQuery(shareToken), enabled });
}
