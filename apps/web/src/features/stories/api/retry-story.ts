import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { storyKeys } from './story-keys.ts';

/** POST /api/stories/:id/retry: the owner starts a failed story again (docs/product/stories-and-engines.md). */
export function useRetryStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<unknown>(`/api/stories/${id}/retry`, { method: 'POST' }),
    onSuccess: (_data, id) => queryClient.invalidateQueries({ queryKey: storyKeys.story(id) }),
  });
}
