import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { Comment, CommentList } from '@qamar/shared';
import { commentKeys } from './comment-keys.ts';

type Pages = InfiniteData<CommentList, number>;

/** Changes the cached comment pages of a story: `comments` maps each page's list, `total` the count every page carries. */
export function changeCachedComments(
  queryClient: QueryClient,
  storyId: number,
  change: {
    comments?: (comments: Comment[], index: number) => Comment[];
    total?: (total: number) => number;
  },
): void {
  queryClient.setQueryData<Pages>(commentKeys.list(storyId), (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page, index) => ({
            ...page,
            comments: change.comments ? change.comments(page.comments, index) : page.comments,
            total: change.total ? change.total(page.total) : page.total,
          })),
        }
      : data,
  );
}
