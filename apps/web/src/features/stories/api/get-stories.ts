import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { StoryList } from '@qamar/shared';
import { apiRequest } from '../../../lib/api-client.ts';
import { storyKeys } from './story-keys.ts';

/** The parent's stories, newest first, one page at a time; fresh for 30 s so new stories show up. */
export function useStories(
  page: number,
  pageSize: number,
  options: { enabled?: boolean; childId?: number } = {},
) {
  return useQuery({
    enabled: options.enabled ?? true,
    queryKey: storyKeys.list(page, pageSize, options.childId),
    queryFn: ({ signal }) =>
      apiRequest<StoryList>(
        `/api/stories?page=${page}&pageSize=${pageSize}${options.childId ? `&childId=${options.childId}` : ''}`,
        { signal, token: 'user' },
      ),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}
