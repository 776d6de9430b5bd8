import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ShareLink } from '@qamar/shared';
import { apiRequest } from '../../../lib/api-client.ts';

export type ShareLinkAnswer = { share: ShareLink | null };
export type ShareAction = 'create' | 'rotate' | 'revoke';

/** Under the story's key, so refreshing a story refreshes its link too. */
export const shareLinkKey = (storyId: number) =>
  ['/api/stories', String(storyId), 'share'] as const;

/** GET /api/stories/:id/share: the owner's link, or null. Fetched whenever the controls open, so the view count is current. */
export function useShareLink(storyId: number, enabled: boolean) {
  return useQuery({
    queryKey: shareLinkKey(storyId),
    queryFn: ({ signal }) =>
      apiRequest<ShareLinkAnswer>(`/api/stories/${storyId}/share`, { signal, token: 'user' }),
    enabled,
    staleTime: 0,
  });
}

/**
 * The owner's three changes: create (answers the existing link if there is one), rotate (a new
 * token, the count starts again) and revoke. Each answer becomes the cached link.
 */
export function useShareAction(storyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: ShareAction): Promise<ShareLinkAnswer> => {
      const path = `/api/stories/${storyId}/share`;
      if (action === 'revoke') {
        await apiRequest<void>(path, { method: 'DELETE', token: 'user' });
        return { share: null };
      }
      return apiRequest<ShareLinkAnswer>(action === 'rotate' ? `${path}/rotate` : path, {
        method: 'POST',
        token: 'user',
      });
    },
    onSuccess: (answer) => queryClient.setQueryData(shareLinkKey(storyId), answer),
  });
}
