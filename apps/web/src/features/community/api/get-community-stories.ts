import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CommunityList } from '@qamar/shared';
import { apiRequest } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { communityKeys, queryString, type StoriesQuery } from './community-keys.ts';

export function getCommunityStories(
  query: StoriesQuery,
  signal?: AbortSignal,
): Promise<CommunityList> {
  return apiRequest<CommunityList>(`/api/community/stories${queryString(query)}`, {
    signal,
    token: 'user',
  });
}

/**
 * GET /api/community/stories: published stories of every family, searched, filtered, sorted and a
 * page at a time (the library, its featured row, the forum). Fresh for 30 s; the previous page
 * stays on screen while the next one loads.
 */
export function useCommunityStories(query: StoriesQuery, options: { enabled?: boolean } = {}) {
  const language = useLanguage();
  return useQuery({
    enabled: options.enabled ?? true,
    queryKey: communityKeys.stories(query, language),
    queryFn: ({ signal }) => getCommunityStories(query, signal),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}
