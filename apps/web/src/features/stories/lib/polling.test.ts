import { describe, expect, it } from 'vitest';
import type { StoryStatusResponse } from '@qamar/shared';
import {
  classifyFailure,
  initialPollState,
  nextPollDelay,
  pollNotice,
  pollReducer,
  type PollEvent,
  type PollState,
} from './polling.ts';

function status(
  overrides: Partial<StoryStatusResponse> = {},
  imagePosition = 0,
): StoryStatusResponse {
  return {
    status: 'processing',
    progress: {
      text: '',
      images: '',
      audio: '',
      imagesPercent: 0,
      audioPercent: 0,
      textComplete: false,
    },
    queue: { imagePosition, audioPosition: 0, estimatedImageWait: 0, estimatedAudioWait: 0 },
    titleEn: null,
    titleAr: null,
    error: null,
    ...overrides,
  };
}

const run = (events: PollEvent[], from: PollState = initialPollState) =>
  events.reduce(pollReducer, from);
const failures = (count: number, kind: 'server' | 'network' = 'server'): PollEvent[] =>
  Array.from({ length: count }, () => ({ type: 'failure', kind }));

describe('status polling schedule', () => {
  it('starts at 2 s before the first answer and for a queued story', () => {
    expect(nextPollDelay(initialPollState)).toBe(2000);
    expect(nextPollDelay(run([{ type: 'answer', status: status({ status: 'queued' }) }]))).toBe(
      2000,
    );
  });

  it('polls every 1.5 s while the story is processing', () => {
    expect(nextPollDelay(run([{ type: 'answer', status: status() }]))).toBe(1500);
  });

  it('slows to 5 s when more than 5 stories wait ahead for pictures', () => {
    expect(nextPollDelay(run([{ type: 'answer', status: status({}, 6) }]))).toBe(5000);
    expect(nextPollDelay(run([{ type: 'answer', status: status({}, 5) }]))).toBe(1500);
  });

  it('doubles the wait on each failure, up to 30 s', () => {
    const answered = run([{ type: 'answer', status: status() }]);
    expect(nextPollDelay(run(failures(1), answered))).toBe(3000);
    expect(nextPollDelay(run(failures(3), answered))).toBe(12_000);
    expect(nextPollDelay(run(failures(5), answered))).toBe(30_000);
  });

  it('resets the failure count when an answer arrives', () => {
    const state = run([...failures(4), { type: 'answer', status: status() }]);
    expect(state.failures).toBe(0);
    expect(nextPollDelay(state)).toBe(1500);
  });

  it('warns softly from 5 failures and stops at 10', () => {
    expect(pollNotice(run(failures(4)))).toBe('none');
    expect(pollNotice(run(failures(5)))).toBe('warning');
    const stopped = run(failures(10, 'network'));
    expect(pollNotice(stopped)).toBe('stopped');
    expect(stopped.lastFailure).toBe('network');
    expect(nextPollDelay(stopped)).toBeNull();
  });

  it('starts again from zero on Retry Connection and keeps the last answer', () => {
    const stopped = run([{ type: 'answer', status: status() }, ...failures(10)]);
    const again = pollReducer(stopped, { type: 'reset' });
    expect(again.failures).toBe(0);
    expect(again.status?.status).toBe('processing');
    expect(nextPollDelay(again)).toBe(1500);
  });

  it('polls a failed story again from the start after the owner retries it', () => {
    const failed = run([{ type: 'answer', status: status({ status: 'error' }) }]);
    const again = pollReducer(failed, { type: 'restart' });
    expect(again.status).toBeUndefined();
    expect(nextPollDelay(again)).toBe(2000);
  });

  it('stops once the story is complete or has failed', () => {
    expect(
      nextPollDelay(run([{ type: 'answer', status: status({ status: 'complete' }) }])),
    ).toBeNull();
    expect(
      nextPollDelay(run([{ type: 'answer', status: status({ status: 'error' }) }])),
    ).toBeNull();
  });

  it('stops on an answer that retrying will not mend', () => {
    expect(nextPollDelay(run([{ type: 'fatal', httpStatus: 404 }]))).toBeNull();
  });
});

describe('status failures', () => {
  it('ignores aborted requests', () => {
    expect(classifyFailure(new DOMException('aborted', 'AbortError'))).toEqual({ type: 'ignore' });
  });

  it('counts server errors and network failures, and ends on other statuses', () => {
    expect(classifyFailure(Object.assign(new Error('503: down'), { status: 503 }))).toEqual({
      type: 'failure',
      kind: 'server',
    });
    expect(classifyFailure(new TypeError('Failed to fetch'))).toEqual({
      type: 'failure',
      kind: 'network',
    });
    expect(classifyFailure(Object.assign(new Error('404: gone'), { status: 404 }))).toEqual({
      type: 'fatal',
      httpStatus: 404,
    });
  });
});
