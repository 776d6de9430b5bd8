import { apiRequest } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useStoryMarkMutation } from './story-community.ts';

/** The answer's shape (`likeResponse` of the shared schemas). */
interface LikeResponse {
  liked: boolean;
  likes: number;
}

/** PUT likes, DELETE takes the like back; both idempotent, answering the exact count. */
export function likeStory(storyId: number, liked: boolean): Promise<LikeResponse> {
  return apiRequest<LikeResponse>(`/api/community/stories/${storyId}/like`, {
    method: liked ? 'PUT' : 'DELETE',
    token: 'user',
  });
}

/** Like or unlike: the heart and its count change at once, and go back if the server refuses. */
export function useLikeStory(storyId: number) {
  const { t } = useTranslation();
  return useStoryMarkMutation({
    storyId,
    kind: 'like',
    send: (liked: boolean) => likeStory(storyId, liked),
    optimistic: (community, liked) =>
      community.liked === liked
        ? community
        : { ...community, liked, likes: Math.max(0, community.likes + (liked ? 1 : -1)) },
    settled: (community, answer) => ({ ...community, liked: answer.liked, likes: answer.likes }),
    failedTitle: t('communityActions.bar.likeFailed'),
  });
}
