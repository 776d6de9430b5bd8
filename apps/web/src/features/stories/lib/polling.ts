import type { StoryStatusResponse } from '@qamar/shared';
import { storyConstants as c } from '../story-constants.ts';

/** What went wrong with one status request: the server failed (5xx) or the network did. */
export type FailureKind = 'server' | 'network';

/** The HTTP status of a failed request, when the server answered. */
function httpStatusOf(error: unknown): number | undefined {
  return typeof error === 'object' &&
    error !== null &&
    'status' in error &&
    typeof error.status === 'number'
    ? error.status
    : undefined;
}

/** A 5xx answer or a network failure is retried; any other answer is final. */
export function failureKind(error: unknown): FailureKind | 'final' {
  const httpStatus = httpStatusOf(error);
  if (httpStatus === undefined) return 'network';
  return httpStatus >= 500 ? 'server' : 'final';
}

/** The wait between answers, or false once the story is complete or has failed (docs/product/states.md). */
export function pollInterval(status: StoryStatusResponse | undefined): number | false {
  if (status?.status === 'complete' || status?.status === 'error') return false;
  if ((status?.queue.imagePosition ?? 0) > c.pollLongQueuePosition) return c.pollLongQueueMs;
  return status?.status === 'processing' ? c.pollProcessingMs : c.pollStartMs;
}

/** The wait after `failures` consecutive failures: the usual wait doubled for each, up to the ceiling. */
export function retryWait(status: StoryStatusResponse | undefined, failures: number): number {
  return Math.min(c.pollMaxMs, (pollInterval(status) || c.pollStartMs) * 2 ** failures);
}

/** What the screen says about the requests: nothing, the soft warning, the stop, or a final answer. */
export type PollProblem =
  | { notice: 'none' }
  | { notice: 'warning' | 'stopped'; kind: FailureKind }
  | { notice: 'final'; httpStatus: number };

/** From the consecutive failures and the last one's reason (docs/product/errors.md). */
export function pollProblem(failures: number, reason: unknown): PollProblem {
  if (failures === 0) return { notice: 'none' };
  const kind = failureKind(reason);
  if (kind === 'final') return { notice: 'final', httpStatus: httpStatusOf(reason) ?? 0 };
  if (failures >= c.pollStopAfterFailures) return { notice: 'stopped', kind };
  if (failures >= c.pollWarnAfterFailures) return { notice: 'warning', kind };
  return { notice: 'none' };
}
