import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Story, StoryVisibility } from '@qamar/shared';
import { apiRequest } from '../../lib/api-client.ts';

export type VisibilityChange = 'publish' | 'unpublish' | 'feature' | 'unfeature';

const calls = {
  publish: { path: (id: number) => `/api/stories/${id}/publish`, method: 'POST', token: 'user' },
  unpublish: { path: (id: number) => `/api/stories/${id}/publish`, method: 'DELETE', token: 'user' },
  feature: { path: (id: number) => `/api/admin/stories/${id}/feature`, method: 'POST', token: 'admin' },
  unfeature: { path: (id: number) => `/api/admin/stories/${id}/feature`, method: 'DELETE', token: 'admin' },
} as const;

/**
 * Publishing (the owner) and featuring (admins). The story shown takes the answer at once; the
 * story lists (every key under '/api/stories'), the community's lists and figures (under
 * '/api/community') and the landing page's examples are refreshed.
 */
export function useChangeVisibility(storyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: VisibilityChange) => {
      const call = calls[change];
      return apiRequest<StoryVisibility>(call.path(storyId), { method: call.method, token: call.token });
    },
    onSuccess: async (visibility) => {
      // The reader's key (features/stories story-keys.ts).
      queryClient.setQueryData<Story>(['/api/stories', String(storyId)], (story) => (story ? { ...story, publishedAt: visibility.publishedAt, featured: visibility.featured } : story));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['/api/stories'] }),
        queryClient.invalidateQueries({ queryKey: ['/api/community'] }),
        queryClient.invalidateQueries({ queryKey: ['/api/landing-data'] }),
      ]);
    },
  });
}
