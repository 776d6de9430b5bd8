import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, sql } from 'drizzle-orm';
import { messages } from '@qamar/shared';
import {
  apiLogs,
  communityReads,
  contentReports,
  feedback,
  requestLogs,
  stories,
  storyShares,
  users,
} from '../src/db/schema.ts';
import { pruneLogs } from '../src/logs/log-retention.job.ts';
import { adminToken, parent, postCatalogueStory, withCsrf } from './accounts-helper.ts';
import { createTestApp, target, untilStoryComplete, type TestApp } from './helper.ts';

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** PostgreSQL's percentile_cont: linear interpolation between the two nearest ranks. */
function percentileCont(values: number[], fraction: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const position = fraction * (sorted.length - 1);
  const below = Math.floor(position);
  const above = Math.ceil(position);
  return Math.round(sorted[below]! + (sorted[above]! - sorted[below]!) * (position - below));
}

/** A local OpenAI-compatible server that is down: every call answers 503, so the illustrator falls back. */
function downProvider(): Promise<{ url: string; calls: () => number; close: () => Promise<void> }> {
  let calls = 0;
  const server = http.createServer((request, response) => {
    calls += 1;
    request.resume();
    response
      .writeHead(503, { 'content-type': 'application/json' })
      .end(JSON.stringify({ error: { message: 'overloaded', type: 'server_error' } }));
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}/v1`,
        calls: () => calls,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

describe(`admin operations: dashboard and API logs (${target})`, () => {
  let t: TestApp;
  let admin: string;
  let provider: Awaited<ReturnType<typeof downProvider>>;
  let owner: { token: string; id: number };
  /** Every account this file makes, for the dashboard's all-time totals. */
  let accounts = 0;

  beforeAll(async () => {
    provider = await downProvider();
    t = await createTestApp({
      env: {
        ADMIN_USERNAME: 'warda',
        ADMIN_PASSWORD: 'night-garden-7',
        ILLUSTRATOR_ENGINE: 'openai-compatible',
        ILLUSTRATOR_BASE_URL: provider.url,
        ILLUSTRATOR_MODEL: 'picture-model',
        ILLUSTRATOR_MAX_RETRIES: '0',
        LOG_RETENTION_DAYS: '7',
      },
    });
    admin = await adminToken(t, 'warda', 'night-garden-7');
    owner = await parent(t, 'ops-owner@example.com', { plan: 'heritage' });
    accounts += 1;
  }, 60_000);
  afterAll(async () => {
    expect(t.serverErrors).toEqual([]);
    await t.close();
    await provider.close();
  });

  const get = (url: string, token = admin, headers: Record<string, string> = {}) =>
    t.inject({ method: 'GET', url, headers: { ...auth(token), ...headers } });
  const dashboard = async (query: string) => {
    const response = await get(`/api/admin/dashboard?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  describe('the dashboard', () => {
    // A past week of rows written by the test, so every figure can be worked out by hand.
    const day = (n: number, time = '10:00:00') => new Date(`2025-03-0${n}T${time}Z`);
    const plus = (date: Date, ms: number) => new Date(date.getTime() + ms);
    const stageTimes = {
      waiting: [1000, 2000, 500],
      writing: [3000, 1000, 4000],
      pictures: [6000, 2000, 9000],
      narration: [8000, 3000, 7000],
    };
    let made: { users: number[]; stories: number[] };

    beforeAll(async () => {
      const db = t.handle.db;
      const people = await db
        .insert(users)
        .values([
          {
            email: 'd1-free@example.com',
            name: 'A',
            passwordHash: 'x',
            plan: 'free',
            emailVerifiedAt: day(1),
            createdAt: day(1, '08:00:00'),
          },
          {
            email: 'd1-family@example.com',
            name: 'B',
            passwordHash: 'x',
            plan: 'family',
            createdAt: day(1, '23:59:59'),
          },
          {
            email: 'd3-heritage@example.com',
            name: 'C',
            passwordHash: 'x',
            plan: 'heritage',
            emailVerifiedAt: day(3),
            createdAt: day(3),
          },
        ])
        .returning({ id: users.id });
      accounts += people.length;
      const author = people[0]!.id;
      // Three first attempts that went all the way, each stage timed.
      const complete = [0, 1, 2].map((i) => {
        const created = plus(day(1 + i), i * 1000);
        const started = plus(created, stageTimes.waiting[i]!);
        const text = plus(started, stageTimes.writing[i]!);
        const pictures = plus(text, stageTimes.pictures[i]!);
        const narrations = plus(text, stageTimes.narration[i]!);
        const completed = pictures > narrations ? pictures : narrations;
        return {
          userId: author,
          status: 'complete',
          createdAt: created,
          startedAt: started,
          textCompletedAt: text,
          picturesCompletedAt: pictures,
          narrationsCompletedAt: narrations,
          completedAt: completed,
        };
      });
      const rows = await db
        .insert(stories)
        .values([
          ...complete,
          {
            userId: author,
            status: 'error',
            createdAt: day(2, '11:00:00'),
            startedAt: day(2, '11:00:01'),
          },
          { userId: author, status: 'queued', createdAt: day(3, '12:00:00') },
          {
            userId: author,
            status: 'processing',
            createdAt: day(3, '13:00:00'),
            startedAt: day(3, '13:00:02'),
          },
          // A retried story: its stages mix attempts, so they are left out of the stage times.
          {
            userId: author,
            status: 'complete',
            attempt: 2,
            createdAt: day(4),
            startedAt: day(4, '09:00:00'),
            textCompletedAt: day(4, '09:30:00'),
            completedAt: day(4, '11:00:00'),
          },
          // After the range.
          { userId: author, status: 'complete', createdAt: day(8) },
        ])
        .returning({ id: stories.id });
      made = { users: people.map((p) => p.id), stories: rows.map((r) => r.id) };
      const [s1, s2, s3] = made.stories;
      const call = (at: Date, values: Partial<typeof apiLogs.$inferInsert>) => ({
        engine: 'embedded-writer',
        model: 'embedded',
        kind: 'writer',
        purpose: 'story',
        latencyMs: 100,
        outcome: 'ok',
        size: 10,
        estimatedCostUsd: 0,
        createdAt: at,
        ...values,
      });
      await db.insert(apiLogs).values([
        call(day(1), {
          storyId: s1,
          kind: 'writer',
          engine: 'openai',
          model: 'gpt-4.1',
          latencyMs: 1200,
          estimatedCostUsd: 0.01,
        }),
        call(day(1), {
          storyId: s1,
          kind: 'illustrator',
          engine: 'openai',
          model: 'gpt-image-1',
          latencyMs: 3000,
          estimatedCostUsd: 0.04,
        }),
        call(day(2), {
          storyId: s2,
          kind: 'illustrator',
          engine: 'openai',
          model: 'gpt-image-1',
          latencyMs: 800,
          outcome: 'error',
          estimatedCostUsd: 0.002,
        }),
        call(day(2), {
          storyId: s2,
          kind: 'illustrator',
          engine: 'embedded-illustrator',
          latencyMs: 150,
          outcome: 'fallback',
          fallback: true,
        }),
        call(day(2), {
          storyId: s2,
          kind: 'narrator',
          engine: 'openai',
          model: 'tts-1',
          latencyMs: 30000,
          outcome: 'timeout',
        }),
        call(day(2), {
          storyId: s2,
          kind: 'narrator',
          engine: 'embedded-narrator',
          latencyMs: 2000,
          outcome: 'fallback',
          fallback: true,
        }),
        call(day(3), {
          storyId: s3,
          kind: 'narrator',
          engine: 'openai',
          model: 'tts-1',
          latencyMs: 900,
          estimatedCostUsd: 0.03,
        }),
        // A catalogue portrait: engine cost, but no story's.
        call(day(5), {
          kind: 'illustrator',
          purpose: 'character-portrait',
          engine: 'openai',
          model: 'gpt-image-1',
          latencyMs: 2500,
          estimatedCostUsd: 0.5,
        }),
        // Outside the range.
        call(day(9), { storyId: s1, kind: 'writer', latencyMs: 99999, estimatedCostUsd: 7 }),
      ]);
      await db.insert(communityReads).values([
        { userId: made.users[1]!, weekStart: '2025-02-24', storyId: s1!, createdAt: day(2) },
        {
          userId: made.users[2]!,
          weekStart: '2025-02-24',
          storyId: s1!,
          createdAt: day(2, '18:00:00'),
        },
        { userId: made.users[2]!, weekStart: '2025-03-03', storyId: s2!, createdAt: day(5) },
      ]);
      await db.insert(storyShares).values([
        { storyId: s1!, token: 'dash-share-one-aaaaaaaaaaaaaaaaaaaa', viewCount: 5, maxViews: 50 },
        { storyId: s2!, token: 'dash-share-two-aaaaaaaaaaaaaaaaaaaa', viewCount: 2, maxViews: 50 },
      ]);
      await db.insert(contentReports).values([
        { storyId: s1!, reporterId: made.users[1]!, reason: 'spam' },
        { storyId: s1!, reporterId: made.users[2]!, reason: 'other' },
        { storyId: s2!, reporterId: made.users[1]!, reason: 'unsafe', resolvedAt: day(6) },
      ]);
      await db.insert(feedback).values(
        Array.from({ length: 12 }, (_, i) => ({
          userId: i === 11 ? made.users[1]! : null,
          category: 'general',
          message: `Feedback number ${i + 1}`,
          language: i % 2 ? 'ar' : 'en',
          createdAt: new Date(Date.UTC(2025, 2, 1, 12, i)),
        })),
      );
    });

    it('counts a past week exactly from the rows: accounts, stories, stages, engines, failures, cost, community, feedback', async () => {
      const figures = await dashboard('from=2025-03-01&to=2025-03-07');
      expect(figures.from).toBe('2025-03-01');
      expect(figures.to).toBe('2025-03-07');
      expect(figures.days).toEqual([
        '2025-03-01',
        '2025-03-02',
        '2025-03-03',
        '2025-03-04',
        '2025-03-05',
        '2025-03-06',
        '2025-03-07',
      ]);
      // Accounts are counted over all time; new ones per day of the range.
      expect(figures.users.total).toBe(accounts);
      expect(figures.users.verified).toBe(accounts - 1);
      expect(figures.users.byPlan).toEqual([
        { plan: 'family', count: 1 },
        { plan: 'free', count: 1 },
        { plan: 'heritage', count: accounts - 2 },
      ]);
      expect(figures.users.newPerDay).toEqual([2, 0, 1, 0, 0, 0, 0]);

      expect(figures.stories.total).toBe(7);
      expect(figures.stories.byStatus).toEqual({ queued: 1, processing: 1, complete: 4, error: 1 });
      expect(figures.stories.perDay).toEqual({
        queued: [0, 0, 1, 0, 0, 0, 0],
        processing: [0, 0, 1, 0, 0, 0, 0],
        complete: [1, 1, 1, 1, 0, 0, 0],
        error: [0, 1, 0, 0, 0, 0, 0],
      });

      // Stage times of first attempts: the error and processing stories add their waits (and nothing after).
      const waiting = [...stageTimes.waiting, 1000, 2000];
      const total = [0, 1, 2].map(
        (i) =>
          stageTimes.waiting[i]! +
          stageTimes.writing[i]! +
          Math.max(stageTimes.pictures[i]!, stageTimes.narration[i]!),
      );
      const expected = {
        waiting,
        writing: stageTimes.writing,
        pictures: stageTimes.pictures,
        narration: stageTimes.narration,
        total,
      };
      expect(figures.stages).toEqual(
        (['waiting', 'writing', 'pictures', 'narration', 'total'] as const).map((stage) => ({
          stage,
          stories: expected[stage].length,
          p50Ms: percentileCont(expected[stage], 0.5),
          p95Ms: percentileCont(expected[stage], 0.95),
        })),
      );

      expect(figures.engines).toEqual([
        {
          kind: 'illustrator',
          calls: 4,
          p50Ms: percentileCont([3000, 800, 150, 2500], 0.5),
          p95Ms: percentileCont([3000, 800, 150, 2500], 0.95),
        },
        {
          kind: 'narrator',
          calls: 3,
          p50Ms: 2000,
          p95Ms: percentileCont([30000, 2000, 900], 0.95),
        },
        { kind: 'writer', calls: 1, p50Ms: 1200, p95Ms: 1200 },
      ]);
      expect(figures.failures).toEqual({
        storiesFailed: 1,
        engineErrors: 1,
        timeouts: 1,
        fallbacks: 2,
        perDay: {
          storiesFailed: [0, 1, 0, 0, 0, 0, 0],
          engineErrors: [0, 1, 0, 0, 0, 0, 0],
          fallbacks: [0, 2, 0, 0, 0, 0, 0],
        },
      });
      expect(figures.cost.totalUsd).toBeCloseTo(0.582, 10);
      expect(figures.cost.perDayUsd.map((usd: number) => Number(usd.toFixed(6)))).toEqual([
        0.05, 0.002, 0.03, 0, 0.5, 0, 0,
      ]);
      expect(figures.cost.stories).toBe(3);
      expect(figures.cost.perStoryUsd).toBeCloseTo(0.082 / 3, 10);

      expect(figures.community).toEqual({
        shareViews: 7,
        shareLinks: 2,
        libraryReads: 3,
        libraryReadsPerDay: [0, 2, 0, 0, 1, 0, 0],
        openReports: 2,
      });
      expect(figures.recentFeedback.map((item: { message: string }) => item.message)).toEqual(
        Array.from({ length: 10 }, (_, i) => `Feedback number ${12 - i}`),
      );
      expect(figures.recentFeedback[0]).toMatchObject({
        email: 'd1-family@example.com',
        language: 'ar',
        category: 'general',
        createdAt: '2025-03-01T12:11:00.000Z',
      });
      expect(figures.recentFeedback[1].email).toBeNull();
      expect(figures.queues.map((queue: { name: string }) => queue.name)).toEqual(
        expect.arrayContaining([
          'story-write',
          'story-illustrate',
          'story-narrate',
          'account-email',
          'log-retention',
        ]),
      );
    });

    it('takes the last 30 days by default, one day, and refuses a wrong, reversed or too long range in the caller’s language', async () => {
      const today = new Date().toISOString().slice(0, 10);
      const usual = await dashboard('');
      expect(usual.days).toHaveLength(30);
      expect(usual.to).toBe(today);
      const single = await dashboard('from=2025-03-02&to=2025-03-02');
      expect(single.days).toEqual(['2025-03-02']);
      expect(single.stories.perDay.error).toEqual([1]);
      expect(single.community.libraryReadsPerDay).toEqual([2]);
      const refusals: Array<[string, string]> = [
        ['from=2025-02-30', 'adminOps.invalidDate'],
        ['to=yesterday', 'adminOps.invalidDate'],
        ['from=2025-03-07&to=2025-03-01', 'adminOps.rangeReversed'],
        ['from=2024-01-01&to=2025-03-01', 'adminOps.rangeTooLong'],
      ];
      for (const [query, key] of refusals) {
        const response = await get(`/api/admin/dashboard?${query}`, admin, {
          'accept-language': 'ar',
        });
        expect(response.statusCode, query).toBe(400);
        expect(response.json().message).toBe(messages[key as keyof typeof messages].ar);
      }
    });

    it('shows how long each job queue is and how long its oldest job has waited, from the queue itself', async () => {
      await t.app.queue.createQueue('ops-idle-test');
      for (let i = 0; i < 3; i++) await t.app.queue.send('ops-idle-test', { i });
      await t.app.queue.send('ops-idle-test', { later: true }, { startAfter: 3600 });
      await t.app.db.execute(
        sql`update pgboss.job set created_on = now() - interval '90 seconds', start_after = now() - interval '90 seconds' where name = 'ops-idle-test' and (data->>'i')::int = 0`,
      );
      const { queues } = await dashboard('');
      const idle = queues.find((queue: { name: string }) => queue.name === 'ops-idle-test');
      expect(idle).toMatchObject({ waiting: 4, deferred: 1, active: 0 });
      expect(idle.oldestWaitSeconds).toBeGreaterThanOrEqual(89);
      expect(idle.oldestWaitSeconds).toBeLessThan(200);
    });
  });

  describe('a story made through the API', () => {
    let storyId: number;
    beforeAll(async () => {
      const response = await postCatalogueStory(t, owner.token, { length: 3 });
      expect(response.statusCode, response.body).toBe(201);
      storyId = response.json().id;
      await untilStoryComplete(t, storyId);
    }, 180_000);

    it('records when each stage ended, and the cloud illustrator’s fallbacks to the embedded one', async () => {
      const [story] = await t.handle.db.select().from(stories).where(eq(stories.id, storyId));
      expect(story!.startedAt).not.toBeNull();
      const order = [
        story!.createdAt,
        story!.startedAt!,
        story!.textCompletedAt!,
        story!.picturesCompletedAt!,
        story!.completedAt!,
      ].map((date) => date.getTime());
      expect([...order].sort((a, b) => a - b)).toEqual(order);
      expect(story!.narrationsCompletedAt!.getTime()).toBeLessThanOrEqual(
        story!.completedAt!.getTime(),
      );
      expect(story!.narrationsCompletedAt!.getTime()).toBeGreaterThanOrEqual(
        story!.textCompletedAt!.getTime(),
      );
      expect(provider.calls()).toBeGreaterThanOrEqual(3);
      const calls = await t.handle.db
        .select()
        .from(apiLogs)
        .where(and(eq(apiLogs.storyId, storyId), eq(apiLogs.kind, 'illustrator')))
        .orderBy(asc(apiLogs.id));
      expect(
        calls
          .filter((call) => call.engine === 'openai-compatible')
          .every((call) => call.outcome === 'error' && !call.fallback),
      ).toBe(true);
      const fallbacks = calls.filter((call) => call.fallback);
      expect(fallbacks).toHaveLength(3);
      expect(
        fallbacks.every((call) => call.outcome === 'fallback' && call.model === 'embedded'),
      ).toBe(true);
    });

    it('is counted on today’s dashboard, and its engine calls are found by its id in the log', async () => {
      const today = new Date().toISOString().slice(0, 10);
      const figures = await dashboard(`from=${today}&to=${today}`);
      expect(figures.stories.perDay.complete).toEqual([1]);
      for (const stage of figures.stages)
        expect(stage, stage.stage).toMatchObject({ stories: 1, p50Ms: expect.any(Number) });
      const logged = await get(`/api/admin/api-logs/engine?storyId=${storyId}&limit=200`);
      const rows = logged.json().rows as Array<{
        storyId: number;
        fallback: boolean;
        outcome: string;
        kind: string;
      }>;
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((row) => row.storyId === storyId)).toBe(true);
      expect(figures.failures.fallbacks).toBe(rows.filter((row) => row.fallback).length);
      expect(figures.failures.engineErrors).toBe(
        rows.filter((row) => row.outcome === 'error').length,
      );
      expect(
        figures.engines.find((engine: { kind: string }) => engine.kind === 'illustrator').calls,
      ).toBe(rows.filter((row) => row.kind === 'illustrator').length);
      const onlyFallbacks = (
        await get(`/api/admin/api-logs/engine?storyId=${storyId}&fallback=true`)
      ).json().rows;
      expect(onlyFallbacks).toHaveLength(3);
    });
  });

  describe('keyset paging', () => {
    // 1,234 engine calls and as many requests in April 2025, many sharing a millisecond (and some a microsecond).
    beforeAll(async () => {
      await t.app.db.execute(sql`
        insert into api_logs (engine, model, kind, purpose, story_id, user_id, latency_ms, outcome, size, estimated_cost_usd, fallback, created_at)
        select case when g % 7 = 0 then 'openai' else 'embedded-narrator' end, 'embedded', (array['writer', 'illustrator', 'narrator'])[g % 3 + 1], 'story', null,
               case when g % 4 = 0 then ${owner.id}::int end, g, (array['ok', 'ok', 'error', 'timeout', 'fallback'])[g % 5 + 1], g * 3, 0, g % 5 = 4,
               timestamptz '2025-04-10 12:00:00+00' - (g / 4) * interval '1 millisecond' + (g % 2) * interval '1 microsecond' - (g / 400) * interval '1 day'
        from generate_series(1, 1234) g`);
      await t.app.db.execute(sql`
        insert into request_logs (method, route, status, duration_ms, principal_kind, principal_id, created_at)
        select (array['GET', 'POST', 'DELETE', 'PUT'])[g % 4 + 1], (array['/api/stories/:id', '/api/share/:shareToken', '/api/user'])[g % 3 + 1],
               (array[200, 201, 404, 401, 500])[g % 5 + 1], g / 10.0, (array['anonymous', 'user', 'admin'])[g % 3 + 1], case when g % 3 = 1 then ${owner.id}::int when g % 3 = 2 then 1 end,
               timestamptz '2025-04-10 12:00:00+00' - (g / 4) * interval '1 millisecond' + (g % 2) * interval '1 microsecond' - (g / 400) * interval '1 day'
        from generate_series(1, 1234) g`);
    });

    /** Every page of a list, following each page's cursor, with the page size given. */
    const walk = async (url: string, limit: number) => {
      const seen: Array<{ id: number; createdAt: string }> = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const response = await get(`${url}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
        expect(response.statusCode, response.body).toBe(200);
        const page = response.json();
        expect(page.rows.length).toBeLessThanOrEqual(limit);
        seen.push(...page.rows);
        cursor = page.nextCursor;
        pages += 1;
      } while (cursor && pages < 500);
      return seen;
    };
    const idsOf = async (query: ReturnType<typeof sql>) =>
      ((await t.app.db.execute(query)) as unknown as { rows: Array<{ id: number }> }).rows.map(
        (row) => Number(row.id),
      );

    it('returns every engine call a filter selects exactly once, newest first', async () => {
      const cases: Array<[string, ReturnType<typeof sql>]> = [
        [
          'kind=narrator&from=2025-04-08&to=2025-04-10',
          sql`kind = 'narrator' and created_at >= '2025-04-08' and created_at < '2025-04-11'`,
        ],
        ['outcome=error', sql`outcome = 'error'`],
        [
          `engine=openai&user=ops-owner@example.com`,
          sql`engine = 'openai' and user_id = ${owner.id}`,
        ],
        [
          `fallback=true&user=${owner.id}&to=2025-04-09`,
          sql`fallback and user_id = ${owner.id} and created_at < '2025-04-10'`,
        ],
      ];
      for (const [query, where] of cases) {
        const rows = await walk(`/api/admin/api-logs/engine?${query}`, 37);
        const expected = await idsOf(
          sql`select id from api_logs where ${where} order by created_at desc, id desc`,
        );
        expect(expected.length, query).toBeGreaterThan(20);
        expect(
          rows.map((row) => row.id),
          query,
        ).toEqual(expected);
        expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
      }
      const all = await walk('/api/admin/api-logs/engine?from=2025-04-01&to=2025-04-30', 200);
      expect(all).toHaveLength(1234);
      const nobody = await get('/api/admin/api-logs/engine?user=nobody@example.com');
      expect(nobody.json()).toEqual({ rows: [], nextCursor: null });
    });

    it('returns every request a filter selects exactly once, newest first', async () => {
      const cases: Array<[string, ReturnType<typeof sql>]> = [
        [
          'status=4xx&from=2025-04-01&to=2025-04-30',
          sql`status between 400 and 499 and created_at >= '2025-04-01' and created_at < '2025-05-01'`,
        ],
        [
          `user=${owner.id}&from=2025-04-01&to=2025-04-30`,
          sql`principal_kind = 'user' and principal_id = ${owner.id} and created_at < '2025-05-01' and created_at >= '2025-04-01'`,
        ],
        [
          'route=/api/share/:shareToken&method=DELETE&to=2025-04-30',
          sql`route = '/api/share/:shareToken' and method = 'DELETE' and created_at < '2025-05-01'`,
        ],
        [
          'status=500&principal=admin&from=2025-04-01&to=2025-04-30',
          sql`status = 500 and principal_kind = 'admin' and created_at >= '2025-04-01' and created_at < '2025-05-01'`,
        ],
      ];
      for (const [query, where] of cases) {
        const rows = await walk(`/api/admin/api-logs/requests?${query}`, 29);
        const expected = await idsOf(
          sql`select id from request_logs where ${where} order by created_at desc, id desc`,
        );
        expect(expected.length, query).toBeGreaterThan(20);
        expect(
          rows.map((row) => row.id),
          query,
        ).toEqual(expected);
      }
    });

    it('refuses a forged cursor or a wrong filter with a 400 in the caller’s language', async () => {
      for (const [query, key] of [
        ['cursor=bm90LWEtY3Vyc29y', 'adminOps.invalidCursor'],
        [
          `cursor=${Buffer.from('2025-04-10T12:00:00.000000|1 or 1=1').toString('base64url')}`,
          'adminOps.invalidCursor',
        ],
        ['status=6xx', 'adminOps.invalidStatus'],
        ['status=40', 'adminOps.invalidStatus'],
        ['from=2025-04-10&to=2025-04-01', 'adminOps.rangeReversed'],
        ['limit=500', 'validation.invalid'],
      ] as const) {
        const response = await get(`/api/admin/api-logs/requests?${query}`, admin, {
          'accept-language': 'ar',
        });
        expect(response.statusCode, query).toBe(400);
        expect(response.json().message, query).toBe(messages[key].ar);
      }
      expect((await get('/api/admin/api-logs/engine?kind=painter')).statusCode).toBe(400);
    });

    it('exports the filtered rows as CSV, streamed, with text a spreadsheet would run made plain', async () => {
      await t.app.db.insert(apiLogs).values({
        engine: 'openai',
        model: 'gpt-4.1',
        kind: 'writer',
        purpose: 'story',
        latencyMs: 5,
        outcome: 'error',
        size: 0,
        error: '=HYPERLINK("x"), then "quoted", then a\nnew line',
        createdAt: new Date('2025-04-20T08:00:00Z'),
      });
      const response = await get(
        '/api/admin/api-logs/engine/export?outcome=error&from=2025-04-01&to=2025-04-30',
      );
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename="engine-calls-\d{4}-\d\d-\d\d\.csv"$/,
      );
      const lines = response.body.split('\r\n');
      expect(lines[0]).toBe(
        'createdAt,engine,model,kind,purpose,storyId,userId,latencyMs,outcome,size,estimatedCostUsd,fallback,error',
      );
      expect(lines[1]).toBe(
        '2025-04-20T08:00:00.000Z,openai,gpt-4.1,writer,story,,,5,error,0,0,false,"\'=HYPERLINK(""x""), then ""quoted"", then a\nnew line"',
      );
      const expected = await idsOf(
        sql`select id from api_logs where outcome = 'error' and created_at >= '2025-04-01' and created_at < '2025-05-01'`,
      );
      expect(lines.filter(Boolean)).toHaveLength(expected.length + 1);

      const requests = await get(
        '/api/admin/api-logs/requests/export?status=4xx&from=2025-04-01&to=2025-04-30',
      );
      const rows = requests.body.split('\r\n').filter(Boolean);
      expect(rows[0]).toBe('createdAt,method,route,status,durationMs,principalKind,principalId');
      const paged = await walk(
        '/api/admin/api-logs/requests?status=4xx&from=2025-04-01&to=2025-04-30',
        200,
      );
      expect(rows.slice(1).map((row) => row.split(',')[0])).toEqual(
        paged.map((row) => row.createdAt),
      );
      expect(rows).toHaveLength(paged.length + 1);
    });
  });

  describe('the request log', () => {
    it('keeps each API request’s method, route pattern, status, duration and principal, and nothing a request carried', async () => {
      const since = new Date();
      const child = await t.inject({
        method: 'POST',
        url: '/api/child-profiles',
        headers: await withCsrf(t, owner.token),
        payload: {
          nameEn: 'Yasmeenquill',
          nameAr: 'ياسمينة القلم',
          gender: 'female',
          birthMonth: 4,
          birthYear: new Date().getUTCFullYear() - 5,
        },
      });
      expect(child.statusCode, child.body).toBe(201);
      const shared = await t.inject({
        method: 'POST',
        url: `/api/stories/${(await t.handle.db.select({ id: stories.id }).from(stories).where(eq(stories.userId, owner.id)))[0]!.id}/share`,
        headers: await withCsrf(t, owner.token),
      });
      const shareToken = shared.json().share?.token as string | undefined;
      expect(shareToken).toBeTruthy();
      await t.inject({
        method: 'GET',
        url: `/api/share/${shareToken}?token=${shareToken}&name=Yasmeenquill`,
      });
      await t.inject({ method: 'GET', url: '/api/no-such-thing/Yasmeenquill?secret=sesame-token' });
      await get('/api/admin/current');
      await t.inject({ method: 'GET', url: '/api/user', headers: auth(owner.token) });
      await t.app.requestLog.flush();

      const rows = await t.handle.db
        .select()
        .from(requestLogs)
        .where(sql`${requestLogs.createdAt} >= ${new Date(since.getTime() - 1000)}`)
        .orderBy(asc(requestLogs.id));
      const stored = JSON.stringify(rows);
      for (const secret of [
        shareToken!,
        'Yasmeenquill',
        'ياسمينة',
        'sesame-token',
        owner.token,
        admin,
        'token=',
        '?',
      ])
        expect(stored).not.toContain(secret);
      const find = (method: string, route: string) =>
        rows.find((row) => row.method === method && row.route === route);
      expect(find('POST', '/api/child-profiles')).toMatchObject({
        status: 201,
        principalKind: 'user',
        principalId: owner.id,
      });
      expect(find('GET', '/api/share/:shareToken')).toMatchObject({
        status: 200,
        principalKind: 'anonymous',
        principalId: null,
      });
      expect(find('GET', '(no route)')).toMatchObject({ status: 404, principalKind: 'anonymous' });
      expect(find('GET', '/api/admin/current')).toMatchObject({
        status: 200,
        principalKind: 'admin',
        principalId: expect.any(Number),
      });
      expect(find('GET', '/api/user')).toMatchObject({
        status: 200,
        principalKind: 'user',
        principalId: owner.id,
      });
      expect(rows.every((row) => row.durationMs >= 0 && row.durationMs < 60_000)).toBe(true);
      // Pages and files of the web app are not API requests.
      expect(rows.some((row) => !row.route.startsWith('/api/') && row.route !== '(no route)')).toBe(
        false,
      );

      // And the admins read them back through the log, filtered by parent.
      const mine = (
        await get(
          `/api/admin/api-logs/requests?user=ops-owner@example.com&from=${since.toISOString().slice(0, 10)}`,
        )
      ).json();
      expect(mine.rows.map((row: { route: string }) => row.route)).toEqual(
        expect.arrayContaining(['/api/child-profiles', '/api/user']),
      );
      expect(mine.rows.every((row: { principalId: number }) => row.principalId === owner.id)).toBe(
        true,
      );
      expect(mine.routes).toEqual(
        expect.arrayContaining(['/api/admin/dashboard', '/api/stories/:id']),
      );
    });

    it('keeps its rows LOG_RETENTION_DAYS days: the hourly job deletes older ones', async () => {
      const now = Date.now();
      const old = new Date(now - 8 * 24 * 3600_000);
      const recent = new Date(now - 6 * 24 * 3600_000);
      await t.handle.db.insert(requestLogs).values(
        [old, recent].map((createdAt) => ({
          method: 'GET',
          route: '/api/retention-test',
          status: 200,
          durationMs: 1,
          principalKind: 'anonymous',
          createdAt,
        })),
      );
      await t.handle.db.insert(apiLogs).values(
        [old, recent].map((createdAt) => ({
          engine: 'retention-test',
          model: 'embedded',
          kind: 'writer',
          purpose: 'story',
          latencyMs: 1,
          outcome: 'ok',
          size: 1,
          createdAt,
        })),
      );
      const schedules = await t.app.queue.getSchedules();
      expect(schedules).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ name: 'log-retention', cron: '7 * * * *' }),
        ]),
      );

      // The job, as the schedule sends it.
      await t.app.queue.send('log-retention', {});
      const left = async () => ({
        requests: (
          await t.handle.db
            .select({ at: requestLogs.createdAt })
            .from(requestLogs)
            .where(eq(requestLogs.route, '/api/retention-test'))
        ).map((row) => row.at.getTime()),
        engine: (
          await t.handle.db
            .select({ at: apiLogs.createdAt })
            .from(apiLogs)
            .where(eq(apiLogs.engine, 'retention-test'))
        ).map((row) => row.at.getTime()),
      });
      await expect
        .poll(left, { timeout: 15_000, interval: 200 })
        .toEqual({ requests: [recent.getTime()], engine: [recent.getTime()] });
      // The past weeks written by the tests above are older than 7 days: they went too.
      expect(
        Number(
          (
            (await t.app.db.execute(
              sql`select count(*) as n from api_logs where created_at < now() - interval '7 days'`,
            )) as unknown as { rows: Array<{ n: number }> }
          ).rows[0]!.n,
        ),
      ).toBe(0);
      expect(await pruneLogs(t.app)).toEqual({ requests: 0, engineCalls: 0 });
    });
  });

  describe('who may call', () => {
    const routes = [
      '/api/admin/dashboard',
      '/api/admin/api-logs/engine',
      '/api/admin/api-logs/requests',
      '/api/admin/api-logs/engine/export',
      '/api/admin/api-logs/requests/export',
    ];
    it('answers admins alone: anonymous callers and parents get 401 and no figures', async () => {
      for (const url of routes) {
        expect((await get(url)).statusCode, url).toBe(200);
        const anonymous = await t.inject({ method: 'GET', url });
        expect(anonymous.statusCode, url).toBe(401);
        const parentCall = await get(url, owner.token);
        expect(parentCall.statusCode, url).toBe(401);
        expect(parentCall.json()).toMatchObject({ code: 'UNAUTHORIZED' });
      }
    });
  });
});
