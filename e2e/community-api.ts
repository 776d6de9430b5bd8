import { request as playwrightRequest, type Page } from '@playwright/test';
import { adminPassword } from './outbox.ts';

export interface Answer<T = unknown> {
  status: number;
  body: T;
}

/** A call from the page with the signed-in parent's token and a CSRF token, as the app makes it. */
export async function parentCall<T = unknown>(page: Page, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: Record<string, unknown>): Promise<Answer<T>> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const auth = { Authorization: `Bearer ${window.localStorage.getItem('authToken')}` };
      const init: RequestInit = { method, credentials: 'include', headers: auth };
      if (method !== 'GET') {
        const { csrfToken } = (await (await fetch('/api/csrf-token', { headers: auth, credentials: 'include' })).json()) as { csrfToken: string };
        init.headers = { ...auth, 'Content-Type': 'application/json', 'X-CSRF-Token': csrfToken };
        init.body = JSON.stringify({ ...body, _csrf: csrfToken });
      }
      const response = await fetch(path, init);
      const text = await response.text();
      return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
    },
    { method, path, body },
  );
}

/** The first admin, signed in through the API: answers a caller of admin routes (token and CSRF included). */
export async function adminCaller(baseURL: string): Promise<{ call: <T = unknown>(method: 'GET' | 'POST', path: string, body?: Record<string, unknown>) => Promise<Answer<T>>; dispose: () => Promise<void> }> {
  const api = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': `10.250.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}` } });
  const csrf = async (token?: string) => ((await (await api.get('/api/csrf-token', { headers: token ? { Authorization: `Bearer ${token}` } : {} })).json()) as { csrfToken: string }).csrfToken;
  const login = await api.post('/api/admin/login', { headers: { 'X-CSRF-Token': await csrf() }, data: { username: 'admin', password: adminPassword() } });
  if (!login.ok()) throw new Error(`admin sign-in: ${login.status()} ${await login.text()}`);
  const { token } = (await login.json()) as { token: string };
  const csrfToken = await csrf(token);
  return {
    call: async <T = unknown>(method: 'GET' | 'POST', path: string, body?: Record<string, unknown>) => {
      const response = await api.fetch(path, { method, headers: { Authorization: `Bearer ${token}`, 'X-CSRF-Token': csrfToken }, data: method === 'POST' ? body ?? {} : undefined });
      const text = await response.text();
      return { status: response.status(), body: (text ? JSON.parse(text) : null) as T };
    },
    dispose: () => api.dispose(),
  };
}
