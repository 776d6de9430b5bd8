// @vitest-environment happy-dom
import type { ReactNode } from 'react';
import { focusManager, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StoryStatusResponse } from '@qamar/shared';
import { createQueryClient } from '../../../lib/query-client.ts';
import { storeUserToken } from '../../../lib/tokens.ts';
import { answer } from '../../../lib/testing/answer.ts';
import { storyStatus } from '../testing/story-status.ts';
import { useStatusPolling } from './use-status-polling.ts';

const status = (overrides: Partial<StoryStatusResponse> = {}, imagePosition = 0) =>
  storyStatus({ ...overrides, queue: { imagePosition } });

type Answer = () => Response | Promise<Response>;
const ok =
  (body: StoryStatusResponse): Answer =>
  () =>
    answer(200, body);
const down: Answer = () => answer(503, { message: 'Down' });
const offline: Answer = () => {
  throw new TypeError('Failed to fetch');
};

/** The answers to come, in order; the last one repeats. Each request's time is kept. */
let answers: Answer[];
let requests: Array<{ at: number; auth: string | null }>;
let start: number;

function poll(storyId = 5) {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, ...renderHook(() => useStatusPolling(storyId), { wrapper }) };
}

/**
 * Lets `ms` pass, then one more millisecond for the last request's outcome to reach the hook
 * (React Query tells its observers on a timer once the request's promises have settled).
 */
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms + 1));
/** The waits between consecutive requests. */
const gaps = () => requests.slice(1).map((r, i) => r.at - (requests[i]?.at ?? 0));

describe('useStatusPolling', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    start = Date.now();
    answers = [ok(status())];
    requests = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_path: string, init: RequestInit) => {
        requests.push({
          at: Date.now() - start,
          auth: new Headers(init.headers).get('Authorization'),
        });
        const answer = answers.length > 1 ? answers.shift() : answers[0];
        return answer!();
      }),
    );
  });
  afterEach(() => {
    cleanup();
    localStorage.clear();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('asks at once, then every 2 s while queued and every 1.5 s while processing', async () => {
    answers = [ok(status({ status: 'queued' })), ok(status({ status: 'queued' })), ok(status())];
    const { result } = poll();
    expect(result.current.status).toBeUndefined();
    await wait(0);
    expect(requests.map((r) => r.at)).toEqual([0]);
    expect(result.current.status?.status).toBe('queued');
    await wait(2000 + 2000 + 1500 + 1500);
    expect(gaps()).toEqual([2000, 2000, 1500, 1500]);
    expect(result.current.status?.status).toBe('processing');
  });

  it('slows to 5 s when more than 5 stories wait ahead for pictures', async () => {
    answers = [ok(status({}, 6)), ok(status({}, 6)), ok(status({}, 5))];
    poll();
    await wait(0 + 5000 + 5000 + 1500);
    expect(gaps()).toEqual([5000, 5000, 1500]);
  });

  it('stops once the story is complete or has failed', async () => {
    answers = [ok(status()), ok(status({ status: 'complete' }))];
    const complete = poll(5);
    await wait(60_000);
    expect(requests).toHaveLength(2);
    expect(complete.result.current.status?.status).toBe('complete');
    complete.unmount();

    requests = [];
    answers = [ok(status({ status: 'error', error: 'The pictures failed' }))];
    const failed = poll(6);
    await wait(60_000);
    expect(requests).toHaveLength(1);
    expect(failed.result.current.status?.error).toBe('The pictures failed');
  });

  it('keeps asking while the page is in the background', async () => {
    focusManager.setFocused(false);
    poll();
    await wait(3 * 1500);
    focusManager.setFocused(undefined);
    expect(gaps()).toEqual([1500, 1500, 1500]);
  });

  it('never asks about a finished story again, even when the story lists are refreshed', async () => {
    answers = [ok(status({ status: 'complete' }))];
    const { client } = poll();
    await wait(0);
    await act(() => client.invalidateQueries({ queryKey: ['/api/stories'] }));
    await wait(60_000);
    expect(requests).toHaveLength(1);
  });

  it('doubles the wait on each failure up to 30 s, warns from 5 failures and stops at 10', async () => {
    answers = [ok(status()), down];
    const { result } = poll();
    // The first failure comes with the second request, the fourth 3 + 6 + 12 s later.
    await wait(1500 + 3000 + 6000 + 12_000);
    expect(requests).toHaveLength(5);
    expect(result.current.problem).toEqual({ notice: 'none' });
    await wait(24_000);
    expect(result.current.problem).toEqual({ notice: 'warning', kind: 'server' });
    await wait(4 * 30_000);
    expect(requests).toHaveLength(10);
    expect(result.current.problem).toEqual({ notice: 'warning', kind: 'server' });
    await wait(30_000);
    expect(result.current.problem).toEqual({ notice: 'stopped', kind: 'server' });
    expect(gaps()).toEqual([
      1500, 3000, 6000, 12_000, 24_000, 30_000, 30_000, 30_000, 30_000, 30_000,
    ]);
    await wait(10 * 60_000);
    expect(requests).toHaveLength(11);
    // The last answer stays on screen.
    expect(result.current.status?.status).toBe('processing');
  });

  it('says when the network is what fails, from the first wait before any answer', async () => {
    answers = [offline];
    const { result } = poll();
    await wait(0 + 4000 + 8000 + 16_000 + 30_000);
    expect(gaps()).toEqual([4000, 8000, 16_000, 30_000]);
    expect(result.current.problem).toEqual({ notice: 'warning', kind: 'network' });
    await wait(5 * 30_000);
    expect(result.current.problem).toEqual({ notice: 'stopped', kind: 'network' });
    expect(result.current.status).toBeUndefined();
  });

  it('forgets the failures when an answer arrives', async () => {
    answers = [ok(status()), down, down, down, down, ok(status())];
    const { result } = poll();
    await wait(0 + 1500 + 3000 + 6000 + 12_000 + 24_000);
    expect(requests).toHaveLength(6);
    expect(result.current.problem).toEqual({ notice: 'none' });
    await wait(1500);
    expect(requests).toHaveLength(7);
    expect(gaps().at(-1)).toBe(1500);
  });

  it('starts again from zero on Retry Connection and keeps the last answer', async () => {
    answers = [ok(status()), down];
    const { result } = poll();
    await wait(1500 + 3000 + 6000 + 12_000 + 24_000 + 5 * 30_000);
    expect(result.current.problem.notice).toBe('stopped');
    answers = [ok(status({ status: 'processing', titleEn: 'The Moon Boat' }))];
    act(() => result.current.reset());
    await wait(0);
    expect(requests).toHaveLength(12);
    expect(result.current.problem).toEqual({ notice: 'none' });
    expect(result.current.status?.titleEn).toBe('The Moon Boat');
    await wait(1500);
    expect(requests).toHaveLength(13);
  });

  it('stops at once on an answer that retrying will not mend, until Retry Connection', async () => {
    answers = [ok(status()), () => answer(404, { message: 'Not found' })];
    const { result } = poll();
    await wait(1500);
    expect(result.current.problem).toEqual({ notice: 'final', httpStatus: 404 });
    await wait(60_000);
    expect(requests).toHaveLength(2);
    answers = [ok(status())];
    act(() => result.current.reset());
    await wait(0);
    expect(requests).toHaveLength(3);
    expect(result.current.problem).toEqual({ notice: 'none' });
  });

  it('polls a failed story again from the start after the owner retries it', async () => {
    answers = [ok(status({ status: 'error', error: 'No pictures' }))];
    const { result } = poll();
    await wait(0);
    // The new attempt's first status takes a second to come.
    answers = [
      () =>
        new Promise((resolve) =>
          setTimeout(() => resolve(ok(status({ status: 'queued' }))()), 1000),
        ),
      ok(status({ status: 'queued' })),
    ];
    act(() => result.current.restart());
    await wait(0);
    expect(result.current.status).toBeUndefined();
    expect(requests).toHaveLength(2);
    await wait(1000);
    expect(result.current.status?.status).toBe('queued');
    await wait(2000);
    expect(requests).toHaveLength(3);
  });

  it('asks again without the stale token after a 401: the status is public', async () => {
    storeUserToken('stale-token');
    answers = [() => answer(401, { message: 'Expired' }), ok(status())];
    const { result } = poll();
    await wait(0);
    expect(requests.map((r) => r.auth)).toEqual(['Bearer stale-token', null]);
    expect(result.current.status?.status).toBe('processing');
    expect(result.current.problem).toEqual({ notice: 'none' });
  });

  it('stops asking when the screen closes, even between retries', async () => {
    answers = [ok(status()), down];
    const { unmount } = poll();
    await wait(1500);
    unmount();
    await wait(10 * 60_000);
    expect(requests).toHaveLength(2);
  });
});
