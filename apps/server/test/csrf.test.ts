import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, target, type TestApp } from './helper.ts';

const feedback = { category: 'general', message: 'Lovely app', pageUrl: '/' };

describe(`CSRF protection (${target})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('sets the _csrf cookie readable by the page and returns the same token', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/csrf-token' });
    expect(response.statusCode).toBe(200);
    const { csrfToken } = response.json() as { csrfToken: string };
    const cookie = response.cookies.find((c) => c.name === '_csrf');
    expect(cookie?.value).toBe(csrfToken);
    expect(cookie?.httpOnly).toBeFalsy();
    expect(cookie?.sameSite).toBe('Lax');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('refuses a mutating call without the X-CSRF-Token header with 403 and a message', async () => {
    const { cookie } = await t.csrf();
    const response = await t.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: { cookie },
      payload: feedback,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      message: 'Your security check has expired. Please reload the page and try again.',
      code: 'CSRF_INVALID',
    });
  });

  it('answers the refusal in Arabic to an Arabic page', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: { 'accept-language': 'ar' },
      payload: feedback,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(
      'انتهت صلاحية التحقق الأمني. يرجى إعادة تحميل الصفحة والمحاولة مرة أخرى.',
    );
  });

  it('refuses a header that does not match the cookie', async () => {
    const first = await t.csrf();
    const second = await t.csrf();
    const response = await t.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: { cookie: first.cookie, 'x-csrf-token': second.token },
      payload: feedback,
    });
    expect(response.statusCode).toBe(403);
  });

  it('refuses a planted cookie the server did not sign, even when the header matches it', async () => {
    const planted = 'AAAAAAAAAAAAAAAAAAAAAAAA.touj3z.forgedsignatureforgedsignatureforgedsig';
    const response = await t.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: { cookie: `_csrf=${planted}`, 'x-csrf-token': planted },
      payload: feedback,
    });
    expect(response.statusCode).toBe(403);
  });

  it('refuses a token issued to another session', async () => {
    const anonymous = await t.csrf();
    const response = await t.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: {
        cookie: anonymous.cookie,
        'x-csrf-token': anonymous.token,
        authorization: 'Bearer some.session.token',
      },
      payload: feedback,
    });
    expect(response.statusCode).toBe(403);
    const bound = await t.csrf({ authorization: 'Bearer some.session.token' });
    const accepted = await t.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: {
        cookie: bound.cookie,
        'x-csrf-token': bound.token,
        authorization: 'Bearer some.session.token',
      },
      payload: feedback,
    });
    expect(accepted.statusCode).toBe(201);
  });

  it('accepts a matching signed token', async () => {
    const { token, cookie } = await t.csrf();
    const response = await t.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: { cookie, 'x-csrf-token': token },
      payload: feedback,
    });
    expect(response.statusCode).toBe(201);
  });

  it('does not ask GET calls for a token', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
  });

  it('never answered a 5xx', () => {
    expect(t.serverErrors).toEqual([]);
  });
});
