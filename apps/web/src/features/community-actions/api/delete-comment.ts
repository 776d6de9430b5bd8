import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InfiniteData } from '@tanstack/react-query';
import type { CommentList, Story } from '@qamar/shared';
import { apiRequest, errorMessage } from '../../../lib/api-client.ts';
import { storyQueryKey } from '../../../lib/story-reading/story-query-key.ts';
import { toast } from '../../../lib/toast.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { commentKeys } from './comment-keys.ts';
import { changeCachedComments } from './comments-cache.ts';
import { changeCachedCommunity } from './story-community.ts';

/** DELETE one's own comment (204); anyone else's answers 404. */
export function deleteComment(commentId: number): Promise<void> {
  return apiRequest<void>(`/api/community/comments/${commentId}`, {
    method: 'DELETE',
    token: 'user',
  });
}

/**
 * The comment leaves the list and the count at once, and comes back where it was if the server
 * refuses. The toasts are the mutation's own, since the comment's button is gone by then.
 */
export function useDeleteComment(storyId: number) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteComment,
    onMutate: async (commentId: number) => {
      await queryClient.cancelQueries({ queryKey: commentKeys.list(storyId) });
      const before = {
        comments: queryClient.getQueryData<InfiniteData<CommentList, number>>(
          commentKeys.list(storyId),
        ),
        story: queryClient.getQueryData<Story>(storyQueryKey(storyId)),
      };
      changeCachedComments(queryClient, storyId, {
        comments: (comments) => comments.filter((comment) => comment.id !== commentId),
        total: (total) => Math.max(0, total - 1),
      });
      changeCachedCommunity(queryClient, storyId, (community) => ({
        ...community,
        comments: Math.max(0, community.comments - 1),
      }));
      return before;
    },
    onError: (error, _id, before) => {
      if (before?.comments) queryClient.setQueryData(commentKeys.list(storyId), before.comments);
      if (before?.story) queryClient.setQueryData(storyQueryKey(storyId), before.story);
      toast({
        title: t('communityActions.comments.deleteFailed'),
        description: errorMessage(error, ''),
        variant: 'destructive',
      });
    },
    onSuccess: () => toast({ title: t('communityActions.comments.deleted'), variant: 'success' }),
  });
}
