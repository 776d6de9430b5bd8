import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { StoryStatusResponse } from '@qamar/shared';
import { getStoryStatus } from '../api/get-story-status.ts';
import { storyKeys } from '../api/story-keys.ts';
import { failureKind, pollInterval, pollProblem, retryWait } from '../lib/polling.ts';
import { storyConstants as c } from '../story-constants.ts';

const isOver = (status: StoryStatusResponse | undefined) =>
  status?.status === 'complete' || status?.status === 'error';

/**
 * Polls a story's status on the schedule of docs/product/states.md: the first request at once,
 * then every 2 s, 1.5 s while processing, 5 s behind a long image queue. A 5xx or network failure
 * is retried after a wait that doubles each time; the tenth in a row stops polling until Retry
 * Connection. Any other non-OK answer stops it at once; so does a complete or failed story.
 */
export function useStatusPolling(storyId: number) {
  const queryClient = useQueryClient();
  const queryKey = storyKeys.status(storyId);
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) => getStoryStatus(storyId, signal),
    // A finished story is never asked again, even when the story lists are refreshed.
    enabled: (q) => !isOver(q.state.data),
    // While a failed request is retried the retries keep the time; after the last one, none.
    refetchInterval: (q) => (q.state.fetchFailureCount > 0 ? false : pollInterval(q.state.data)),
    refetchIntervalInBackground: true,
    retry: (failures, error) =>
      failureKind(error) !== 'final' && failures + 1 < c.pollStopAfterFailures,
    retryDelay: (failures) =>
      retryWait(queryClient.getQueryData<StoryStatusResponse>(queryKey), failures + 1),
    // Failures count offline too, and every visit starts from 'preparing'.
    networkMode: 'always',
    gcTime: 0,
  });

  const { refetch } = query;
  /** Retry Connection: the counters start again and the last answer stays on screen. */
  const reset = useCallback(() => void refetch(), [refetch]);
  /** The owner retried a failed story: it starts over from 'preparing'. */
  const restart = useCallback(
    () => void queryClient.resetQueries({ queryKey: storyKeys.status(storyId), exact: true }),
    [queryClient, storyId],
  );
  return {
    status: query.data,
    problem: pollProblem(query.failureCount, query.failureReason),
    reset,
    restart,
  };
}
