import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, target, type TestApp } from './helper.ts';

/** Headers every answer carries whatever it is: the security headers, and how the body is typed. */
const sameEverywhere = [
  'content-security-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
  'content-type',
] as const;

const pick = (response: LightMyRequestResponse) =>
  Object.fromEntries(sameEverywhere.map((name) => [name, response.headers[name]]));

/**
 * A badly encoded URL and an over-long path parameter are refused by the router before any route
 * or hook runs; they must still look like every other error of the app.
 */
describe(`errors the router answers (${target})`, () => {
  let t: TestApp;
  let normal: LightMyRequestResponse;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'https://qamar.test' } });
    normal = await t.inject({ method: 'GET', url: '/api/no-such-thing' });
  });
  afterAll(async () => t.close());

  it('has every security header on an ordinary error (the reference below)', () => {
    expect(normal.statusCode).toBe(404);
    for (const name of sameEverywhere) expect(normal.headers[name], name).toBeTruthy();
  });

  it('answers a badly encoded URL with 400, the app’s error JSON and the same headers, without echoing the URL', async () => {
    for (const url of [
      '/api/%E0%A4%A',
      '/api/stories/%E0%A4%A/status',
      '/%E0%A4%A',
      '/share/%C0%AF',
    ]) {
      const response = await t.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toEqual({
        message: 'This web address is not valid.',
        code: 'BAD_URL',
      });
      expect(pick(response), url).toEqual(pick(normal));
      expect(response.body).not.toContain('%E0');
    }
  });

  it('answers an over-long path parameter with 414, the app’s error JSON and the same headers, without echoing the URL', async () => {
    const long = '7'.repeat(500);
    for (const url of [
      `/api/stories/${long}`,
      `/api/share/${long}`,
      `/api/stories/${long}/status`,
    ]) {
      const response = await t.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(414);
      expect(response.json(), url).toEqual({
        message: 'This web address is too long.',
        code: 'URI_TOO_LONG',
      });
      expect(pick(response), url).toEqual(pick(normal));
      expect(response.body).not.toContain(long);
    }
  });

  it('answers them in the caller’s language', async () => {
    const badUrl = await t.inject({
      method: 'GET',
      url: '/api/%E0%A4%A',
      headers: { 'accept-language': 'ar' },
    });
    expect(badUrl.json()).toEqual({ message: 'عنوان الصفحة هذا غير صالح.', code: 'BAD_URL' });
    const tooLong = await t.inject({
      method: 'POST',
      url: `/api/stories/${'9'.repeat(300)}/retry`,
      headers: { 'accept-language': 'ar-EG,ar;q=0.9' },
    });
    expect(tooLong.statusCode).toBe(414);
    expect(tooLong.json()).toEqual({ message: 'عنوان الصفحة هذا طويل جدًا.', code: 'URI_TOO_LONG' });
  });

  it('answers a method a path does not take, and unknown API paths, with the same JSON 404 and headers', async () => {
    for (const [method, url] of [
      ['PUT', '/api/feedback'],
      ['GET', '/api/feedback'],
      ['DELETE', '/api/health'],
      ['PATCH', '/api/stories'],
      ['OPTIONS', '/api/stories'],
      ['GET', '/api'],
      ['POST', '/api/no/such/thing'],
    ] as const) {
      const response = await t.inject({ method, url });
      expect([403, 404], `${method} ${url}`).toContain(response.statusCode);
      const body = response.json();
      expect(Object.keys(body).sort(), `${method} ${url}`).toEqual(['code', 'message']);
      expect(pick(response), `${method} ${url}`).toEqual(pick(normal));
    }
  });

  it('never answered a 5xx', () => {
    expect(t.serverErrors).toEqual([]);
  });
});
