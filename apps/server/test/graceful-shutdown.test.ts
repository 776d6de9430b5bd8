import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parent, postCatalogueStory } from './accounts-helper.ts';
import { createTestApp, target, untilStoryComplete, type TestApp } from './helper.ts';
import { startServerProcess, type ServerProcess } from './server-processes.ts';

/**
 * SIGTERM to a worker process (a deploy, a scale-down): it takes no new job, lets the running ones
 * finish within SHUTDOWN_GRACE_SECONDS, hands the rest back to the queue untried, and exits 0.
 * Worker processes share a PostgreSQL database with this test's API app (role api: it works no jobs).
 */
describe.runIf(target === 'postgres')('a worker stopped with SIGTERM', () => {
  let t: TestApp;
  let token: string;
  const workers: ServerProcess[] = [];

  /** A worker process, once it says it is ready (its signal handlers are in place from then on). */
  const startWorker = async (graceSeconds: number): Promise<ServerProcess> => {
    const worker = await startServerProcess('worker', {
      DATABASE_URL: t.databaseUrl!,
      APP_SECRET: t.app.config.appSecret!,
      DATA_DIR: t.dataDir,
      LOG_LEVEL: 'info',
      SHUTDOWN_GRACE_SECONDS: String(graceSeconds),
    });
    workers.push(worker);
    await worker.ready;
    return worker;
  };
  const jobs = async (where: string) =>
    t.handle.query<{ id: string; name: string; state: string; retry_count: number }>(
      `select id, name, state::text as state, retry_count from pgboss.job where name like 'story-%' and ${where}`,
      [],
    );
  /** The story jobs running now, once there are some. */
  const untilActive = async () => {
    for (let i = 0; i < 1200; i++) {
      const active = await jobs(`state = 'active'`);
      if (active.length > 0) return active;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('no story job became active');
  };
  const shutdownLine = (worker: ServerProcess) => {
    const line = worker
      .output()
      .split('\n')
      .find((text) => text.includes('jobs running at shutdown'));
    return line ? (JSON.parse(line) as { finished: number; returned: number }) : undefined;
  };

  beforeAll(async () => {
    t = await createTestApp({ role: 'api' });
    token = (await parent(t, 'graceful@example.com', { plan: 'heritage' })).token;
  });
  afterAll(async () => {
    for (const worker of workers) worker.child.kill('SIGKILL');
    expect(t.serverErrors).toEqual([]);
    await t.close();
  });

  it(
    'lets the running steps finish within the grace period, then exits 0',
    { timeout: 240_000 },
    async () => {
      const worker = await startWorker(60);
      const id = (await postCatalogueStory(t, token, { dialect: 'egyptian' })).json().id as number;
      const running = await untilActive();
      const stopped = Date.now();
      worker.child.kill('SIGTERM');
      expect(await worker.exited).toBe(0);
      expect(Date.now() - stopped).toBeLessThan(60_000);
      const states = await jobs(`id = any('{${running.map((job) => job.id).join(',')}}'::uuid[])`);
      expect(states.map((job) => job.state)).toEqual(running.map(() => 'completed'));
      expect(await jobs(`state = 'active'`)).toEqual([]);
      expect(shutdownLine(worker)).toMatchObject({ finished: expect.any(Number), returned: 0 });
      expect(shutdownLine(worker)!.finished).toBeGreaterThanOrEqual(running.length);

      const next = await startWorker(60);
      await untilStoryComplete(t, id);
      next.child.kill('SIGTERM');
      expect(await next.exited).toBe(0);
    },
  );

  it(
    'hands back what is still running when the grace period ends, untried, and another worker finishes the story once',
    { timeout: 240_000 },
    async () => {
      const worker = await startWorker(0);
      const id = (await postCatalogueStory(t, token, { dialect: 'egyptian' })).json().id as number;
      const running = await untilActive();
      worker.child.kill('SIGTERM');
      expect(await worker.exited).toBe(0);
      const returned = shutdownLine(worker)!.returned;
      expect(returned).toBeGreaterThan(0);
      const waiting = await jobs(
        `state = 'created' and id = any('{${running.map((job) => job.id).join(',')}}'::uuid[])`,
      );
      expect(waiting.length).toBeGreaterThan(0);
      // Back in the queue as if never started: no try used up.
      for (const job of waiting) expect(job.retry_count).toBe(0);

      await startWorker(60);
      await untilStoryComplete(t, id);
      const pages = await t.handle.query<{ n: number }>(
        `select count(*)::int as n from story_pages where story_id = $1 and picture_key is not null and narration_en is not null and narration_ar is not null and narration_dialect is not null`,
        [id],
      );
      expect(pages[0]!.n).toBe(3);
      expect(await jobs(`state in ('failed', 'retry')`)).toEqual([]);
    },
  );
});
