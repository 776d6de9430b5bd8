/**
 * Story generation through the real app (goals from the stories issue): submit-to-complete time of
 * a 5-page Egyptian story (< 6 s), and throughput with 30 stories queued at once (>= 20 stories a
 * minute). First on the embedded defaults: the app runs in this process on a fresh PGlite folder.
 * With BENCH_DATABASE_URL (a PostgreSQL server; a database of its own is made and dropped for each
 * run), the production shape too: this process is the API (role api, it works no job) and 1, then 2
 * worker processes (`start:worker`, BENCH_WORKERS to choose) work the queue. Stories are created
 * through POST /api/stories and followed through the public status call.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig, type Role } from '../apps/server/src/config/config.ts';
import { users } from '../apps/server/src/db/schema.ts';
import { startServerProcess, type ServerProcess } from '../apps/server/test/server-processes.ts';
import { withDatabase } from './databases.ts';

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

/** Linux: CPU seconds a process has used, all its threads together (user and system). */
function cpuSeconds(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** What the bench does through an app: parents, stories, and following them to the end. */
function storyClient(app: FastifyInstance) {
  let n = 0;
  let characters: Array<{ id: number }> = [];
  let places: Array<{ id: number }> = [];
  /** A verified Heritage parent (signed in by a token the app issues), so Egyptian is allowed. */
  const parent = async () => {
    n += 1;
    const [user] = await app.db
      .insert(users)
      .values({
        email: `bench${n}-${crypto.randomBytes(3).toString('hex')}@example.com`,
        name: 'Bench',
        passwordHash: 'x',
        plan: 'heritage',
        emailVerifiedAt: new Date(),
      })
      .returning();
    const token = await app.issueToken('user', user!.id, user!.tokenVersion);
    const csrf = await app.inject({
      method: 'GET',
      url: '/api/csrf-token',
      headers: { authorization: `Bearer ${token}` },
    });
    const cookie = csrf.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const headers = {
      authorization: `Bearer ${token}`,
      cookie,
      'x-csrf-token': (csrf.json() as { csrfToken: string }).csrfToken,
    };
    if (characters.length === 0) {
      const list = async (url: string) =>
        (await app.inject({ method: 'GET', url, headers })).json() as Array<{ id: number }>;
      [characters, places] = [await list('/api/characters/default'), await list('/api/locations')];
    }
    return headers;
  };
  const submit = async (headers: Record<string, string>, i: number) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/stories',
      headers,
      remoteAddress: `10.9.${i % 250}.${Math.floor(i / 250)}`,
      payload: {
        selectedCharacterIds: [characters[i % 10]!.id, characters[(i + 3) % 20]!.id],
        selectedLocationId: places[i % places.length]!.id,
        dialect: 'egyptian',
        length: 5,
      },
    });
    if (response.statusCode !== 201) throw new Error(`story not created: ${response.body}`);
    return (response.json() as { id: number }).id;
  };
  /** Follows a story as the progress screen does, asking every `everyMs` (the screen asks every 1.5 s). */
  const complete = async (id: number, everyMs = 50) => {
    for (;;) {
      const status = (
        await app.inject({ method: 'GET', url: `/api/stories/${id}/status` })
      ).json() as { status: string };
      if (status.status === 'complete') return;
      if (status.status === 'error') throw new Error(`story ${id} failed`);
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  };
  /** 30 stories by 10 parents queued at once: stories a minute until the last is complete. */
  const throughput = async (count = 30) => {
    const parents = await Promise.all(Array.from({ length: 10 }, () => parent()));
    const started = performance.now();
    const ids: number[] = [];
    for (let i = 0; i < count; i++) ids.push(await submit(parents[i % 10]!, 100 + i));
    await Promise.all(ids.map((id) => complete(id, 1500)));
    const minutes = (performance.now() - started) / 60_000;
    return { seconds: minutes * 60, perMinute: count / minutes };
  };
  return { parent, submit, complete, throughput };
}

async function appOn(dataDir: string, databaseUrl: string, role: Role, secret: string) {
  const config = loadConfig(
    {
      ...process.env,
      DATA_DIR: dataDir,
      APP_SECRET: secret,
      LOG_LEVEL: 'silent',
      DATABASE_URL: databaseUrl,
    },
    role,
  );
  const app = await buildApp({ config, logger: false });
  await app.ready();
  return app;
}

async function embedded(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qamar-bench-stories-'));
  const app = await appOn(dataDir, '', 'all', crypto.randomBytes(32).toString('hex'));
  try {
    const client = storyClient(app);
    // Warm-up: the first story loads the writer, the synthesiser and the fonts.
    await client.complete(await client.submit(await client.parent(), 0));
    const single: number[] = [];
    for (let i = 1; i <= 3; i++) {
      const headers = await client.parent();
      const started = performance.now();
      await client.complete(await client.submit(headers, i));
      single.push(performance.now() - started);
    }
    console.log(
      `stories: 5-page Egyptian story, submit to complete: median ${(median(single) / 1000).toFixed(2)} s of ${single.map((ms) => (ms / 1000).toFixed(2)).join(', ')} (goal < 6 s)`,
    );
    const { seconds, perMinute } = await client.throughput();
    console.log(
      `stories: 30 queued at once, all complete in ${seconds.toFixed(1)} s: ${perMinute.toFixed(1)} stories a minute (goal >= 20)`,
    );
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The production shape on PostgreSQL: this process as the API, `workers` worker processes. */
async function onPostgres(serverUrl: string, workers: number): Promise<void> {
  await withDatabase(serverUrl, async (databaseUrl) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qamar-bench-stories-'));
    const secret = crypto.randomBytes(32).toString('hex');
    const app = await appOn(dataDir, databaseUrl, 'api', secret);
    const processes: ServerProcess[] = [];
    try {
      for (let i = 0; i < workers; i++)
        processes.push(
          await startServerProcess('worker', {
            DATABASE_URL: databaseUrl,
            APP_SECRET: secret,
            DATA_DIR: dataDir,
          }),
        );
      await Promise.all(processes.map((worker) => worker.ready));
      const client = storyClient(app);
      // Warm-up: two stories a worker, so every worker has loaded its engines and threads.
      const warm = await client.parent();
      const warming: number[] = [];
      for (let i = 0; i < 2 * workers; i++) warming.push(await client.submit(warm, i));
      await Promise.all(warming.map((id) => client.complete(id, 200)));
      // The workers' own CPU time per story gives what one core yields, whatever else the machine runs.
      const workersCpu = () =>
        processes.reduce((sum, worker) => sum + cpuSeconds(worker.child.pid!), 0);
      const cpuBefore = workersCpu();
      const { seconds, perMinute } = await client.throughput();
      const cpuPerStory = (workersCpu() - cpuBefore) / 30;
      console.log(
        `stories on PostgreSQL, ${workers} worker process${workers > 1 ? 'es' : ''} (${os.availableParallelism()} cores): 30 queued at once, all complete in ${seconds.toFixed(1)} s: ${perMinute.toFixed(1)} stories a minute; ` +
          `the workers used ${cpuPerStory.toFixed(2)} s of CPU a story: ${(60 / cpuPerStory).toFixed(1)} stories a minute per worker core`,
      );
    } finally {
      for (const worker of processes) worker.child.kill('SIGTERM');
      await Promise.all(processes.map((worker) => worker.exited));
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
}

export async function benchStories(): Promise<void> {
  await embedded();
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) {
    console.log(
      'stories: set BENCH_DATABASE_URL=postgres://… to measure worker processes on PostgreSQL too',
    );
    return;
  }
  for (const workers of (process.env.BENCH_WORKERS ?? '1,2').split(',').map(Number))
    await onPostgres(serverUrl, workers);
}
