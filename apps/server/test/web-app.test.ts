import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, target, type TestApp } from './helper.ts';

const EMPTY_ROOT = '<div id="root"></div>';
const ENGLISH_LANDING = '<h1>Stories your child will ask for</h1>';
const ARABIC_LANDING = '<h1>حكايات يطلبها طفلك كل ليلة</h1>';

describe(`serving the web app (${target})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it.each(['/help', '/create', '/story/12', '/share/abc', '/nope/deeper', '/help?from=mail'])(
    'answers the client route %s with the page, its #root empty, revalidated each time',
    async (url) => {
      const response = await t.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<html lang="en" dir="ltr">');
      expect(response.body).toContain(EMPTY_ROOT);
      expect(response.body).not.toContain(ENGLISH_LANDING);
    },
  );

  it.each(['/ar/help', '/ar/story/12', '/ar/auth'])(
    'serves %s right to left in Arabic from the first byte, its #root empty',
    async (url) => {
      const response = await t.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<html lang="ar" dir="rtl">');
      expect(response.body).toContain(EMPTY_ROOT);
      expect(response.body).not.toContain(ARABIC_LANDING);
    },
  );

  it.each(['/', '/?ref=newsletter'])(
    'answers %s with the prerendered English landing page, its links on the public URL',
    async (url) => {
      const response = await t.inject({
        method: 'GET',
        url,
        headers: { 'accept-language': 'en-GB,en;q=0.9,ar;q=0.8' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers.vary).toContain('accept-language');
      expect(response.body).toContain('<html lang="en" dir="ltr">');
      expect(response.body).toContain(ENGLISH_LANDING);
      expect(response.body).toContain(
        '<link data-server-head rel="canonical" href="http://qamar.test/"/>',
      );
      expect(response.body).toContain(
        '<link data-server-head rel="alternate" hrefLang="ar" href="http://qamar.test/ar"/>',
      );
      expect(response.body).not.toContain('public-origin.invalid');
    },
  );

  it.each(['/', '/ar'])('compresses the landing page at %s', async (url) => {
    const response = await t.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toContain(
      url === '/' ? ENGLISH_LANDING : ARABIC_LANDING,
    );
  });

  it('answers a HEAD request for / like the GET, without the body', async () => {
    const head = await t.inject({ method: 'HEAD', url: '/' });
    const get = await t.inject({ method: 'GET', url: '/' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toContain('text/html');
    expect(head.headers['content-length']).toBe(get.headers['content-length']);
    expect(head.body).toBe('');
  });

  it.each(['/ar', '/ar/', '/ar?ref=newsletter'])(
    'answers %s with the prerendered Arabic landing page, whatever the browser prefers',
    async (url) => {
      const response = await t.inject({
        method: 'GET',
        url,
        headers: { 'accept-language': 'en-US' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<html lang="ar" dir="rtl">');
      expect(response.body).toContain(ARABIC_LANDING);
      expect(response.body).toContain(
        '<link data-server-head rel="canonical" href="http://qamar.test/ar"/>',
      );
      expect(response.body).not.toContain('public-origin.invalid');
      expect(response.headers.vary ?? '').not.toContain('accept-language');
    },
  );

  it('answers / with the Arabic landing page when the browser prefers Arabic, which the app then opens at /ar', async () => {
    const response = await t.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-language': 'ar-EG,ar;q=0.9,en;q=0.8' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers.vary).toContain('accept-language');
    expect(response.body).toContain('<html lang="ar" dir="rtl">');
    expect(response.body).toContain(ARABIC_LANDING);
  });

  it.each(['/index.html', '/ar/index.html', '/shell.html'])(
    'never sends the page file %s as it is',
    async (url) => {
      const response = await t.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    },
  );

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
    expect(
      (await t.inject({ method: 'GET', url: '/api/unknown' })).headers['content-type'],
    ).toContain('application/json');
  });

  it('sends the page with #root empty when its first screen fails to render', async () => {
    t.app.pageHeads.push(async (pathname) =>
      pathname === '/first-screen-fails'
        ? { title: 'A page', description: 'Its text', firstScreen: [{ key: ['fails'], data: {} }] }
        : null,
    );
    const response = await t.inject({ method: 'GET', url: '/first-screen-fails' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title data-server-head>A page</title>');
    expect(response.body).toContain(EMPTY_ROOT);
  });

  it.each(['/server/prerender.js', '/server/page.en.html'])(
    'never sends the server’s own file %s',
    async (url) => {
      const response = await t.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    },
  );

  it('never answered a 5xx', () => {
    expect(t.serverErrors).toEqual([]);
  });
});

describe(`serving a web app built without the prerendered landing page (${target})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'qamar-web-'));
    fs.copyFileSync(
      path.join(import.meta.dirname, 'fixtures/web/shell.html'),
      path.join(dist, 'index.html'),
    );
    t = await createTestApp({ env: { WEB_DIST_DIR: dist } });
  });
  afterAll(async () => t.close());

  it.each([
    ['/', 'en'],
    ['/help', 'en'],
    ['/ar', 'ar'],
    ['/ar/help', 'ar'],
  ])('answers %s with its index.html, the empty page', async (url, language) => {
    const response = await t.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(
      `<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">`,
    );
    expect(response.body).toContain(EMPTY_ROOT);
  });

  it('never answered a 5xx', () => {
    expect(t.serverErrors).toEqual([]);
  });
});
