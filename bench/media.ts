/**
 * Throughput of the media route (docs/decisions/008): a story's thumbnail (about 3 kB) and a page's
 * narration (tens of kB, the whole file) through the owner's signed addresses, each checked at
 * every request (signature, expiry, one indexed query for the grant), then sent from the local
 * folder. The real app listens on a port on a fresh PGlite folder; autocannon runs on a worker
 * thread. BENCH_DATABASE_URL runs it on a PostgreSQL database instead.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { users } from '../apps/server/src/db/schema.ts';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config/config.ts';
import { createSharedStory } from './shared-story.ts';

export async function benchMedia(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qamar-bench-media-'));
  const config = loadConfig({
    ...process.env,
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    APP_SECRET: crypto.randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
    DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
  });
  const app = await buildApp({ config, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  try {
    const { storyId } = await createSharedStory(app, 'media-bench@example.com');
    const [owner] = await app.db.select().from(users);
    const token = await app.issueToken('user', owner!.id, owner!.tokenVersion);
    const story = (
      await app.inject({
        method: 'GET',
        url: `/api/stories/${storyId}`,
        headers: { authorization: `Bearer ${token}` },
      })
    ).json() as {
      thumbnailUrl: string;
      pages: Array<{ narrationEnUrl: string }>;
    };
    for (const [name, url] of [
      ['thumbnail', story.thumbnailUrl],
      ['narration', story.pages[0]!.narrationEnUrl],
    ] as const) {
      const cpuBefore = process.threadCpuUsage();
      const result = await autocannon({
        url: `http://127.0.0.1:${port}${url}`,
        connections: 50,
        duration: 10,
        workers: 1,
      });
      const cpu = process.threadCpuUsage(cpuBefore);
      const cpuPerRequest = (cpu.user + cpu.system) / 1000 / result.requests.total;
      console.log(
        `media: GET ${name} (${Math.round(result.throughput.average / result.requests.average / 1024)} kB), 50 connections, 10 s: ${Math.round(result.requests.average)} requests/s, ` +
          `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result['2xx']} answered 200, ${result.non2xx} other; ${cpuPerRequest.toFixed(3)} ms of the server thread's CPU a request`,
      );
    }
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
