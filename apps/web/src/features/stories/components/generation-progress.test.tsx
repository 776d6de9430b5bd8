// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StoryStatusResponse } from '@qamar/shared';
import { i18n } from '../../../lib/i18n.ts';
import { loadBothLanguages } from '../../../lib/testing/fixtures.ts';
import { renderAt } from '../../../lib/testing/render-at.tsx';
import { storeUserToken } from '../../../lib/tokens.ts';
import { storiesAr } from '../../../locales/stories.ar.ts';
import { answer } from '../../../lib/testing/answer.ts';
import { storyStatus } from '../testing/story-status.ts';
import { GenerationProgress } from './generation-progress.tsx';

/** The status answers to come, in order; the last one repeats. */
let statuses: Array<() => Response>;
let calls: string[];
const ok = (status: StoryStatusResponse) => () => answer(200, status);
const down = () => answer(503, { message: 'Down' });

function renderProgress(path = '/create') {
  renderAt(
    path,
    <Routes>
      <Route
        path="*"
        element={<GenerationProgress storyId={5} onCreateAnother={() => undefined} />}
      />
      <Route path="/story/:id" element={<p>The story page</p>} />
      <Route path="/ar/story/:id" element={<p>صفحة القصة</p>} />
    </Routes>,
  );
  return screen.getByRole('region');
}

/** Lets `ms` pass, and a millisecond more for React Query to tell the screen. */
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms + 1));
const heading = (region: HTMLElement) => within(region).getByRole('heading').textContent;
const step = (region: HTMLElement, key: string) =>
  region.querySelector(`[data-step="${key}"]`)?.getAttribute('data-state');

describe('GenerationProgress', () => {
  beforeAll(loadBothLanguages);
  beforeEach(() => {
    vi.useFakeTimers();
    statuses = [ok(storyStatus({ status: 'queued' }))];
    calls = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string, init: RequestInit) => {
        calls.push(`${init.method ?? 'GET'} ${path}`);
        if (path === '/api/stories/5/status') {
          const next = statuses.length > 1 ? statuses.shift() : statuses[0];
          return next!();
        }
        if (path === '/api/stories/5') return answer(200, { id: 5, isOwner: true });
        if (path === '/api/csrf-token') return answer(200, { csrfToken: 'csrf' });
        if (path === '/api/stories/5/retry') return answer(200, { success: true });
        return answer(404, { message: 'Not found' });
      }),
    );
  });
  afterEach(async () => {
    cleanup();
    localStorage.clear();
    vi.unstubAllGlobals();
    vi.useRealTimers();
    await i18n.changeLanguage('en');
  });

  const statusCalls = () => calls.filter((c) => c === 'GET /api/stories/5/status').length;

  it('gets ready, then writes, first in the queue', async () => {
    statuses = [ok(storyStatus({ status: 'queued' })), ok(storyStatus())];
    const region = renderProgress();
    expect(heading(region)).toBe('Getting ready...');
    expect(region.getAttribute('aria-busy')).toBe('true');
    await wait(0);
    expect(heading(region)).toBe('Writing your story');
    expect(step(region, 'writing')).toBe('pending');
    await wait(2000);
    expect(step(region, 'writing')).toBe('active');
    expect(step(region, 'drawing')).toBe('pending');
    expect(within(region).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('0');
    expect(within(region).getByRole('navigation', { name: 'While you wait' })).toBeTruthy();
  });

  it('paints the pages once the text is written, with the overall percent', async () => {
    statuses = [
      ok(
        storyStatus({
          progress: { textComplete: true, imagesPercent: 50, images: '2 of 4 pictures' },
          titleEn: 'The Moon Boat',
          titleAr: 'قارب القمر',
        }),
      ),
    ];
    const region = renderProgress();
    await wait(0);
    expect(heading(region)).toBe('Painting the pictures');
    expect(step(region, 'writing')).toBe('complete');
    expect(step(region, 'drawing')).toBe('active');
    expect(region.textContent).toContain('2 of 4 pictures');
    expect(within(region).getByTestId('overall-percent').textContent).toBe('50%');
    expect(region.textContent).toContain('The Moon Boat');
    expect(region.textContent).toContain('قارب القمر');
  });

  it('says the story could not be finished, and its owner starts it again from the start', async () => {
    storeUserToken('parent-token');
    statuses = [ok(storyStatus({ status: 'error', error: 'The pictures could not be drawn.' }))];
    const region = renderProgress();
    await wait(0);
    expect(heading(region)).toBe('This story could not be finished');
    expect(region.getAttribute('aria-busy')).toBe('false');
    expect(step(region, 'writing')).toBe('failed');
    const failure = within(region)
      .getAllByRole('alert')
      .find((a) => a.textContent?.includes('The pictures could not be drawn.'));
    expect(failure).toBeTruthy();
    await wait(60_000);
    expect(statusCalls()).toBe(1);
    statuses = [ok(storyStatus({ status: 'queued' }))];
    await act(async () => {
      fireEvent.click(within(region).getByRole('button', { name: 'Try again' }));
    });
    await wait(0);
    expect(calls).toContain('POST /api/stories/5/retry');
    expect(statusCalls()).toBe(2);
    expect(heading(region)).toBe('Writing your story');
  });

  it('opens the finished story by itself after a second', async () => {
    statuses = [
      ok(
        storyStatus({
          status: 'complete',
          progress: { textComplete: true, imagesPercent: 100, audioPercent: 100 },
        }),
      ),
    ];
    const region = renderProgress();
    await wait(0);
    expect(heading(region)).toBe('Your story is ready!');
    expect(within(region).getByTestId('overall-percent').textContent).toBe('100%');
    expect(within(region).getByRole('link', { name: 'View Story' }).getAttribute('href')).toBe(
      '/story/5',
    );
    expect(screen.queryByText('The story page')).toBeNull();
    await wait(1000);
    expect(screen.getByText('The story page')).toBeTruthy();
  });

  it('warns after 5 failed requests, stops after 10, and Retry Connection asks again', async () => {
    statuses = [ok(storyStatus()), down];
    const region = renderProgress();
    await wait(1500 + 3000 + 6000 + 12_000);
    expect(within(region).queryByText(/technical difficulties/)).toBeNull();
    await wait(24_000);
    expect(region.textContent).toContain('We’re experiencing some technical difficulties...');
    expect(region.textContent).toContain('Your story is still being created.');
    expect(within(region).queryByRole('button', { name: 'Retry Connection' })).toBeNull();
    await wait(5 * 30_000);
    const stopped = within(region)
      .getAllByRole('alert')
      .find((a) => a.textContent?.includes('The story generation has stopped'));
    expect(stopped?.textContent).toContain('Your story may still finish');
    expect(statusCalls()).toBe(11);
    statuses = [ok(storyStatus())];
    fireEvent.click(within(region).getByRole('button', { name: 'Retry Connection' }));
    await wait(0);
    expect(statusCalls()).toBe(12);
    expect(within(region).queryByRole('button', { name: 'Retry Connection' })).toBeNull();
  });

  it('stops at once on a final answer and names it', async () => {
    statuses = [() => answer(404, { message: 'Not found' })];
    const region = renderProgress();
    await wait(60_000);
    expect(statusCalls()).toBe(1);
    expect(region.textContent).toContain('Failed to fetch status: 404');
  });

  it('speaks Arabic on /ar: stages, notices and links', async () => {
    await i18n.changeLanguage('ar');
    statuses = [
      ok(storyStatus({ status: 'queued' })),
      () => {
        throw new TypeError('Failed to fetch');
      },
    ];
    const region = renderProgress('/ar/create');
    expect(heading(region)).toBe(storiesAr.progress.stages.preparing.title);
    await wait(0);
    expect(heading(region)).toBe(storiesAr.progress.stages.writing.title);
    expect(
      within(region).getByRole('link', { name: storiesAr.progress.library }).getAttribute('href'),
    ).toBe('/ar/library');
    await wait(2000 + 4000 + 8000 + 16_000 + 30_000);
    expect(region.textContent).toContain(storiesAr.progress.warningNetwork);
    await wait(5 * 30_000);
    expect(region.textContent).toContain(storiesAr.progress.stoppedNetwork);
    expect(
      within(region).getByRole('button', { name: storiesAr.progress.retryConnection }),
    ).toBeTruthy();
  });
});
