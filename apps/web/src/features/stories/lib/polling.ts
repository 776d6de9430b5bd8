import type { StoryStatusResponse } from '@qamar/shared';
import { storyConstants as c } from '../story-constants.ts';

/** What went wrong with one status request: the server failed (5xx) or the network did. */
export type FailureKind = 'server' | 'network';

export interface PollState {
  status: StoryStatusResponse | undefined;
  /** Consecutive failed requests; any answer resets it. */
  failures: number;
  lastFailure: FailureKind | undefined;
  /** A non-OK answer that retrying will not mend (404, 400...): 'Failed to fetch status: {status}'. */
  fatalStatus: number | undefined;
  /** Every settled request counts, so the next one is scheduled after it. */
  requests: number;
}

export type PollEvent =
  | { type: 'answer'; status: StoryStatusResponse }
  | { type: 'failure'; kind: FailureKind }
  | { type: 'fatal'; httpStatus: number }
  | { type: 'reset' }
  | { type: 'restart' };

export const initialPollState: PollState = {
  status: undefined,
  failures: 0,
  lastFailure: undefined,
  fatalStatus: undefined,
  requests: 0,
};

export function pollReducer(state: PollState, event: PollEvent): PollState {
  switch (event.type) {
    case 'answer':
      return {
        ...state,
        status: event.status,
        failures: 0,
        lastFailure: undefined,
        requests: state.requests + 1,
      };
    case 'failure':
      return {
        ...state,
        failures: state.failures + 1,
        lastFailure: event.kind,
        requests: state.requests + 1,
      };
    case 'fatal':
      return { ...state, fatalStatus: event.httpStatus, requests: state.requests + 1 };
    case 'reset':
      // Retry Connection: counters start again, the last answer stays on screen.
      return { ...initialPollState, status: state.status, requests: state.requests + 1 };
    case 'restart':
      // The owner retried a failed story: it starts over from 'preparing'.
      return { ...initialPollState, requests: state.requests + 1 };
  }
}

/** The notice under the progress: none, the soft warning from 5 failures, or stopped at 10 (docs/product/errors.md). */
export function pollNotice(state: PollState): 'none' | 'warning' | 'stopped' {
  if (state.failures >= c.pollStopAfterFailures) return 'stopped';
  if (state.failures >= c.pollWarnAfterFailures) return 'warning';
  return 'none';
}

/** The wait before the next status request, or null when polling is over (docs/product/states.md). */
export function nextPollDelay(state: PollState): number | null {
  const status = state.status?.status;
  if (status === 'complete' || status === 'error') return null;
  if (state.fatalStatus !== undefined || pollNotice(state) === 'stopped') return null;
  let base: number = c.pollStartMs;
  if (status === 'processing') base = c.pollProcessingMs;
  if ((state.status?.queue.imagePosition ?? 0) > c.pollLongQueuePosition) base = c.pollLongQueueMs;
  return Math.min(c.pollMaxMs, base * 2 ** state.failures);
}

/** How a failed request counts: an abort is ignored, a 5xx or a network failure is retried, anything else is final. */
export function classifyFailure(
  error: unknown,
):
  | { type: 'ignore' }
  | { type: 'failure'; kind: FailureKind }
  | { type: 'fatal'; httpStatus: number } {
  if (error instanceof DOMException && error.name === 'AbortError') return { type: 'ignore' };
  const httpStatus =
    typeof error === 'object' &&
    error !== null &&
    'status' in error &&
    typeof error.status === 'number'
      ? error.status
      : undefined;
  if (httpStatus === undefined) return { type: 'failure', kind: 'network' };
  if (httpStatus >= 500) return { type: 'failure', kind: 'server' };
  return { type: 'fatal', httpStatus };
}
