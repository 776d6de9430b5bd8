/**
 * The admin's API logs and dashboard (goal: every log page p95 under 100 ms at 100,000 rows).
 * 100,000 engine calls and 100,000 API requests over 30 days are written into a fresh database
 * migrated by the real app (PGlite; then PostgreSQL too when BENCH_DATABASE_URL names a server,
 * on a database of its own made and dropped there), then log pages are timed through the app as
 * an admin: the first page, deep pages (a cursor 90,000 rows down) and filtered pages (engine,
 * kind, outcome, fallback, story, parent, status class, route, method, date range), each
 * 40 times, and the dashboard over 30 and 90 days, and a whole CSV export.
 *
 * Then what the request log costs a request: 5,000 calls to GET /api/health with the log and
 * 5,000 without (the same app built without it), and the time to write a batch of 500 rows.
 */
import os from 'node:os';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { admins } from '../apps/server/src/db/schema.ts';
import { cursorAt, fill, scratchDatabase, withApp } from './admin-data.ts';

const RUNS = 40;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const figures = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms`;
};

async function benchLogs(app: FastifyInstance, label: string): Promise<void> {
  const { storyId, userId, email } = await fill(app);
  const [admin] = await app.db.select().from(admins).where(eq(admins.username, 'bench-admin'));
  const token = await app.issueToken('admin', admin!.id, admin!.tokenVersion);
  let calls = 0;
  // Wall time, and the CPU time of this thread (PGlite runs on it): the second does not grow when
  // other processes share the machine's cores.
  const call = async (url: string) => {
    const started = performance.now();
    const cpuBefore = process.threadCpuUsage();
    // Each call from an address of its own: the API's rate limit counts per address.
    const response = await app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${token}` },
      remoteAddress: `10.9.${(calls >> 8) & 255}.${calls++ & 255}`,
    });
    const cpu = process.threadCpuUsage(cpuBefore);
    const ms = performance.now() - started;
    if (response.statusCode !== 200)
      throw new Error(`${url}: ${response.statusCode} ${response.body.slice(0, 200)}`);
    return { ms, cpuMs: (cpu.user + cpu.system) / 1000, body: response.body };
  };
  const week = (daysAgo: number) =>
    new Date(Date.now() - daysAgo * 24 * 3600_000).toISOString().slice(0, 10);
  const engineDeep = await cursorAt(app, 'api_logs', 90_000);
  const requestDeep = await cursorAt(app, 'request_logs', 90_000);
  const groups: Record<string, string[]> = {
    'engine calls, first page': ['/api/admin/api-logs/engine'],
    'engine calls, deep page (90,000 rows down)': [
      `/api/admin/api-logs/engine?cursor=${engineDeep}`,
    ],
    'engine calls, filtered': [
      '/api/admin/api-logs/engine?kind=narrator',
      '/api/admin/api-logs/engine?outcome=error',
      '/api/admin/api-logs/engine?outcome=timeout&kind=writer',
      '/api/admin/api-logs/engine?fallback=true',
      '/api/admin/api-logs/engine?engine=openai&kind=illustrator',
      `/api/admin/api-logs/engine?storyId=${storyId}`,
      `/api/admin/api-logs/engine?user=${email}`,
      `/api/admin/api-logs/engine?from=${week(14)}&to=${week(7)}&kind=writer`,
      `/api/admin/api-logs/engine?outcome=error&cursor=${engineDeep}`,
    ],
    'requests, first page': ['/api/admin/api-logs/requests'],
    'requests, deep page (90,000 rows down)': [
      `/api/admin/api-logs/requests?cursor=${requestDeep}`,
    ],
    'requests, filtered': [
      '/api/admin/api-logs/requests?status=5xx',
      '/api/admin/api-logs/requests?status=404',
      '/api/admin/api-logs/requests?route=/api/child-profiles',
      '/api/admin/api-logs/requests?method=DELETE',
      '/api/admin/api-logs/requests?principal=admin',
      `/api/admin/api-logs/requests?user=${userId}`,
      `/api/admin/api-logs/requests?from=${week(3)}&to=${week(2)}&status=4xx`,
      `/api/admin/api-logs/requests?route=/api/stories/:id&cursor=${requestDeep}`,
    ],
    'dashboard, 30 days': ['/api/admin/dashboard'],
    'dashboard, 90 days': [`/api/admin/dashboard?from=${week(89)}&to=${week(0)}`],
  };
  // Warm-up: the first calls compile the statements and fill the caches.
  for (const urls of Object.values(groups)) for (const url of urls) await call(url);
  for (const [name, urls] of Object.entries(groups)) {
    const times: number[] = [];
    const cpuTimes: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      for (const url of urls) {
        const { ms, cpuMs } = await call(url);
        times.push(ms);
        cpuTimes.push(cpuMs);
      }
    }
    const goal = name.startsWith('dashboard') ? '' : ' (goal p95 < 100 ms)';
    console.log(
      `admin (${label}): ${name}: ${figures(times)}${goal}; CPU of this thread ${figures(cpuTimes)}`,
    );
  }
  // Twenty pages in a row under a filter, following each page's cursor.
  const walk: number[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 20; page++) {
    const { ms, body } = await call(
      `/api/admin/api-logs/engine?kind=illustrator${cursor ? `&cursor=${cursor}` : ''}`,
    );
    walk.push(ms);
    cursor = (JSON.parse(body) as { nextCursor: string | null }).nextCursor;
  }
  console.log(
    `admin (${label}): 20 pages in a row (kind=illustrator): ${figures(walk)}; load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores`,
  );
  const exported = await call('/api/admin/api-logs/requests/export');
  console.log(
    `admin (${label}): CSV of all ${exported.body.split('\r\n').length - 2} requests: ${exported.ms.toFixed(0)} ms, ${(exported.body.length / 1e6).toFixed(1)} MB`,
  );
}

/** What the request log adds to a request: the same calls with and without it. */
async function benchOverhead(): Promise<void> {
  const CALLS = 5_000;
  const time = (app: FastifyInstance) => async () => {
    // /api/health has no rate limit.
    for (let i = 0; i < 200; i++) await app.inject({ method: 'GET', url: '/api/health' });
    const cpuBefore = process.threadCpuUsage();
    const started = performance.now();
    for (let i = 0; i < CALLS; i++) await app.inject({ method: 'GET', url: '/api/health' });
    // The log's writes belong to the cost: wait for the last batch too.
    if (app.hasDecorator('requestLog')) await app.requestLog.flush();
    const cpu = process.threadCpuUsage(cpuBefore);
    return {
      wallUs: ((performance.now() - started) * 1000) / CALLS,
      cpuUs: (cpu.user + cpu.system) / CALLS,
    };
  };
  // Alternating runs, so the machine's other work weighs on both alike.
  const withLog: Array<{ wallUs: number; cpuUs: number }> = [];
  const without: Array<{ wallUs: number; cpuUs: number }> = [];
  for (let round = 0; round < 3; round++) {
    without.push(await withApp(undefined, { requestLog: false }, (app) => time(app)()));
    withLog.push(await withApp(undefined, {}, (app) => time(app)()));
  }
  const best = (runs: Array<{ wallUs: number; cpuUs: number }>, key: 'wallUs' | 'cpuUs') =>
    Math.min(...runs.map((run) => run[key]));
  console.log(
    `admin: request log overhead on GET /api/health (PGlite, ${CALLS} calls, best of 3): ` +
      `wall ${best(without, 'wallUs').toFixed(0)} → ${best(withLog, 'wallUs').toFixed(0)} µs a request, ` +
      `CPU ${best(without, 'cpuUs').toFixed(0)} → ${best(withLog, 'cpuUs').toFixed(0)} µs (the batches' inserts included)`,
  );
  await withApp(undefined, {}, async (app) => {
    const entry = {
      method: 'GET',
      route: '/api/stories/:id',
      status: 200,
      durationMs: 1.5,
      principalKind: 'user' as const,
      principalId: null,
      createdAt: new Date(),
    };
    const times: number[] = [];
    for (let batch = 0; batch < 20; batch++) {
      for (let i = 0; i < 500; i++) app.requestLog.record(entry);
      const started = performance.now();
      await app.requestLog.flush();
      times.push(performance.now() - started);
    }
    console.log(`admin: writing a batch of 500 request log rows (PGlite): ${figures(times)}`);
  });
}

export async function benchAdmin(): Promise<void> {
  await withApp(undefined, {}, (app) => benchLogs(app, 'PGlite'));
  const server = process.env.BENCH_DATABASE_URL;
  if (server) {
    const scratch = await scratchDatabase(server);
    try {
      await withApp(scratch.url, {}, (app) => benchLogs(app, 'PostgreSQL'));
    } finally {
      await scratch.drop();
    }
  } else {
    console.log(
      'admin: set BENCH_DATABASE_URL (a PostgreSQL server) to time the same on PostgreSQL',
    );
  }
  await benchOverhead();
}
