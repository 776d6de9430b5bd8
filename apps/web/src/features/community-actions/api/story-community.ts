import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Story, StoryCommunity } from '@qamar/shared';
import { storyQueryKey } from '../../../lib/story-reading/story-query-key.ts';
import { toast } from '../../../lib/toast.ts';
import { errorMessage } from '../../../lib/api-client.ts';

/** The community side of a story as GET /api/stories/:id gives it (likes, comments, views, the reader's own marks, moderation). */
export function communityOf(story: Story): StoryCommunity | null {
  return (story as Story & { community?: StoryCommunity | null }).community ?? null;
}

type Change = (community: StoryCommunity) => StoryCommunity;

/** Changes the `community` part of the cached story, leaving everything else (and a story without it) alone. */
export function changeCachedCommunity(
  queryClient: ReturnType<typeof useQueryClient>,
  storyId: number,
  change: Change,
): void {
  queryClient.setQueryData<Story>(storyQueryKey(storyId), (story) => {
    const community = story ? communityOf(story) : null;
    return story && community ? ({ ...story, community: change(community) } as Story) : story;
  });
}

/**
 * A change to the reader's mark on a story (like, save) shown at once, sent in click order (one
 * scope per story and kind, so a quick like-unlike-like arrives as clicked), put back as it was
 * with a toast when the server refuses, and set to what the server answered when it accepts.
 */
export function useStoryMarkMutation<Vars, Result>(options: {
  storyId: number;
  kind: string;
  send: (vars: Vars) => Promise<Result>;
  optimistic: (community: StoryCommunity, vars: Vars) => StoryCommunity;
  settled: (community: StoryCommunity, result: Result) => StoryCommunity;
  failedTitle: string;
}) {
  const queryClient = useQueryClient();
  const key = storyQueryKey(options.storyId);
  return useMutation({
    scope: { id: `${options.kind}-${options.storyId}` },
    mutationFn: options.send,
    onMutate: async (vars: Vars) => {
      await queryClient.cancelQueries({ queryKey: key, exact: true });
      const before = queryClient.getQueryData<Story>(key);
      changeCachedCommunity(queryClient, options.storyId, (community) =>
        options.optimistic(community, vars),
      );
      return { before };
    },
    onError: (error, _vars, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
      toast({
        title: options.failedTitle,
        description: errorMessage(error, ''),
        variant: 'destructive',
      });
    },
    onSuccess: (result) => {
      changeCachedCommunity(queryClient, options.storyId, (community) =>
        options.settled(community, result),
      );
      // Lists of stories (the library, the forum, saved stories) show the same marks: fetch them anew when next shown.
      void queryClient.invalidateQueries({ queryKey: ['/api/community'], refetchType: 'none' });
    },
  });
}
