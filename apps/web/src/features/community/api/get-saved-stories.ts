import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CommunityList } from '@qamar/shared';
import { apiRequest } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { communityKeys, queryString } from './community-keys.ts';

/** GET /api/community/saved: the stories the parent saved, last saved first, a page at a time. */
export function useSavedStories(page: number, pageSize: number) {
  const language = useLanguage();
  return useQuery({
    queryKey: communityKeys.saved(page, pageSize, language),
    queryFn: ({ signal }) =>
      apiRequest<CommunityList>(`/api/community/saved${queryString({ page, pageSize })}`, {
        signal,
        token: 'user',
      }),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}
