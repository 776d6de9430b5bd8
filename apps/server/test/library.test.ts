import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { stories } from '../src/db/schema.ts';
import {
  adminToken,
  approveStory,
  parent,
  postCatalogueStory,
  withCsrf,
} from './accounts-helper.ts';
import { createTestApp, target, untilStoryComplete, type TestApp } from './helper.ts';

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

describe(`publishing, featuring and the public story calls (${target})`, () => {
  let t: TestApp;
  let owner: { token: string; id: number };
  let stranger: { token: string; id: number };
  let admin: string;
  let storyId: number;
  let inProgressId: number;
  beforeAll(async () => {
    t = await createTestApp({ env: { ADMIN_USERNAME: 'warda', ADMIN_PASSWORD: 'night-garden-7' } });
    owner = await parent(t, 'publisher@example.com', { plan: 'family' });
    stranger = await parent(t, 'neighbour@example.com');
    admin = await adminToken(t, 'warda', 'night-garden-7');
    storyId = (await postCatalogueStory(t, owner.token)).json().id;
    const [waiting] = await t.handle.db
      .insert(stories)
      .values({ userId: owner.id, status: 'processing', titleEn: 'Still Drawing' })
      .returning({ id: stories.id });
    inProgressId = waiting!.id;
    await untilStoryComplete(t, storyId);
  }, 180_000);
  afterAll(async () => {
    expect(t.serverErrors).toEqual([]);
    await t.close();
  });

  const call = async (method: 'POST' | 'DELETE', url: string, token?: string, language = 'en') =>
    t.inject({
      method,
      url,
      headers: { ...(await withCsrf(t, token)), 'accept-language': language },
    });
  const publish = (id: number, token = owner.token, method: 'POST' | 'DELETE' = 'POST') =>
    call(method, `/api/stories/${id}/publish`, token);
  const feature = (id: number, token = admin, method: 'POST' | 'DELETE' = 'POST') =>
    call(method, `/api/admin/stories/${id}/feature`, token);
  const read = (id: number, headers: Record<string, string> = {}) =>
    t.inject({ method: 'GET', url: `/api/stories/${id}`, headers });
  const landing = async (language = 'en') =>
    (
      await t.inject({
        method: 'GET',
        url: '/api/landing-data',
        headers: { 'accept-language': language },
      })
    ).json();

  it('answers empty lists to everyone while nothing is public, the landing data cacheable for a minute', async () => {
    const answer = await t.inject({ method: 'GET', url: '/api/landing-data' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('public, max-age=60');
    expect(answer.headers.vary).toContain('Accept-Language');
    expect(answer.json()).toEqual({
      featuredStories: [],
      publicStories: { stories: [], total: 0, page: 1, pageSize: 3 },
      testimonials: [],
    });
    expect((await t.inject({ method: 'GET', url: '/api/stories/featured' })).json()).toEqual({
      stories: [],
    });
    expect((await t.inject({ method: 'GET', url: '/api/stories/public' })).json()).toEqual({
      stories: [],
      total: 0,
      page: 1,
      pageSize: 12,
    });
    expect(
      (await t.inject({ method: 'GET', url: '/api/stories/public?pageSize=500' })).statusCode,
    ).toBe(400);
  });

  it('lets a stranger read a story only while it is published, without the owner’s controls', async () => {
    expect((await read(storyId)).statusCode).toBe(404);
    expect((await read(storyId, auth(stranger.token))).statusCode).toBe(404);
    expect((await read(storyId, auth(owner.token))).json().isOwner).toBe(true);

    const published = await publish(storyId);
    expect(published.statusCode).toBe(200);
    // A new author's first story waits for an admin's approval.
    expect(published.json()).toEqual({
      id: storyId,
      publishedAt: expect.any(String),
      featured: false,
      moderation: 'pending',
    });
    expect((await read(storyId, auth(stranger.token))).statusCode).toBe(404);
    await approveStory(t, storyId);

    for (const headers of [{}, auth(stranger.token)]) {
      const answer = await read(storyId, headers);
      expect(answer.statusCode).toBe(200);
      const story = answer.json();
      expect(story).toMatchObject({
        id: storyId,
        status: 'complete',
        isOwner: false,
        error: null,
        publishedAt: published.json().publishedAt,
        featured: false,
      });
      expect(story.pages).toHaveLength(3);
      expect(Object.keys(story)).not.toContain('request');
      expect(Object.keys(story)).not.toContain('input');
    }
    // Publishing twice keeps the first time; the list shows the story.
    expect((await publish(storyId)).json().publishedAt).toBe(published.json().publishedAt);
    const list = (await t.inject({ method: 'GET', url: '/api/stories/public' })).json();
    expect(list.stories.map((s: { id: number }) => s.id)).toEqual([storyId]);
    expect(list.stories[0]).toMatchObject({
      publishedAt: published.json().publishedAt,
      firstPageImage: expect.stringMatching(
        /^\/media\/stories\/\d+\/pages\/0\/picture\/medium\.webp\?e=\d+&g=p&s=[\w-]{22}$/,
      ),
    });

    const withdrawn = await publish(storyId, owner.token, 'DELETE');
    expect(withdrawn.json()).toEqual({ id: storyId, publishedAt: null, featured: false });
    expect((await read(storyId)).statusCode).toBe(404);
    expect((await read(storyId, auth(stranger.token))).statusCode).toBe(404);
    expect((await t.inject({ method: 'GET', url: '/api/stories/public' })).json().total).toBe(0);
  });

  it('answers 404 for a story that is not yours and 409, in your language, for one still being made', async () => {
    for (const method of ['POST', 'DELETE'] as const) {
      expect((await publish(storyId, stranger.token, method)).statusCode).toBe(404);
      expect((await publish(999_999, owner.token, method)).statusCode).toBe(404);
    }
    const early = await publish(inProgressId);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('This story can be published once it is complete.');
    const arabic = await call('POST', `/api/stories/${inProgressId}/publish`, owner.token, 'ar');
    expect(arabic.json().message).toBe('يمكن نشر هذه القصة بعد اكتمالها.');
    expect((await publish(storyId, admin)).statusCode).toBe(401);
    expect((await call('POST', `/api/stories/${storyId}/publish`)).statusCode).toBe(401);
    const [row] = await t.handle.db.select().from(stories).where(eq(stories.id, inProgressId));
    expect(row!.publishedAt).toBeNull();
  });

  it('lets only admins feature and unfeature complete published stories, and never a private one', async () => {
    expect((await feature(storyId, owner.token)).statusCode).toBe(401);
    expect((await feature(storyId, stranger.token, 'DELETE')).statusCode).toBe(401);
    expect((await call('POST', `/api/admin/stories/${storyId}/feature`)).statusCode).toBe(401);
    expect((await feature(999_999)).statusCode).toBe(404);
    expect((await feature(999_999, admin, 'DELETE')).statusCode).toBe(404);
    const early = await feature(inProgressId);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      'Only a complete story that its family has published can be featured on the home page.',
    );
    // A private story stays private: featuring it is refused and changes nothing.
    const privateOne = await feature(storyId);
    expect(privateOne.statusCode).toBe(409);
    expect((await read(storyId)).statusCode).toBe(404);

    await publish(storyId);
    const featured = await feature(storyId);
    expect(featured.json()).toEqual({
      id: storyId,
      publishedAt: expect.any(String),
      featured: true,
    });
    expect((await read(storyId)).json()).toMatchObject({
      id: storyId,
      featured: true,
      isOwner: false,
    });
    expect(
      (await t.inject({ method: 'GET', url: '/api/stories/featured' }))
        .json()
        .stories.map((s: { id: number }) => s.id),
    ).toEqual([storyId]);
    const data = await landing();
    expect(data.featuredStories.map((s: { id: number }) => s.id)).toEqual([storyId]);
    expect(data.featuredStories[0].title).not.toMatch(/[\u0600-\u06ff]/);
    expect((await landing('ar')).featuredStories[0].title).toMatch(/[\u0600-\u06ff]/);

    expect((await feature(storyId, admin, 'DELETE')).json()).toEqual({
      id: storyId,
      publishedAt: expect.any(String),
      featured: false,
    });
    expect((await landing()).featuredStories).toEqual([]);
    await publish(storyId, owner.token, 'DELETE');
    expect((await read(storyId)).statusCode).toBe(404);
  });

  it('withdraws a story from the home page too when its owner unpublishes it', async () => {
    await publish(storyId);
    await feature(storyId);
    expect((await landing()).featuredStories).toHaveLength(1);
    expect((await publish(storyId, owner.token, 'DELETE')).json()).toEqual({
      id: storyId,
      publishedAt: null,
      featured: false,
    });
    expect((await read(storyId)).statusCode).toBe(404);
    expect(await landing()).toMatchObject({ featuredStories: [], publicStories: { total: 0 } });
  });

  it('orders featured stories by featuring time and public ones by when they became public, three of each for the landing page', async () => {
    const rows = await t.handle.db
      .insert(stories)
      .values([
        {
          userId: stranger.id,
          status: 'complete',
          titleEn: 'Published long ago',
          publishedAt: minutesAgo(50),
        },
        {
          userId: stranger.id,
          status: 'complete',
          titleEn: 'Featured lately',
          titleAr: 'قصة مميزة',
          featuredAt: minutesAgo(5),
        },
        {
          userId: stranger.id,
          status: 'complete',
          titleEn: 'Published, featured earlier',
          publishedAt: minutesAgo(30),
          featuredAt: minutesAgo(20),
        },
        {
          userId: stranger.id,
          status: 'complete',
          titleEn: 'Published recently',
          publishedAt: minutesAgo(10),
        },
        { userId: stranger.id, status: 'complete', titleEn: 'Private' },
        {
          userId: stranger.id,
          status: 'error',
          titleEn: 'Broken but published',
          publishedAt: minutesAgo(1),
          featuredAt: minutesAgo(1),
        },
      ])
      .returning({ id: stories.id, titleEn: stories.titleEn });
    const id = (title: string) => rows.find((row) => row.titleEn === title)!.id;
    const ids = (list: Array<{ id: number }>) => list.map((s) => s.id);
    // Straight into the table: the process's cached answer does not know yet; a change through the app clears it.
    await publish(storyId);

    const featured = (await t.inject({ method: 'GET', url: '/api/stories/featured' })).json()
      .stories;
    expect(ids(featured)).toEqual([id('Featured lately'), id('Published, featured earlier')]);
    const everything = (
      await t.inject({ method: 'GET', url: '/api/stories/public?pageSize=50' })
    ).json();
    const order = [
      storyId,
      id('Featured lately'),
      id('Published recently'),
      id('Published, featured earlier'),
      id('Published long ago'),
    ];
    expect(ids(everything.stories)).toEqual(order);
    expect(everything.total).toBe(5);
    const second = (
      await t.inject({ method: 'GET', url: '/api/stories/public?page=2&pageSize=2' })
    ).json();
    expect(second).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    expect(ids(second.stories)).toEqual(order.slice(2, 4));

    const data = await landing('ar');
    expect(ids(data.featuredStories)).toEqual(ids(featured));
    expect(data.featuredStories[0].title).toBe('قصة مميزة');
    expect(data.featuredStories[0]).toMatchObject({
      featured: true,
      publishedAt: null,
      status: 'complete',
    });
    expect(ids(data.publicStories.stories)).toEqual(order.slice(0, 3));
    expect(data.publicStories).toMatchObject({ total: 5, page: 1, pageSize: 3 });

    // Deleting a public story takes it off the landing data at once.
    const removed = await call('DELETE', `/api/stories/${storyId}`, owner.token);
    expect(removed.statusCode).toBe(204);
    expect(ids((await landing('ar')).publicStories.stories)).toEqual(order.slice(1, 4));
    await t.handle.db.delete(stories).where(
      inArray(
        stories.id,
        rows.map((row) => row.id),
      ),
    );
  });

  it('gives a story’s titles in its public status to its owner and admins only: they hold the children’s names', async () => {
    const status = async (headers: Record<string, string> = {}) =>
      (
        await t.inject({ method: 'GET', url: `/api/stories/${inProgressId}/status`, headers })
      ).json();
    for (const headers of [{}, auth(stranger.token)])
      expect(await status(headers)).toMatchObject({
        status: 'processing',
        titleEn: null,
        titleAr: null,
        progress: { textComplete: false },
      });
    expect(await status(auth(owner.token))).toMatchObject({
      status: 'processing',
      titleEn: 'Still Drawing',
    });
    expect(await status(auth(admin))).toMatchObject({ titleEn: 'Still Drawing' });
  });

  it('refuses every mutation without a CSRF token, changing nothing', async () => {
    const [row] = await t.handle.db
      .insert(stories)
      .values({ userId: owner.id, status: 'complete', titleEn: 'Guarded' })
      .returning({ id: stories.id });
    const id = row!.id;
    const attempts = [
      { method: 'POST', url: `/api/stories/${id}/publish`, token: owner.token },
      { method: 'DELETE', url: `/api/stories/${id}/publish`, token: owner.token },
      { method: 'POST', url: `/api/admin/stories/${id}/feature`, token: admin },
      { method: 'DELETE', url: `/api/admin/stories/${id}/feature`, token: admin },
    ] as const;
    for (const attempt of attempts) {
      const answer = await t.inject({
        method: attempt.method,
        url: attempt.url,
        headers: auth(attempt.token),
      });
      expect(answer.statusCode, `${attempt.method} ${attempt.url}`).toBe(403);
      expect(answer.json().code).toBe('CSRF_INVALID');
    }
    const [after] = await t.handle.db.select().from(stories).where(eq(stories.id, id));
    expect(after).toMatchObject({ publishedAt: null, featuredAt: null });
  });
});
