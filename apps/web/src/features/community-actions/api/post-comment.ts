import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Comment } from '@qamar/shared';
import { apiRequest } from '../../../lib/api-client.ts';
import { commentKeys } from './comment-keys.ts';
import { changeCachedComments } from './comments-cache.ts';
import { changeCachedCommunity } from './story-community.ts';

/** POST a comment: plain text, which the server refuses (400, in the reader's language) for links, emails, phone numbers or unsafe words. */
export function postComment(storyId: number, body: string): Promise<Comment> {
  return apiRequest<Comment>(`/api/community/stories/${storyId}/comments`, {
    method: 'POST',
    body: { body },
    token: 'user',
  });
}

/**
 * Not shown before the server accepts it: a refusal is common (a link, a phone number) and is
 * shown under the field instead. Once accepted it shows at the top at once, the count goes up, and
 * the list is fetched anew in the background to take its place in the server's order.
 */
export function usePostComment(storyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => postComment(storyId, body),
    onSuccess: (comment) => {
      changeCachedComments(queryClient, storyId, {
        comments: (comments, index) => (index === 0 ? [comment, ...comments] : comments),
        total: (total) => total + 1,
      });
      changeCachedCommunity(queryClient, storyId, (community) => ({
        ...community,
        comments: community.comments + 1,
      }));
      void queryClient.invalidateQueries({ queryKey: commentKeys.list(storyId) });
    },
  });
}
