import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateStoryRequest } from '@qamar/shared';
import { apiRequest } from '../../../lib/api-client.ts';
import { storyKeys } from '../api/story-keys.ts';

/** POST /api/stories (docs/product/api.md); afterwards every story list and the usage are refreshed. */
export function createStory(payload: CreateStoryRequest): Promise<unknown> {
  return apiRequest<unknown>('/api/stories', { method: 'POST', body: { ...payload } });
}

export function useCreateStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStory,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: storyKeys.all }),
        queryClient.invalidateQueries({ queryKey: storyKeys.usage }),
      ]),
  });
}
