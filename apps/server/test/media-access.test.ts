import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { locations, stories, storyPages } from '../src/db/schema.ts';
import {
  adminToken,
  approveStory,
  parent,
  postCatalogueStory,
  withCsrf,
} from './accounts-helper.ts';
import { createTestApp, target, testClock, untilStoryComplete, type TestApp } from './helper.ts';

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

interface PageUrls {
  imageUrl: string | null;
  imageMedium: string | null;
  imageThumbnail: string | null;
  narrationEnUrl: string | null;
  narrationArUrl: string | null;
  narrationDialectUrl: string | null;
  narrations: Record<string, { url: string } | null>;
}

/** Every media address a story answer holds: the card's pictures, each page's three sizes and its narrations. */
function mediaOf(answer: {
  thumbnailUrl?: string | null;
  firstPageImage?: string | null;
  pages: PageUrls[];
}): string[] {
  const urls = [answer.thumbnailUrl, answer.firstPageImage];
  for (const page of answer.pages) {
    urls.push(
      page.imageUrl,
      page.imageMedium,
      page.imageThumbnail,
      page.narrationEnUrl,
      page.narrationArUrl,
      page.narrationDialectUrl,
    );
    for (const narration of Object.values(page.narrations)) urls.push(narration?.url);
  }
  return [...new Set(urls.filter((url): url is string => typeof url === 'string'))];
}

/** The address as it was before signing: the path alone, which anyone can count out from a story id. */
const bare = (url: string) => url.split('?')[0]!;
const withQuery = (url: string, change: (query: URLSearchParams) => void) => {
  const [path, search] = url.split('?');
  const query = new URLSearchParams(search);
  change(query);
  return `${path}?${query.toString()}`;
};
const maxAge = (cacheControl: string | undefined) =>
  Number(/^private, max-age=(\d+)$/.exec(cacheControl ?? '')?.[1] ?? Number.NaN);

/**
 * Issue 12, finding 1: a story's pictures and narrations, and a parent's own characters and places,
 * are read only through addresses the server signed for someone who may read them, and only while
 * that right lasts. Each test here fails on the code before the fix (public /media/ files).
 */
describe(`media access (${target})`, () => {
  // A minute into the next hour, so that moving on ten minutes stays within it.
  const clock = testClock(new Date((Math.floor(Date.now() / 3600_000) + 1) * 3600_000 + 60_000));
  let t: TestApp;
  let owner: { token: string; id: number };
  let stranger: { token: string; id: number };
  let admin: string;
  let storyId: number;

  beforeAll(async () => {
    t = await createTestApp({
      now: clock.now,
      env: { ADMIN_USERNAME: 'warda', ADMIN_PASSWORD: 'night-garden-7' },
    });
    owner = await parent(t, 'media-owner@example.com', { plan: 'heritage' });
    stranger = await parent(t, 'media-stranger@example.com');
    admin = await adminToken(t, 'warda', 'night-garden-7');
    storyId = (await postCatalogueStory(t, owner.token, { dialect: 'egyptian' })).json().id;
    await untilStoryComplete(t, storyId);
  }, 180_000);
  afterAll(async () => {
    expect(t.serverErrors).toEqual([]);
    await t.close();
  });

  const get = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
    t.inject({ method, url, headers });
  const read = async (token?: string) => {
    const answer = await get(`/api/stories/${storyId}`, token ? auth(token) : {});
    expect(answer.statusCode).toBe(200);
    return answer.json();
  };
  const call = async (method: 'POST' | 'DELETE', url: string, token: string, payload?: object) =>
    t.inject({ method, url, headers: await withCsrf(t, token), ...(payload ? { payload } : {}) });
  /** Every address answers 404 in the app's JSON error format. */
  const expectGone = async (urls: string[], headers: Record<string, string> = {}) => {
    for (const url of urls) {
      const answer = await get(url, headers);
      expect(answer.statusCode, url).toBe(404);
      expect(answer.json(), url).toMatchObject({ code: 'NOT_FOUND', message: expect.any(String) });
      expect(answer.headers['cache-control'] ?? '', url).not.toContain('public');
    }
  };
  const expectServed = async (urls: string[]) => {
    for (const url of urls) expect((await get(url)).statusCode, url).toBe(200);
  };

  it('answers 404 to anyone for the bare addresses of a private story’s pictures and narrations', async () => {
    const urls = mediaOf(await read(owner.token)).map(bare);
    // 3 pages: 3 picture sizes and 3 narrations (English, Arabic, Egyptian) each.
    expect(urls).toHaveLength(18);
    expect(urls.filter((url) => url.endsWith('.mp3'))).toHaveLength(9);
    await expectGone(urls);
    await expectGone(urls, auth(stranger.token));
    // Counting ids finds nothing either: the next story's first picture, had it existed.
    await expectGone([
      `/media/stories/${storyId + 1}/pages/0/picture/full.webp`,
      `/media/stories/${storyId}/pages/0/narration-en.mp3`,
    ]);
  });

  it('gives the owner signed addresses that work for an hour or two, cached privately for the time left, seekable', async () => {
    const story = await read(owner.token);
    const urls = mediaOf(story);
    expect(urls).toHaveLength(18);
    for (const url of urls) {
      expect(url).toMatch(
        new RegExp(
          `^/media/stories/${storyId}/pages/\\d/[a-z/-]+\\.(webp|mp3)\\?e=\\d+&g=o&s=[A-Za-z0-9_-]{22}$`,
        ),
      );
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['content-type']).toBe(
        url.includes('.mp3') ? 'audio/mpeg' : 'image/webp',
      );
      const seconds = maxAge(answer.headers['cache-control'] as string);
      expect(seconds).toBeGreaterThanOrEqual(3600);
      expect(seconds).toBeLessThanOrEqual(7200);
    }
    const narration = story.pages[1].narrationArUrl as string;
    const audio = await get(narration, { range: 'bytes=100-199' });
    expect(audio.statusCode).toBe(206);
    expect(audio.rawPayload).toHaveLength(100);
    expect(audio.headers['content-range']).toMatch(/^bytes 100-199\/\d+$/);
    const head = await get(narration, {}, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.rawPayload).toHaveLength(0);
    // Within the hour the same addresses come back, so the browser's cache keeps serving them.
    clock.advance(10 * 60_000);
    expect(mediaOf(await read(owner.token))).toEqual(urls);
    // Admins read any story, its media too.
    const asAdmin = mediaOf(await read(admin));
    expect(asAdmin).toHaveLength(18);
    await expectServed(asAdmin);
  });

  it('answers 404 to a tampered signature, another file under the same signature, a changed grant or expiry', async () => {
    const story = await read(owner.token);
    const picture = story.pages[0].imageUrl as string;
    const otherKey = `${bare(story.pages[1].imageUrl as string)}?${picture.split('?')[1]}`;
    const signature = new URLSearchParams(picture.split('?')[1]).get('s')!;
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    await expectGone([
      withQuery(picture, (query) => query.set('s', flipped)),
      withQuery(picture, (query) => query.set('s', `${signature}x`)),
      withQuery(picture, (query) => query.delete('s')),
      otherKey,
      picture.replace('/full.webp', '/medium.webp'),
      withQuery(picture, (query) => query.set('g', 'p')),
      withQuery(picture, (query) => query.set('g', 's1.aaaaaaaa')),
      withQuery(picture, (query) => query.set('e', String(Number(query.get('e')) + 3600))),
      withQuery(picture, (query) => query.set('e', 'soon')),
      picture.replace(`/stories/${storyId}/`, `/stories/${storyId + 1}/`),
    ]);
    await expectServed([picture]);
  });

  it('ends an address at its expiry; reading the story again gives fresh ones', async () => {
    const before = await read(owner.token);
    const picture = before.pages[0].imageUrl as string;
    const expiry = Number(new URLSearchParams(picture.split('?')[1]).get('e'));
    clock.advance(expiry * 1000 - clock.now().getTime() + 1000);
    await expectGone([picture, before.pages[0].narrationEnUrl as string]);
    const after = await read(owner.token);
    expect(after.pages[0].imageUrl).not.toBe(picture);
    await expectServed(mediaOf(after));
  });

  it('lets a share link’s visitors see the story’s media while the link lives; rotating or revoking it ends them', async () => {
    const link = (await call('POST', `/api/stories/${storyId}/share`, owner.token)).json().share;
    const visitor = (await get(`/api/share/${link.token}`)).json();
    const shared = mediaOf(visitor);
    expect(shared).toHaveLength(18);
    for (const url of shared) expect(url).toMatch(/&g=s\d+\.[A-Za-z0-9_-]+&s=/);
    await expectServed(shared);
    // The prerendered page of the link (its preview picture and first screen) uses the same addresses.
    const page = await get(`/share/${link.token}`);
    expect(page.body).toContain(
      `<link data-server-head rel="preload" as="image" href="${visitor.pages[0].imageUrl.replace(/&/g, '&amp;')}"`,
    );

    const rotated = (await call('POST', `/api/stories/${storyId}/share/rotate`, owner.token)).json()
      .share;
    await expectGone(shared);
    const nextVisitor = mediaOf((await get(`/api/share/${rotated.token}`)).json());
    await expectServed(nextVisitor);

    expect((await call('DELETE', `/api/stories/${storyId}/share`, owner.token)).statusCode).toBe(
      204,
    );
    await expectGone(nextVisitor);
    // The owner's own addresses are not tied to the link.
    await expectServed(mediaOf(await read(owner.token)).slice(0, 2));
  });

  it('lets anyone see a published story’s media until it is withdrawn', async () => {
    expect((await call('POST', `/api/stories/${storyId}/publish`, owner.token)).statusCode).toBe(
      200,
    );
    await approveStory(t, storyId);
    const reader = mediaOf(await read());
    expect(reader).toHaveLength(18);
    for (const url of reader) expect(url).toContain('&g=p&');
    await expectServed(reader);
    const card = (await get('/api/stories/public')).json().stories[0];
    const landing = (await get('/api/landing-data')).json().publicStories.stories[0];
    await expectServed([card.thumbnailUrl, card.firstPageImage, landing.thumbnailUrl]);

    expect((await call('POST', `/api/admin/stories/${storyId}/feature`, admin)).statusCode).toBe(
      200,
    );
    const featured = (await get('/api/stories/featured')).json().stories[0];
    await expectServed([featured.thumbnailUrl]);

    expect((await call('DELETE', `/api/stories/${storyId}/publish`, owner.token)).statusCode).toBe(
      200,
    );
    await expectGone([
      ...reader,
      card.thumbnailUrl,
      card.firstPageImage,
      landing.thumbnailUrl,
      featured.thumbnailUrl,
    ]);
    expect((await get(`/api/stories/${storyId}`)).statusCode).toBe(404);
  });

  it('keeps a parent’s own characters and places to the parent: bare addresses 404, signed ones end with the item', async () => {
    const character = (
      await call('POST', '/api/characters', owner.token, {
        name: 'Salma',
        age: 6,
        gender: 'female',
        description: 'A cheerful girl with a red scarf who loves drawing.',
      })
    ).json();
    const place = (
      await call('POST', '/api/locations/generate', owner.token, {
        name: 'Teta Garden',
        type: 'nature',
        description: 'A small garden full of jasmine and lemon trees.',
      })
    ).json();
    const pictures = [
      character.imageUrl,
      character.imageMedium,
      character.imageThumbnail,
      place.imageUrl,
      place.imageMedium,
      place.imageThumbnail,
    ] as string[];
    for (const url of pictures)
      expect(url).toMatch(
        /^\/media\/(characters|locations)\/[0-9a-f-]{36}\/(full|medium|thumbnail)\.webp\?e=\d+&g=o&s=/,
      );
    await expectServed(pictures);
    await expectGone(pictures.map(bare), auth(stranger.token));
    const listed = (await get('/api/characters/own', auth(owner.token))).json()[0];
    await expectServed([listed.imageThumbnail]);

    expect((await call('DELETE', `/api/characters/${character.id}`, owner.token)).statusCode).toBe(
      204,
    );
    await expectGone(pictures.slice(0, 3));
    await expectServed(pictures.slice(3));
  });

  it('keeps the catalogue’s pictures public and cached for a year', async () => {
    const [layla] = (await get('/api/characters/default', auth(owner.token))).json();
    expect(layla.imageThumbnail).toMatch(
      /^\/media\/catalogue\/v1\/characters\/[a-z0-9-]+\/thumbnail\.webp$/,
    );
    const picture = await get(layla.imageThumbnail);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('ends every address of a story deleted by its owner, and of everything a deleted account owned', async () => {
    // A second story, its one page's picture put in the store by hand.
    const [extra] = await t.handle.db
      .insert(stories)
      .values({
        userId: owner.id,
        status: 'complete',
        titleEn: 'Short',
        length: 3,
        input: { characters: [{ name: 'Dana' }], location: { name: 'Garden' } },
      })
      .returning({ id: stories.id });
    const key = `stories/${extra!.id}/pages/0/picture`;
    await t.handle.db.insert(storyPages).values({
      storyId: extra!.id,
      index: 0,
      textEn: 'One.',
      textAr: 'واحد.',
      scene: {},
      pictureKey: key,
    });
    const webp = (await get(mediaOf(await read(owner.token))[0]!)).rawPayload;
    for (const size of ['full', 'medium', 'thumbnail'])
      await t.app.media.put(`${key}/${size}.webp`, webp, 'image/webp');
    const extraUrls = mediaOf((await get(`/api/stories/${extra!.id}`, auth(owner.token))).json());
    expect(extraUrls).toHaveLength(3);
    await expectServed(extraUrls);
    expect((await call('DELETE', `/api/stories/${extra!.id}`, owner.token)).statusCode).toBe(204);
    await expectGone(extraUrls);

    const urls = mediaOf(await read(owner.token));
    const place = (await get('/api/locations/own', auth(owner.token))).json()[0];
    const owned = [...urls, place.imageUrl];
    await expectServed(owned);
    const [placeRow] = await t.handle.db
      .select({ key: locations.pictureKey })
      .from(locations)
      .where(eq(locations.id, place.id));
    const stored = [`stories/${storyId}/pages/0/narration-en.mp3`, `${placeRow!.key}/full.webp`];
    for (const key of stored) expect(await t.app.media.exists(key), key).toBe(true);
    const deleted = await t.inject({
      method: 'DELETE',
      url: '/api/user',
      headers: await withCsrf(t, owner.token),
      payload: { password: 'moonlit-dunes-42' },
    });
    expect(deleted.statusCode).toBe(200);
    expect(await t.handle.db.select().from(stories).where(eq(stories.id, storyId))).toEqual([]);
    await expectGone(owned);
    // The files themselves are gone from the store, not only out of reach.
    for (const key of stored) expect(await t.app.media.exists(key), key).toBe(false);
  });
});
