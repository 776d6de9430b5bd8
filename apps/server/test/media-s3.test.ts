import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { S3MediaStore } from '../src/media/s3-media-store.ts';
import {
  adminToken,
  approveStory,
  parent,
  postCatalogueStory,
  withCsrf,
} from './accounts-helper.ts';
import { createTestApp, target, testClock, untilStoryComplete, type TestApp } from './helper.ts';
import { startS3Service, type S3Service } from './s3-service.ts';

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const hour = 3600_000;

interface PageUrls {
  imageUrl: string | null;
  imageMedium: string | null;
  imageThumbnail: string | null;
  narrations: Record<string, { url: string } | null>;
}

/** Every media address of a story answer: each page's three sizes and its narrations. */
function mediaOf(answer: { pages: PageUrls[] }): string[] {
  const urls: Array<string | null | undefined> = [];
  for (const page of answer.pages)
    urls.push(
      page.imageUrl,
      page.imageMedium,
      page.imageThumbnail,
      ...Object.values(page.narrations).map((n) => n?.url),
    );
  return [...new Set(urls.filter((url): url is string => typeof url === 'string'))];
}

/**
 * The production media shape: a story made by the app's workers lands in an S3 bucket (a real S3
 * protocol: s3rver behind the signature-checking front of s3-service.ts), and every reader gets
 * presigned addresses of the object store under the same rule as the local folder's signed ones,
 * issued only where the API finds the reader entitled.
 */
describe(`media on an object store (${target})`, () => {
  const clock = testClock(new Date((Math.floor(Date.now() / hour) + 1) * hour + 60_000));
  let s3: S3Service;
  let t: TestApp;
  let owner: { token: string; id: number };
  let stranger: { token: string; id: number };
  let storyId: number;
  const store = () => t.app.media as S3MediaStore;
  const keysUnder = async (prefix: string) => {
    const keys: string[] = [];
    for await (const { key } of store().list(prefix)) keys.push(key);
    return keys.sort();
  };
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.inject({ method: 'GET', url, headers });
  const call = async (method: 'POST' | 'DELETE', url: string, token: string) =>
    t.inject({ method, url, headers: await withCsrf(t, token) });
  const status = async (url: string) => (await fetch(url)).status;

  beforeAll(async () => {
    s3 = await startS3Service({ now: clock.now });
    t = await createTestApp({
      now: clock.now,
      env: { ...s3.env, ADMIN_USERNAME: 'warda', ADMIN_PASSWORD: 'night-garden-7' },
    });
    owner = await parent(t, 's3-owner@example.com', { plan: 'heritage' });
    stranger = await parent(t, 's3-stranger@example.com');
    storyId = (await postCatalogueStory(t, owner.token, { dialect: 'egyptian' })).json().id;
    await untilStoryComplete(t, storyId);
  }, 240_000);
  afterAll(async () => {
    expect(t.serverErrors).toEqual([]);
    await t.close();
    await s3.close();
  });

  it('keeps every picture and narration the workers made in the bucket, once', async () => {
    const keys = await keysUnder(`stories/${storyId}/`);
    // 3 pages: 3 picture sizes and 3 narrations (English, Arabic, Egyptian) each.
    expect(keys).toHaveLength(18);
    expect(keys.filter((key) => key.endsWith('.mp3'))).toHaveLength(9);
    expect(
      keys.filter((key) => /\/picture\/(full|medium|thumbnail)\.webp$/.test(key)),
    ).toHaveLength(9);
  });

  it('gives the owner presigned addresses of the object store, private, the same all hour', async () => {
    const story = (await get(`/api/stories/${storyId}`, auth(owner.token))).json();
    const urls = mediaOf(story);
    expect(urls).toHaveLength(18);
    for (const url of urls) {
      expect(url.startsWith(`${s3.endpoint}/${s3.bucket}/stories/${storyId}/pages/`)).toBe(true);
      const answer = await fetch(url);
      expect(answer.status, url).toBe(200);
      expect(answer.headers.get('content-type')).toBe(
        url.includes('.mp3?') ? 'audio/mpeg' : 'image/webp',
      );
      expect(answer.headers.get('cache-control')).toBe('private');
      expect(Date.parse(answer.headers.get('expires')!)).toBe(
        (Math.floor(clock.now().getTime() / hour) + 2) * hour,
      );
    }
    const narration = urls.find((url) => url.includes('narration-ar.mp3'))!;
    const part = await fetch(narration, { headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect((await part.arrayBuffer()).byteLength).toBe(100);
    clock.advance(10 * 60_000);
    expect(mediaOf((await get(`/api/stories/${storyId}`, auth(owner.token))).json())).toEqual(urls);
    // Another parent gets no story and so no address; the bucket refuses its objects unsigned.
    expect((await get(`/api/stories/${storyId}`, auth(stranger.token))).statusCode).toBe(404);
    for (const url of urls.slice(0, 3)) expect(await status(url.split('?')[0]!)).toBe(403);
  });

  it('lets the web app’s pages show pictures and play narrations from the object store, and nothing else from there', async () => {
    const policy = String((await get('/')).headers['content-security-policy']);
    const directive = (name: string) =>
      policy
        .split(';')
        .map((part) => part.trim())
        .find((part) => part.startsWith(`${name} `));
    expect(directive('img-src')).toBe(`img-src 'self' data: blob: ${s3.endpoint}`);
    expect(directive('media-src')).toBe(`media-src 'self' blob: ${s3.endpoint}`);
    expect(directive('script-src')).toBe("script-src 'self'");
    expect(directive('connect-src')).toBe("connect-src 'self'");
  });

  it('gives a share link’s visitors addresses while the link lives; after it is revoked none are issued, and those given end at their expiry', async () => {
    const link = (await call('POST', `/api/stories/${storyId}/share`, owner.token)).json().share;
    const shared = mediaOf((await get(`/api/share/${link.token}`)).json());
    expect(shared).toHaveLength(18);
    for (const url of shared) expect(await status(url), url).toBe(200);
    expect((await call('DELETE', `/api/stories/${storyId}/share`, owner.token)).statusCode).toBe(
      204,
    );
    expect((await get(`/api/share/${link.token}`)).statusCode).toBe(404);
    // The store cannot check a grant when an address is used (see s3-media-store.ts): it lasts 1 to 2 hours.
    expect(await status(shared[0]!)).toBe(200);
    clock.advance(2 * hour);
    expect(await status(shared[0]!)).toBe(403);
  });

  it('marks a published story’s media public in the library, and the catalogue’s pictures are drawn into the bucket and served for a year', async () => {
    expect((await call('POST', `/api/stories/${storyId}/publish`, owner.token)).statusCode).toBe(
      200,
    );
    await approveStory(t, storyId);
    const card = (await get('/api/stories/public'))
      .json()
      .stories.find((story: { id: number }) => story.id === storyId);
    const answer = await fetch(card.thumbnailUrl);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('public');

    const [layla] = (await get('/api/characters/default', auth(owner.token))).json();
    expect(layla.imageThumbnail).toMatch(
      /^\/media\/catalogue\/v\d+\/characters\/[a-z0-9-]+\/thumbnail\.webp$/,
    );
    const picture = await get(layla.imageThumbnail);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await store().exists(layla.imageThumbnail.slice('/media/'.length))).toBe(true);
  });

  it('makes picture books from the bucket and keeps them there', async () => {
    const book = await get(`/api/stories/${storyId}/pdf?lang=bilingual`, auth(owner.token));
    expect(book.statusCode).toBe(200);
    expect(book.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await keysUnder(`stories/${storyId}/pdf/`)).length).toBe(1);
  });

  it('removes a deleted story’s objects from the bucket, and everything an account owned with it', async () => {
    const urls = mediaOf((await get(`/api/stories/${storyId}`, auth(owner.token))).json());
    const other = (await postCatalogueStory(t, owner.token)).json().id as number;
    await untilStoryComplete(t, other);
    expect((await keysUnder(`stories/${other}/`)).length).toBeGreaterThan(0);
    expect((await call('DELETE', `/api/stories/${other}`, owner.token)).statusCode).toBe(204);
    expect(await keysUnder(`stories/${other}/`)).toEqual([]);

    const admin = await adminToken(t, 'warda', 'night-garden-7');
    expect(mediaOf((await get(`/api/stories/${storyId}`, auth(admin))).json())).toHaveLength(18);
    const deleted = await t.inject({
      method: 'DELETE',
      url: '/api/user',
      headers: await withCsrf(t, owner.token),
      payload: { password: 'moonlit-dunes-42' },
    });
    expect(deleted.statusCode).toBe(200);
    expect(await keysUnder(`stories/${storyId}/`)).toEqual([]);
    for (const url of urls.slice(0, 2)) expect(await status(url)).toBe(404);
  });
});
