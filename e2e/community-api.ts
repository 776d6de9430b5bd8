import { request as playwrightRequest, type APIResponse, type Page } from '@playwright/test';
import { dismissCookies, expect, test, texts } from './fixtures.ts';
import { adminPassword } from './outbox.ts';

export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
}

/** A call from the page as the app would make it: the parent's token, and CSRF for a change. */
export async function callAsParent<T = Record<string, unknown>>(page: Page, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: Record<string, unknown>): Promise<Answer<T>> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const auth = { Authorization: `Bearer ${window.localStorage.getItem('authToken')}` };
      const headers: Record<string, string> = { ...auth };
      let payload: string | undefined;
      if (method !== 'GET') {
        const { csrfToken } = (await (await fetch('/api/csrf-token', { headers: auth, credentials: 'include' })).json()) as { csrfToken: string };
        headers['X-CSRF-Token'] = csrfToken;
        headers['Content-Type'] = 'application/json';
        payload = JSON.stringify({ ...body, _csrf: csrfToken });
      }
      const response = await fetch(path, { method, headers, body: payload, credentials: 'include' });
      const text = await response.text();
      return { status: response.status, body: (text ? JSON.parse(text) : {}) as never };
    },
    { method, path, body },
  );
}

/** The owner publishes a finished story to the library, under a display name (needed once per account). */
export async function publishStory(page: Page, id: number, displayName = 'Umm Noor'): Promise<void> {
  const answer = await callAsParent(page, 'POST', `/api/stories/${id}/publish`, { displayName });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

export interface Admin {
  call: (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, data?: Record<string, unknown>) => Promise<APIResponse>;
  /** approve (a new author's first story), restore (a hidden one) or remove, with the reason its author sees. */
  moderateStory: (id: number, action: 'approve' | 'restore' | 'remove', reason?: string) => Promise<void>;
  grantPlan: (email: string, plan: 'free' | 'family' | 'heritage') => Promise<void>;
  dispose: () => Promise<void>;
}

/** The admin, signed in through the API from an address of its own (the sign-in throttles count per address). */
export async function signInAdmin(): Promise<Admin> {
  const address = `10.250.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
  const request = await playwrightRequest.newContext({ baseURL: test.info().project.use.baseURL, extraHTTPHeaders: { 'x-forwarded-for': address } });
  const first = ((await (await request.get('/api/csrf-token')).json()) as { csrfToken: string }).csrfToken;
  const login = await request.post('/api/admin/login', { data: { username: 'admin', password: adminPassword() }, headers: { 'x-csrf-token': first } });
  expect(login.status()).toBe(200);
  const authorization = `Bearer ${((await login.json()) as { token: string }).token}`;
  const csrf = ((await (await request.get('/api/csrf-token', { headers: { authorization } })).json()) as { csrfToken: string }).csrfToken;
  const call: Admin['call'] = (method, path, data) => request.fetch(path, { method, data: method === 'GET' ? undefined : (data ?? {}), headers: { authorization, 'x-csrf-token': csrf } });
  return {
    call,
    moderateStory: async (id, action, reason = '') => {
      const answer = await call('POST', `/api/admin/moderation/stories/${id}`, { action, reason });
      expect(answer.status(), await answer.text()).toBe(200);
    },
    grantPlan: async (email, plan) => {
      expect((await call('POST', '/api/admin/users/plan', { email, plan })).status()).toBe(200);
    },
    dispose: () => request.dispose(),
  };
}

/**
 * The admin signs in on the admin sign-in page in this browser, from an address of its own, and
 * lands on the dashboard (the admin pages then follow the language switch).
 */
export async function signInAdminPage(page: Page): Promise<void> {
  await dismissCookies(page);
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `10.251.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}` });
  await page.goto('/admin/login');
  await page.getByLabel(texts.en.admin.username).fill('admin');
  await page.getByLabel(texts.en.admin.password, { exact: true }).fill(adminPassword());
  await page.getByRole('button', { name: texts.en.admin.submit }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}
