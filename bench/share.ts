/**
 * Throughput of the shared viewer's call, GET /api/share/{token} (goal: at least 1,500 requests a
 * second with p99 under 50 ms at 50 connections). The real app listens on a port on a fresh PGlite
 * folder; autocannon runs on a worker thread (the other core). Every request counts a view in the
 * database; the count is put back every 200 ms so the link's 1,000 views never run out mid-run,
 * and each request comes from its own address (see share-visitor.cjs). BENCH_DATABASE_URL runs it
 * on a PostgreSQL database instead (an empty one: the run makes its own parent and story).
 *
 * Then the shared page itself, `/share/{token}`, whose HTML the server renders with the viewer's
 * first screen (React on the server's thread, one page at a time): pages a second and latency at
 * 10 connections, and CPU per page. The web app is built for it (or WEB_DIST_DIR is served).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { eq } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config/config.ts';
import { storyShares } from '../apps/server/src/db/schema.ts';
import { createSharedStory } from './shared-story.ts';
import { webBuild } from './web-build.ts';

export async function benchShare(): Promise<void> {
  const { distDir, remove } = webBuild('share');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qamar-bench-share-'));
  const config = loadConfig({
    ...process.env,
    DATA_DIR: dataDir,
    WEB_DIST_DIR: distDir,
    APP_SECRET: crypto.randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
    DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
    TRUST_PROXY: 'true',
  });
  const app = await buildApp({ config, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  try {
    const { storyId: id, token } = await createSharedStory(app, 'share-bench@example.com');

    const cpuBefore = process.threadCpuUsage();
    const refill = setInterval(
      () =>
        void app.db
          .update(storyShares)
          .set({ viewCount: 0 })
          .where(eq(storyShares.storyId, id))
          .catch(() => {}),
      200,
    );
    const result = await autocannon({
      url: `http://127.0.0.1:${port}/api/share/${token}`,
      connections: 50,
      duration: 10,
      workers: 1,
      requests: [{ setupRequest: path.join(import.meta.dirname, 'share-visitor.cjs') }],
    });
    clearInterval(refill);
    const cpu = process.threadCpuUsage(cpuBefore);
    const ok = result['2xx'];
    const cpuPerRequest = (cpu.user + cpu.system) / 1000 / result.requests.total;
    console.log(
      `share: GET /api/share/{token}, 50 connections, 10 s: ${Math.round(result.requests.average)} requests/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${ok} answered 200, ${result.non2xx} other (goal >= 1500/s, p99 < 50 ms)`,
    );
    // Throughput depends on what else the machine runs; the server thread's CPU per request does not.
    console.log(
      `share: the server's thread spent ${cpuPerRequest.toFixed(3)} ms of CPU per request (one core serves about ${Math.round(1000 / cpuPerRequest)} requests/s)`,
    );

    // The page: its first request loads the renderer (about 2 MB of code), as on a server's first share page.
    const first = performance.now();
    const firstPage = await fetch(`http://127.0.0.1:${port}/share/${token}`);
    if (!(await firstPage.text()).includes('data-testid="shared-story"'))
      throw new Error('the shared page came without its first screen');
    const firstMs = performance.now() - first;
    const pageCpuBefore = process.threadCpuUsage();
    const pages = await autocannon({
      url: `http://127.0.0.1:${port}/share/${token}`,
      connections: 10,
      duration: 5,
      workers: 1,
    });
    const pageCpu = process.threadCpuUsage(pageCpuBefore);
    console.log(
      `share page: GET /share/{token} with its first screen rendered, 10 connections, 5 s: ${Math.round(pages.requests.average)} pages/s, p50 ${pages.latency.p50} ms, p99 ${pages.latency.p99} ms, ` +
        `${((pageCpu.user + pageCpu.system) / 1000 / pages.requests.total).toFixed(2)} ms of CPU a page, ${pages.non2xx} not 200; the first page ${firstMs.toFixed(0)} ms`,
    );
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    remove();
  }
}
