import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.ts';
import { adminToken, parent, withCsrf } from './accounts-helper.ts';
import { createTestApp, target, type TestApp } from './helper.ts';

/**
 * The router decodes a path before it matches it, so /%61pi/... and /ap%69/... reach the /api/
 * routes: every check that depends on the path must see the path the router matched.
 */
describe(`percent-encoded paths (${target})`, () => {
  let t: TestApp;
  let parentToken: string;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp({ env: { ADMIN_USERNAME: 'warda', ADMIN_PASSWORD: 'night-garden-7' } });
    parentToken = (await parent(t, 'encoded@example.com')).token;
    admin = await adminToken(t, 'warda', 'night-garden-7');
  });
  afterAll(async () => t.close());

  const planOf = async (email: string) =>
    (await t.handle.db.select({ plan: users.plan }).from(users).where(eq(users.email, email)))[0]
      ?.plan;
  const nameOf = async (email: string) =>
    (await t.handle.db.select({ name: users.name }).from(users).where(eq(users.email, email)))[0]
      ?.name;

  it('reaches the API routes through encoded paths (the premise of the checks below)', async () => {
    for (const url of ['/%61pi/user', '/ap%69/user', '/%61%70%69/user']) {
      const response = await t.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${parentToken}` },
      });
      expect(response.statusCode, url).toBe(200);
      expect(response.json().email).toBe('encoded@example.com');
    }
  });

  it('refuses a profile change through an encoded path without a CSRF token', async () => {
    for (const url of ['/%61pi/user/profile', '/ap%69/user/profile', '/api/%75ser/profile']) {
      const response = await t.inject({
        method: 'PATCH',
        url,
        headers: { authorization: `Bearer ${parentToken}` },
        payload: { name: 'Hijacked' },
      });
      expect(response.statusCode, url).toBe(403);
      expect(response.json().code).toBe('CSRF_INVALID');
    }
    expect(await nameOf('encoded@example.com')).toBe('Layla Haddad');
  });

  it('refuses an admin plan grant through an encoded path without a CSRF token', async () => {
    for (const url of ['/%61pi/admin/users/plan', '/ap%69/admin/users/plan']) {
      const response = await t.inject({
        method: 'POST',
        url,
        headers: { authorization: `Bearer ${admin}` },
        payload: { email: 'encoded@example.com', plan: 'heritage' },
      });
      expect(response.statusCode, url).toBe(403);
      expect(response.json().code).toBe('CSRF_INVALID');
    }
    expect(await planOf('encoded@example.com')).toBe('free');
  });

  it('still accepts the same calls through an encoded path with a valid CSRF token', async () => {
    const response = await t.inject({
      method: 'PATCH',
      url: '/%61pi/user/profile',
      headers: await withCsrf(t, parentToken),
      payload: { name: 'Layla H.' },
    });
    expect(response.statusCode).toBe(200);
    expect(await nameOf('encoded@example.com')).toBe('Layla H.');
  });

  it('counts feedback sent through encoded paths against the same limit: the sixth in ten minutes is refused', async () => {
    const headers = await withCsrf(t);
    const urls = [
      '/%61pi/feedback',
      '/ap%69/feedback',
      '/%61pi/feedback',
      '/api/feedback',
      '/%61pi/f%65edback',
      '/%61pi/feedback',
    ];
    const statuses: number[] = [];
    for (const url of urls) {
      const response = await t.inject({
        method: 'POST',
        url,
        headers,
        payload: { message: 'Lovely stories' },
        remoteAddress: '10.40.0.1',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('holds the picture-book limit through encoded paths', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      const url = i % 2 ? '/%61pi/stories/999/pdf' : '/api/st%6Fries/999/pdf';
      statuses.push(
        (await t.inject({ method: 'GET', url, remoteAddress: '10.40.0.2' })).statusCode,
      );
    }
    expect(statuses.slice(0, 20).every((status) => status === 404)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it('holds the general API limit through encoded paths', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 301; i += 1)
      statuses.push(
        (await t.inject({ method: 'GET', url: '/%61pi/csrf-token', remoteAddress: '10.40.0.3' }))
          .statusCode,
      );
    expect(statuses.slice(0, 300).every((status) => status === 200)).toBe(true);
    expect(statuses[300]).toBe(429);
  });

  it('answers an unknown API path reached through an encoded path with the JSON 404, not a page', async () => {
    const response = await t.inject({ method: 'GET', url: '/%61pi/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
  });

  it('gives an encoded /ar page the Arabic page', async () => {
    const response = await t.inject({ method: 'GET', url: '/%61r/dashboard' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="ar" dir="rtl">');
  });

  it('never answered a 5xx', () => {
    expect(t.serverErrors).toEqual([]);
  });
});
