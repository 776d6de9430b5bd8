import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  PublicCopy,
  PublishRequest,
  Story,
  StoryModeration,
  StoryVisibility,
} from '@qamar/shared';
import { apiRequest } from '../../../lib/api-client.ts';

export type VisibilityChange = 'publish' | 'unpublish' | 'feature' | 'unfeature';

const calls = {
  publish: { path: (id: number) => `/api/stories/${id}/publish`, method: 'POST', token: 'user' },
  unpublish: {
    path: (id: number) => `/api/stories/${id}/publish`,
    method: 'DELETE',
    token: 'user',
  },
  feature: {
    path: (id: number) => `/api/admin/stories/${id}/feature`,
    method: 'POST',
    token: 'admin',
  },
  unfeature: {
    path: (id: number) => `/api/admin/stories/${id}/feature`,
    method: 'DELETE',
    token: 'admin',
  },
} as const;

type Answer = StoryVisibility & { moderation?: StoryModeration };

/**
 * Publishing (the owner, with the publish dialog's choices) and featuring (admins). The story shown
 * takes the answer at once; the story lists (every key under '/api/stories'), the community's lists
 * and figures (under '/api/community'), the account (a new display name) and the landing page's
 * examples are refreshed.
 */
export function useChangeVisibility(storyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ change, body }: { change: VisibilityChange; body?: PublishRequest }) => {
      const call = calls[change];
      return apiRequest<Answer>(call.path(storyId), {
        method: call.method,
        token: call.token,
        ...(body ? { body: body as Record<string, unknown> } : {}),
      });
    },
    onSuccess: async (visibility, { change }) => {
      // The reader's key (features/stories story-keys.ts).
      queryClient.setQueryData<Story>(['/api/stories', String(storyId)], (story) =>
        story
          ? {
              ...story,
              publishedAt: visibility.publishedAt,
              featured: visibility.featured,
              ...(visibility.moderation ? { moderation: visibility.moderation } : {}),
            }
          : story,
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['/api/stories'] }),
        queryClient.invalidateQueries({ queryKey: ['/api/community'] }),
        queryClient.invalidateQueries({ queryKey: ['/api/landing-data'] }),
        ...(change === 'publish'
          ? [queryClient.invalidateQueries({ queryKey: ['/api/user'] })]
          : []),
      ]);
    },
  });
}

/** The publish dialog's preview: `hide` undefined asks for the defaults (the parent's own people hidden). */
export function usePublicCopy(
  storyId: number,
  hide: readonly string[] | undefined,
  enabled: boolean,
) {
  const query =
    hide === undefined
      ? ''
      : hide.length
        ? `?${hide.map((name) => `hide=${encodeURIComponent(name)}`).join('&')}`
        : '?hide=';
  return useQuery({
    queryKey: ['/api/stories', String(storyId), 'public-copy', hide ?? null],
    queryFn: ({ signal }) =>
      apiRequest<PublicCopy>(`/api/stories/${storyId}/public-copy${query}`, {
        signal,
        token: 'user',
      }),
    enabled,
    placeholderData: keepPreviousData,
  });
}
