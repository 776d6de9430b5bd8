import { useCallback, useEffect, useReducer } from 'react';
import { getStoryStatus } from '../api/get-story-status.ts';
import { classifyFailure, initialPollState, nextPollDelay, pollReducer } from '../lib/polling.ts';

/**
 * Polls a story's status on the schedule of docs/product/states.md: the first request at once, then 2 s,
 * 1.5 s while processing, 5 s behind a long image queue, doubling on failures, stopping at 10.
 */
export function useStatusPolling(storyId: number) {
  const [state, dispatch] = useReducer(pollReducer, initialPollState);
  const delay = state.requests === 0 ? 0 : nextPollDelay(state);

  useEffect(() => {
    if (delay === null) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      getStoryStatus(storyId, controller.signal).then(
        (status) => dispatch({ type: 'answer', status }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          const failure = classifyFailure(error);
          if (failure.type === 'failure') dispatch({ type: 'failure', kind: failure.kind });
          else if (failure.type === 'fatal')
            dispatch({ type: 'fatal', httpStatus: failure.httpStatus });
        },
      );
    }, delay);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // Each settled request bumps `requests`, which schedules the next one.
  }, [storyId, delay, state.requests]);

  const reset = useCallback(() => dispatch({ type: 'reset' }), []);
  const restart = useCallback(() => dispatch({ type: 'restart' }), []);
  return { state, reset, restart };
}
