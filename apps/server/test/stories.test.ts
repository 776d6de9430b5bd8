import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { plans } from '@qamar/shared';
import { apiLogs, stories } from '../src/db/schema.ts';
import { giveUp } from '../src/features/stories/story-steps.ts';
import { adminToken, parent, withCsrf } from './accounts-helper.ts';
import { createTestApp, target, type TestApp } from './helper.ts';

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** Tests that generate whole stories on the embedded engines (seconds each, more on a busy machine). */
const GENERATION_TIMEOUT = 180_000;

describe(`stories: creation, generation, reading (${target})`, () => {
  let t: TestApp;
  let characterIds: number[];
  let locationId: number;
  beforeAll(async () => {
    t = await createTestApp({ env: { ADMIN_USERNAME: 'warda', ADMIN_PASSWORD: 'night-garden-7' } });
    const { token } = await parent(t, 'catalogue-reader@example.com');
    characterIds = (
      await t.inject({ method: 'GET', url: '/api/characters/default', headers: auth(token) })
    )
      .json()
      .slice(0, 3)
      .map((c: { id: number }) => c.id);
    locationId = (
      await t.inject({ method: 'GET', url: '/api/locations', headers: auth(token) })
    ).json()[0].id;
  });
  afterAll(async () => {
    expect(t.serverErrors).toEqual([]);
    await t.close();
  });

  const create = async (
    token: string,
    payload: object,
    headers: Record<string, string> = {},
    remoteAddress = '10.6.0.1',
  ) =>
    t.inject({
      method: 'POST',
      url: '/api/stories',
      headers: { ...(await withCsrf(t, token)), ...headers },
      payload,
      remoteAddress,
    });

  async function untilDone(id: number, timeoutMs = 120_000) {
    const started = Date.now();
    const seen = new Set<string>();
    for (;;) {
      const status = (await t.inject({ method: 'GET', url: `/api/stories/${id}/status` })).json();
      seen.add(status.status);
      if (status.status === 'complete' || status.status === 'error') return { status, seen };
      if (Date.now() - started > timeoutMs) throw new Error(`story ${id} still ${status.status}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  it(
    'tells a loss the parent describes, gently: the idea is accepted and the story is about the cat',
    async () => {
      const { token } = await parent(t, 'gentle-loss@example.com');
      const made = await create(token, {
        selectedCharacterIds: characterIds.slice(0, 1),
        selectedLocationId: locationId,
        storyDescription: 'our cat died and my daughter is sad',
        length: 3,
      });
      expect(made.statusCode, made.body).toBeLessThan(300);
      const { status } = await untilDone(made.json().id);
      expect(status.status).toBe('complete');
      const text = JSON.stringify(
        (
          await t.inject({
            method: 'GET',
            url: `/api/stories/${made.json().id}`,
            headers: auth(token),
          })
        ).json(),
      );
      expect(text).toMatch(/cat/i);
      expect(text).not.toMatch(/beamed|cheered|hooray|from ear to ear/i);
    },
    GENERATION_TIMEOUT,
  );

  it('refuses bad payloads with the spec’s texts, saving nothing', async () => {
    const { token, id } = await parent(t, 'validation@example.com');
    const none = await create(token, { selectedCharacterIds: [], selectedLocationId: locationId });
    expect(none.json()).toMatchObject({
      message: 'Please select at least one character',
      field: 'selectedCharacterIds',
    });
    const four = await create(token, {
      selectedCharacterIds: [1, 2, 3, 4],
      selectedLocationId: locationId,
    });
    expect(four.json().message).toBe('You can select up to 3 characters for your story');
    expect(
      (await create(token, { selectedCharacterIds: characterIds, selectedLocationId: 0 })).json()
        .message,
    ).toBe('Please select a location');
    expect(
      (
        await create(
          token,
          { selectedCharacterIds: characterIds, selectedLocationId: locationId, length: 11 },
          { 'accept-language': 'ar' },
        )
      ).json().message,
    ).toBe('تتكوّن القصة من 3 إلى 10 صفحات');
    const locked = await create(token, {
      selectedCharacterIds: characterIds,
      selectedLocationId: locationId,
      dialect: 'egyptian',
    });
    expect(locked.statusCode).toBe(403);
    expect(locked.json()).toMatchObject({
      code: 'DIALECT_LOCKED',
      message: expect.stringContaining('Family'),
    });
    expect(
      (
        await create(token, {
          selectedCharacterIds: characterIds,
          selectedLocationId: locationId,
          dialect: 'gulf_uae',
        })
      ).json().message,
    ).toContain('Heritage');
    const unsafe = await create(token, {
      selectedCharacterIds: characterIds,
      selectedLocationId: locationId,
      storyDescription: 'a story about a war between two kingdoms',
    });
    expect(unsafe.statusCode).toBe(422);
    // A graphic death is refused even in a story's idea (a gentle loss is told: see below).
    const graphic = await create(token, {
      selectedCharacterIds: characterIds,
      selectedLocationId: locationId,
      storyDescription: 'the cat in a coffin',
    });
    expect(graphic.statusCode).toBe(422);

    const other = await parent(t, 'other-owner@example.com');
    const theirs = await t.inject({
      method: 'POST',
      url: '/api/characters',
      headers: await withCsrf(t, other.token),
      payload: {
        name: 'Private Pia',
        age: 5,
        gender: 'female',
        description: 'A girl only her family knows about.',
      },
    });
    const notMine = await create(token, {
      selectedCharacterIds: [theirs.json().id],
      selectedLocationId: locationId,
    });
    expect(notMine.statusCode).toBe(400);
    expect(notMine.json().field).toBe('selectedCharacterIds');

    const unverified = await parent(t, 'unverified-writer@example.com', { verified: false });
    expect(
      (
        await create(unverified.token, {
          selectedCharacterIds: characterIds,
          selectedLocationId: locationId,
        })
      ).json().code,
    ).toBe('EMAIL_NOT_VERIFIED');
    expect(await t.handle.db.select().from(stories).where(eq(stories.userId, id))).toEqual([]);
  });

  it(
    'writes, illustrates and narrates a story that its owner reads, with word timings and seekable audio',
    async () => {
      const { token, id: userId } = await parent(t, 'reader@example.com');
      const created = await create(token, {
        selectedCharacterIds: characterIds,
        selectedLocationId: locationId,
        ageGroup: '3-5',
        length: 3,
        storyDescription: 'Layla and Omar find a lost kitten',
      });
      expect(created.statusCode).toBe(201);
      const { id } = created.json();
      const { status, seen } = await untilDone(id);
      expect(status).toMatchObject({
        status: 'complete',
        progress: { imagesPercent: 100, audioPercent: 100, textComplete: true },
        titleEn: null,
        titleAr: null,
      });
      const ownStatus = (
        await t.inject({ method: 'GET', url: `/api/stories/${id}/status`, headers: auth(token) })
      ).json();
      expect(ownStatus).toMatchObject({
        status: 'complete',
        titleEn: expect.any(String),
        titleAr: expect.stringMatching(/[\u0600-\u06ff]/),
      });
      expect(seen.has('complete')).toBe(true);

      const story = (
        await t.inject({ method: 'GET', url: `/api/stories/${id}`, headers: auth(token) })
      ).json();
      expect(story).toMatchObject({
        id,
        status: 'complete',
        isOwner: true,
        ageGroup: '3-5',
        dialect: 'standard',
        length: 3,
      });
      expect(story.description).not.toContain('Layla');
      expect(story.pages).toHaveLength(3);
      for (const page of story.pages) {
        expect(page.contentAr).toMatch(/[\u064b-\u0652]/);
        expect(page.contentDialect).toBeNull();
        expect(page.narrations.en.words.length).toBeGreaterThan(5);
        expect(page.narrations.dialect).toBeNull();
      }
      const picture = await t.inject({ method: 'GET', url: story.pages[0].imageUrl });
      expect(picture.headers['content-type']).toBe('image/webp');
      const audio = await t.inject({
        method: 'GET',
        url: story.pages[0].narrationArUrl,
        headers: { range: 'bytes=100-199' },
      });
      expect(audio.statusCode).toBe(206);
      expect(audio.rawPayload).toHaveLength(100);
      expect(audio.headers['content-type']).toBe('audio/mpeg');

      const logs = await t.handle.db.select().from(apiLogs).where(eq(apiLogs.storyId, id));
      expect(new Set(logs.map((log) => log.kind))).toEqual(
        new Set(['writer', 'illustrator', 'narrator']),
      );
      expect(logs.filter((log) => log.kind === 'illustrator')).toHaveLength(3);

      const list = (
        await t.inject({ method: 'GET', url: '/api/stories', headers: auth(token) })
      ).json();
      expect(list).toMatchObject({ total: 1, page: 1 });
      expect(list.stories[0]).toMatchObject({
        id,
        thumbnailUrl: expect.stringContaining(`/media/stories/${id}/`),
      });

      const stranger = await parent(t, 'stranger-reader@example.com');
      expect(
        (
          await t.inject({
            method: 'GET',
            url: `/api/stories/${id}`,
            headers: auth(stranger.token),
          })
        ).statusCode,
      ).toBe(404);
      expect((await t.inject({ method: 'GET', url: `/api/stories/${id}` })).statusCode).toBe(404);
      const admin = await adminToken(t, 'warda', 'night-garden-7');
      expect(
        (await t.inject({ method: 'GET', url: `/api/stories/${id}`, headers: auth(admin) })).json()
          .isOwner,
      ).toBe(false);
      expect(
        (
          await t.inject({
            method: 'DELETE',
            url: `/api/stories/${id}`,
            headers: await withCsrf(t, stranger.token),
          })
        ).statusCode,
      ).toBe(404);

      const usage = (
        await t.inject({ method: 'GET', url: '/api/user/usage-stats', headers: auth(token) })
      ).json();
      expect(usage.stories).toMatchObject({
        used: 1,
        total: 1,
        remaining: plans.free.storiesPerWeek - 1,
      });

      expect(
        (
          await t.inject({
            method: 'DELETE',
            url: `/api/stories/${id}`,
            headers: await withCsrf(t, token),
          })
        ).statusCode,
      ).toBe(204);
      expect((await t.inject({ method: 'GET', url: story.pages[0].imageUrl })).statusCode).toBe(
        404,
      );
      expect((await t.inject({ method: 'GET', url: `/api/stories/${id}/status` })).statusCode).toBe(
        404,
      );
      expect(await t.handle.db.select().from(stories).where(eq(stories.userId, userId))).toEqual(
        [],
      );
    },
    GENERATION_TIMEOUT,
  );

  it(
    'lets an admin make a story from the form, with any dialect and no weekly limit',
    async () => {
      const admin = await adminToken(t, 'warda', 'night-garden-7');
      const created = await create(admin, {
        selectedCharacterIds: characterIds.slice(0, 1),
        selectedLocationId: locationId,
        dialect: 'gulf_saudi',
        length: 3,
      });
      expect(created.statusCode).toBe(201);
      expect((await untilDone(created.json().id)).status.status).toBe('complete');
      const story = (
        await t.inject({
          method: 'GET',
          url: `/api/stories/${created.json().id}`,
          headers: auth(admin),
        })
      ).json();
      expect(story).toMatchObject({ dialect: 'gulf_saudi', isOwner: false });
      expect(story.pages[0].contentDialect).toMatch(/[\u0600-\u06ff]/);
    },
    GENERATION_TIMEOUT,
  );

  it(
    'keeps a story readable after its own character is deleted',
    async () => {
      const { token } = await parent(t, 'keeper@example.com');
      const mine = await t.inject({
        method: 'POST',
        url: '/api/characters',
        headers: await withCsrf(t, token),
        payload: {
          name: 'Dana',
          nameAr: 'دانة',
          age: 6,
          gender: 'female',
          description: 'A girl with a green hair ribbon who loves shells.',
        },
      });
      const created = await create(token, {
        selectedCharacterIds: [mine.json().id],
        selectedLocationId: locationId,
        length: 3,
      });
      expect((await untilDone(created.json().id)).status.status).toBe('complete');
      expect(
        (
          await t.inject({
            method: 'DELETE',
            url: `/api/characters/${mine.json().id}`,
            headers: await withCsrf(t, token),
          })
        ).statusCode,
      ).toBe(204);
      const story = (
        await t.inject({
          method: 'GET',
          url: `/api/stories/${created.json().id}`,
          headers: auth(token),
        })
      ).json();
      expect(story.characters).toEqual([{ name: 'Dana', nameAr: 'دانة' }]);
      expect(story.pages.map((page: { contentEn: string }) => page.contentEn).join(' ')).toContain(
        'Dana',
      );
      expect((await t.inject({ method: 'GET', url: story.pages[0].imageUrl })).statusCode).toBe(
        200,
      );
    },
    GENERATION_TIMEOUT,
  );

  it(
    'creates exactly the weekly limit under 50 parallel requests, each with one job, then answers with the reset date',
    async () => {
      const { token, id: userId } = await parent(t, 'parallel-writer@example.com');
      const headers = await withCsrf(t, token);
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          t.inject({
            method: 'POST',
            url: '/api/stories',
            headers,
            payload: {
              selectedCharacterIds: characterIds.slice(0, 1),
              selectedLocationId: locationId,
              length: 3,
            },
            remoteAddress: `10.7.${i}.1`,
          }),
        ),
      );
      const limit = plans.free.storiesPerWeek;
      expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(limit);
      const refused = answers.filter((a) => a.statusCode !== 201);
      expect(refused.every((a) => a.statusCode === 403 && a.json().code === 'LIMIT_EXCEEDED')).toBe(
        true,
      );
      const body = refused[0]!.json();
      // The limit's answer, field for field and in this order (docs/product/api.md).
      expect(Object.keys(body)).toEqual([
        'error',
        'code',
        'message',
        'upgradeOptions',
        'resetDate',
        'limit',
      ]);
      expect(body).toMatchObject({
        error: 'limit_exceeded',
        limit,
        upgradeOptions: [{ plan: 'family' }, { plan: 'heritage' }],
      });
      expect(body.message).toContain(`weekly limit of ${limit} stories`);
      expect(new Date(body.resetDate).getUTCDay()).toBe(1);

      const mine = await t.handle.db
        .select({ id: stories.id })
        .from(stories)
        .where(eq(stories.userId, userId));
      expect(mine).toHaveLength(limit);
      const jobs = (await t.handle.db.execute(
        sql`select count(*)::int as n from pgboss.job where name = 'story-write' and (data->>'storyId')::int in (${sql.join(
          mine.map((row) => sql`${row.id}`),
          sql`, `,
        )})`,
      )) as unknown as { rows: Array<{ n: number }> };
      expect(Number(jobs.rows[0]!.n)).toBe(limit);
      for (const row of mine) await untilDone(row.id);

      // A story that fails for good gives its slot back, and its owner can retry it.
      const failed = mine[0]!.id;
      await t.handle.db.update(stories).set({ status: 'processing' }).where(eq(stories.id, failed));
      await giveUp(t.app, failed, 1);
      const status = (
        await t.inject({
          method: 'GET',
          url: `/api/stories/${failed}/status`,
          headers: { 'accept-language': 'ar' },
        })
      ).json();
      expect(status.status).toBe('error');
      expect(status.error).toMatch(/[\u0600-\u06ff]/);
      expect(
        (
          await t.inject({ method: 'GET', url: '/api/user/usage-stats', headers: auth(token) })
        ).json().stories.used,
      ).toBe(limit - 1);
      const retried = await t.inject({
        method: 'POST',
        url: `/api/stories/${failed}/retry`,
        headers: await withCsrf(t, token),
      });
      expect(retried.statusCode).toBe(202);
      expect((await untilDone(failed)).status.status).toBe('complete');
      expect(
        (
          await t.inject({
            method: 'POST',
            url: `/api/stories/${failed}/retry`,
            headers: await withCsrf(t, token),
          })
        ).statusCode,
      ).toBe(409);
    },
    GENERATION_TIMEOUT,
  );

  it(
    'gives a parent granted Heritage by an admin a dialect story with dialect text and narration',
    async () => {
      const { token } = await parent(t, 'heritage@example.com');
      const admin = await adminToken(t, 'warda', 'night-garden-7');
      const grant = async (by: string, email: string) =>
        t.inject({
          method: 'POST',
          url: '/api/admin/users/plan',
          headers: await withCsrf(t, by),
          payload: { email, plan: 'heritage' },
        });
      expect((await grant(token, 'heritage@example.com')).statusCode).toBe(401);
      expect((await grant(admin, 'nobody@example.com')).statusCode).toBe(404);
      const granted = await grant(admin, ' Heritage@Example.com ');
      expect(granted.json()).toMatchObject({
        user: { email: 'heritage@example.com', subscription: 'Heritage' },
      });
      expect(
        (await t.inject({ method: 'GET', url: '/api/user', headers: auth(token) })).json()
          .subscription,
      ).toBe('Heritage');
      const created = await create(token, {
        selectedCharacterIds: characterIds.slice(0, 2),
        selectedLocationId: locationId,
        dialect: 'egyptian',
        length: 3,
      });
      expect(created.statusCode).toBe(201);
      expect((await untilDone(created.json().id)).status.status).toBe('complete');
      const story = (
        await t.inject({
          method: 'GET',
          url: `/api/stories/${created.json().id}`,
          headers: auth(token),
        })
      ).json();
      expect(story.titleDialect).toEqual(expect.any(String));
      for (const page of story.pages) {
        expect(page.contentDialect).toMatch(/[\u0600-\u06ff]/);
        expect(page.contentDialect).not.toBe(page.contentAr);
        expect(page.narrations.dialect.durationMs).toBeGreaterThan(1000);
      }
    },
    GENERATION_TIMEOUT,
  );
});
