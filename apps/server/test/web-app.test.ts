import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, target, type TestApp } from './helper.ts';

describe(`serving the web app (${target})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it.each(['/', '/help', '/create', '/story/12', '/nope/deeper'])('answers the client route %s with the page, revalidated each time', async (url) => {
    const response = await t.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<html lang="en" dir="ltr">');
  });

  it.each(['/ar', '/ar/help', '/ar/story/12'])('serves %s right to left in Arabic from the first byte', async (url) => {
    const response = await t.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="ar" dir="rtl">');
  });

  it('caches hashed assets for a year', async () => {
    const response = await t.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('revalidates files that are not hashed', async () => {
    const response = await t.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing file with 404 rather than the page', async () => {
    const response = await t.inject({ method: 'GET', url: '/assets/missing-000000.js' });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });

  it('does not fall back to the page for API paths or other methods', async () => {
    expect((await t.inject({ method: 'GET', url: '/api' })).statusCode).toBe(404);
    expect((await t.inject({ method: 'GET', url: '/api/unknown' })).headers['content-type']).toContain('application/json');
  });

  it('never answered a 5xx', () => {
    expect(t.serverErrors).toEqual([]);
  });
});
