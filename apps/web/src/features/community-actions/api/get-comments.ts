import { useInfiniteQuery } from '@tanstack/react-query';
import type { CommentList } from '@qamar/shared';
import { apiRequest } from '../../../lib/api-client.ts';
import { commentKeys, COMMENTS_PAGE_SIZE } from './comment-keys.ts';

export function getComments(
  storyId: number,
  page: number,
  token: 'user' | 'admin',
  signal?: AbortSignal,
): Promise<CommentList> {
  return apiRequest<CommentList>(
    `/api/community/stories/${storyId}/comments?page=${page}&pageSize=${COMMENTS_PAGE_SIZE}`,
    { signal, token },
  );
}

/**
 * A story's comments, a page at a time (`fetchNextPage` is "Show more"), read as a parent (who sees
 * which are theirs) or an admin; visitors (`null`) read none.
 */
export function useComments(storyId: number, reader: 'user' | 'admin' | null) {
  return useInfiniteQuery({
    queryKey: commentKeys.list(storyId),
    queryFn: ({ pageParam, signal }) => getComments(storyId, pageParam, reader ?? 'user', signal),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.page * last.pageSize < last.total ? last.page + 1 : undefined,
    enabled: reader !== null,
  });
}
