import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { storyKeys } from './story-keys.ts';

/** DELETE /api/stories/:id; the lists and the usage are refreshed afterwards. */
export function useDeleteStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<void>(`/api/stories/${id}`, { method: 'DELETE', token: 'user' }),
    onSuccess: async (_data, id) => {
      queryClient.removeQueries({ queryKey: storyKeys.story(id), exact: true });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: storyKeys.all }),
        queryClient.invalidateQueries({ queryKey: storyKeys.usage }),
      ]);
    },
  });
}
