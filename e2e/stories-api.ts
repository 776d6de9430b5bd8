import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/**
 * POST /api/stories from the page with the token and CSRF the app would use (two catalogue
 * characters, the first place, `extra` on top); answers the status and body.
 */
export async function postStory(
  page: Page,
  extra: Record<string, unknown> = {},
): Promise<{ status: number; body: { id?: number; code?: string } }> {
  return page.evaluate(async (fields) => {
    const auth = { Authorization: `Bearer ${window.localStorage.getItem('authToken')}` };
    const characters = (await (
      await fetch('/api/characters/default', { headers: auth })
    ).json()) as Array<{ id: number }>;
    const locations = (await (await fetch('/api/locations', { headers: auth })).json()) as Array<{
      id: number;
    }>;
    const { csrfToken } = (await (
      await fetch('/api/csrf-token', { headers: auth, credentials: 'include' })
    ).json()) as { csrfToken: string };
    const response = await fetch('/api/stories', {
      method: 'POST',
      credentials: 'include',
      headers: { ...auth, 'Content-Type': 'application/json', 'X-CSRF-Token': csrfToken },
      body: JSON.stringify({
        selectedCharacterIds: characters.slice(0, 2).map((c) => c.id),
        selectedLocationId: locations[0]?.id,
        length: 3,
        ...fields,
        _csrf: csrfToken,
      }),
    });
    return {
      status: response.status,
      body: (await response.json()) as { id?: number; code?: string },
    };
  }, extra);
}

/** Creates a story as the /create form would (the form itself has its own suite); answers its id. */
export async function createStoryFromPage(page: Page, length: number): Promise<number> {
  const answer = await postStory(page, { length });
  expect(answer.status).toBe(201);
  return answer.body.id as number;
}

/** Waits until the story's generation is complete (the embedded engines take one to two minutes). */
export async function waitUntilComplete(page: Page, id: number): Promise<void> {
  await expect
    .poll(
      async () =>
        ((await (await page.request.get(`/api/stories/${id}/status`)).json()) as { status: string })
          .status,
      { timeout: 170_000, intervals: [1000] },
    )
    .toBe('complete');
}
