import { apiRequest } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useStoryMarkMutation } from './story-community.ts';

/** The answer's shape (`saveResponse` of the shared schemas). */
interface SaveResponse {
  saved: boolean;
}

/** PUT saves the story to the parent's saved stories, DELETE takes it off; both idempotent. */
export function saveStory(storyId: number, saved: boolean): Promise<SaveResponse> {
  return apiRequest<SaveResponse>(`/api/community/stories/${storyId}/save`, {
    method: saved ? 'PUT' : 'DELETE',
    token: 'user',
  });
}

/** Save or unsave: the bookmark changes at once, and goes back if the server refuses. */
export function useSaveStory(storyId: number) {
  const { t } = useTranslation();
  return useStoryMarkMutation({
    storyId,
    kind: 'save',
    send: (saved: boolean) => saveStory(storyId, saved),
    optimistic: (community, saved) => ({ ...community, saved }),
    settled: (community, answer) => ({ ...community, saved: answer.saved }),
    failedTitle: t('communityActions.bar.saveFailed'),
  });
}
