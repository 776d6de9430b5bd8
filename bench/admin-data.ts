import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config/config.ts';
import { stories, users } from '../apps/server/src/db/schema.ts';

/**
 * The admin benchmark's data: an app on a fresh database (PGlite or a scratch PostgreSQL one),
 * filled with 100,000 engine calls and 100,000 requests.
 */

/** Rows of each log. */
export const ROWS = 100_000;

export async function withApp<T>(
  databaseUrl: string | undefined,
  options: { requestLog?: false },
  run: (app: FastifyInstance) => Promise<T>,
): Promise<T> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qamar-bench-admin-'));
  const config = loadConfig({
    ...process.env,
    DATA_DIR: dataDir,
    APP_SECRET: crypto.randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
    DATABASE_URL: databaseUrl ?? '',
    ADMIN_USERNAME: 'bench-admin',
    ADMIN_PASSWORD: crypto.randomBytes(12).toString('hex'),
  });
  const app = await buildApp({ config, logger: false, ...options });
  await app.ready();
  try {
    return await run(app);
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A database of its own on the server BENCH_DATABASE_URL names, dropped afterwards. */
export async function scratchDatabase(
  serverUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `qamar_bench_admin_${crypto.randomBytes(4).toString('hex')}`;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

export async function fill(
  app: FastifyInstance,
): Promise<{ storyId: number; userId: number; email: string }> {
  const started = performance.now();
  const people = await app.db
    .insert(users)
    .values(
      Array.from({ length: 500 }, (_, i) => ({
        email: `bench-parent-${i}@example.com`,
        name: 'Parent',
        passwordHash: 'x',
      })),
    )
    .returning({ id: users.id });
  const first = people[0]!.id;
  const made = await app.db
    .insert(stories)
    .values(
      Array.from({ length: 2000 }, (_, i) => ({ userId: first + (i % 500), status: 'complete' })),
    )
    .returning({ id: stories.id });
  const firstStory = made[0]!.id;
  // 30 days back from now; three engine calls in a hundred fail, one falls back; most requests are GETs that work.
  await app.db.execute(sql`
    insert into api_logs (engine, model, kind, purpose, story_id, user_id, latency_ms, outcome, size, estimated_cost_usd, fallback, created_at)
    select case when g % 10 < 3 then 'openai' else (array['embedded-writer', 'embedded-illustrator', 'embedded-narrator'])[g % 3 + 1] end,
           case when g % 10 < 3 then 'gpt-4.1' else 'embedded' end,
           (array['writer', 'illustrator', 'narrator'])[g % 3 + 1], 'story',
           ${firstStory}::int + (g % 2000), ${first}::int + (g % 500), 50 + (g::bigint * 7919) % 5000,
           case when g % 100 < 2 then 'error' when g % 100 = 2 then 'timeout' when g % 100 = 3 then 'fallback' else 'ok' end,
           (g::bigint * 104729) % 200000, case when g % 10 < 3 then 0.002 else 0 end, g % 100 = 3,
           now() - (g * interval '25.92 seconds')
    from generate_series(1, ${ROWS}) g`);
  const routes = [
    '/api/stories/:id/status',
    '/api/stories/:id',
    '/api/user',
    '/api/stories',
    '/api/share/:shareToken',
    '/api/community/stories',
    '/api/csrf-token',
    '/api/feedback',
    '/api/admin/dashboard',
    '/api/child-profiles',
  ];
  await app.db.execute(sql`
    insert into request_logs (method, route, status, duration_ms, principal_kind, principal_id, created_at)
    select case when g % 20 = 0 then 'POST' when g % 97 = 0 then 'DELETE' else 'GET' end,
           (${sql.raw(`array[${routes.map((route) => `'${route}'`).join(', ')}]`)})[case when g % 1000 = 0 then 10 else g % 9 + 1 end],
           case when g % 200 = 0 then 500 when g % 50 = 0 then 404 when g % 33 = 0 then 401 else 200 end,
           (g % 300) / 3.0,
           case when g % 5 = 0 then 'anonymous' when g % 50 = 1 then 'admin' else 'user' end,
           case when g % 5 = 0 then null when g % 50 = 1 then 1 else ${first}::int + (g % 500) end,
           now() - (g * interval '25.92 seconds')
    from generate_series(1, ${ROWS}) g`);
  await app.db.execute(sql`analyze api_logs`);
  await app.db.execute(sql`analyze request_logs`);
  console.log(
    `admin: ${ROWS} engine calls and ${ROWS} requests written in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return { storyId: firstStory + 17, userId: first + 42, email: `bench-parent-42@example.com` };
}

/** The cursor of the row `depth` rows down a log (what 1,800 pages of 50 would have reached). */
export async function cursorAt(
  app: FastifyInstance,
  table: 'api_logs' | 'request_logs',
  depth: number,
): Promise<string> {
  const result = (await app.db.execute(
    sql`select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US') as at, id from ${sql.raw(table)} order by created_at desc, id desc offset ${depth} limit 1`,
  )) as unknown as { rows: Array<{ at: string; id: number }> };
  const row = result.rows[0]!;
  return Buffer.from(`${row.at}|${row.id}`).toString('base64url');
}
