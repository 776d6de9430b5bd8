import { request as playwrightRequest, type APIResponse, type Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { adminTokenThroughApi } from './admin-session.ts';

export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
}

/** A call from the page as the app would make it: the parent's token, and CSRF for a change. */
export async function callAsParent<T = Record<string, unknown>>(
  page: Page,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: Record<string, unknown>,
): Promise<Answer<T>> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const auth = { Authorization: `Bearer ${window.localStorage.getItem('authToken')}` };
      const headers: Record<string, string> = { ...auth };
      let payload: string | undefined;
      if (method !== 'GET') {
        const { csrfToken } = (await (
          await fetch('/api/csrf-token', { headers: auth, credentials: 'include' })
        ).json()) as { csrfToken: string };
        headers['X-CSRF-Token'] = csrfToken;
        headers['Content-Type'] = 'application/json';
        payload = JSON.stringify({ ...body, _csrf: csrfToken });
      }
      const response = await fetch(path, {
        method,
        headers,
        body: payload,
        credentials: 'include',
      });
      const text = await response.text();
      return { status: response.status, body: (text ? JSON.parse(text) : {}) as never };
    },
    { method, path, body },
  );
}

/** The owner publishes a finished story to the library, under a display name (needed once per account). */
export async function publishStory(
  page: Page,
  id: number,
  displayName = 'Umm Noor',
): Promise<void> {
  const answer = await callAsParent(page, 'POST', `/api/stories/${id}/publish`, { displayName });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

export interface Admin {
  /** The admin's bearer token (for a page signed in as the admin: `signInAdminPage`). */
  token: string;
  call: (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    data?: Record<string, unknown>,
  ) => Promise<APIResponse>;
  /** approve (a new author's first story), restore (a hidden one) or remove, with the reason its author sees. */
  moderateStory: (
    id: number,
    action: 'approve' | 'restore' | 'remove',
    reason?: string,
  ) => Promise<void>;
  grantPlan: (email: string, plan: 'free' | 'family' | 'heritage') => Promise<void>;
  dispose: () => Promise<void>;
}

/** The admin, signed in through the API (password and authenticator code) from an address of its own (the sign-in throttles count per address). */
export async function signInAdmin(): Promise<Admin> {
  const address = `10.250.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
  const request = await playwrightRequest.newContext({
    baseURL: test.info().project.use.baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': address },
  });
  const authorization = `Bearer ${await adminTokenThroughApi(request)}`;
  const csrf = (
    (await (await request.get('/api/csrf-token', { headers: { authorization } })).json()) as {
      csrfToken: string;
    }
  ).csrfToken;
  const call: Admin['call'] = (method, path, data) =>
    request.fetch(path, {
      method,
      data: method === 'GET' ? undefined : (data ?? {}),
      headers: { authorization, 'x-csrf-token': csrf },
    });
  return {
    token: authorization.slice('Bearer '.length),
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
 * A page signed in as the admin, in a language: the admin's token and language are in the page's
 * storage before any of its scripts run (admin pages have no /ar twin: they take the stored language).
 */
export async function signInAdminPage(page: Page, lang: 'en' | 'ar'): Promise<Admin> {
  const admin = await signInAdmin();
  await page.addInitScript(
    ({ token, language }) => {
      window.localStorage.setItem('adminToken', token);
      window.localStorage.setItem('preferredLanguage', language);
      window.localStorage.setItem('cookieConsent', 'declined');
    },
    { token: admin.token, language: lang },
  );
  return admin;
}
