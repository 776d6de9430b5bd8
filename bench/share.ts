/**
 * Throughput of the shared viewer's call, GET /api/share/{token} (goal: at least 1,500 requests a
 * second with p99 under 50 ms at 50 connections). The real app listens on a port on a fresh PGlite
 * folder; autocannon runs on a worker thread (the other core). Every request counts a view in the
 * database; the count is put back every 200 ms so the link's 1,000 views never run out mid-run,
 * and each request comes from its own address (see share-visitor.cjs).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { eq } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config/config.ts';
import { storyShares, users } from '../apps/server/src/db/schema.ts';

export async function benchShare(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qamar-bench-share-'));
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir, APP_SECRET: crypto.randomBytes(32).toString('hex'), LOG_LEVEL: 'silent', DATABASE_URL: '', TRUST_PROXY: 'true' });
  const app = await buildApp({ config, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  try {
    const [user] = await app.db.insert(users).values({ email: 'share-bench@example.com', name: 'Bench', passwordHash: 'x', plan: 'heritage', emailVerifiedAt: new Date() }).returning();
    const token = await app.issueToken('user', user!.id, user!.tokenVersion);
    const csrf = await app.inject({ method: 'GET', url: '/api/csrf-token', headers: { authorization: `Bearer ${token}` } });
    const headers = { authorization: `Bearer ${token}`, cookie: csrf.cookies.map((c) => `${c.name}=${c.value}`).join('; '), 'x-csrf-token': (csrf.json() as { csrfToken: string }).csrfToken };
    const [character] = (await app.inject({ method: 'GET', url: '/api/characters/default', headers })).json() as Array<{ id: number }>;
    const [place] = (await app.inject({ method: 'GET', url: '/api/locations', headers })).json() as Array<{ id: number }>;
    const { id } = (await app.inject({ method: 'POST', url: '/api/stories', headers, payload: { selectedCharacterIds: [character!.id], selectedLocationId: place!.id, length: 5, dialect: 'egyptian' } })).json() as { id: number };
    for (;;) {
      const { status } = (await app.inject({ method: 'GET', url: `/api/stories/${id}/status` })).json() as { status: string };
      if (status === 'complete') break;
      if (status === 'error') throw new Error('the story failed');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const { share } = (await app.inject({ method: 'POST', url: `/api/stories/${id}/share`, headers })).json() as { share: { token: string } };

    const refill = setInterval(() => void app.db.update(storyShares).set({ viewCount: 0 }).where(eq(storyShares.storyId, id)).catch(() => {}), 200);
    const result = await autocannon({
      url: `http://127.0.0.1:${port}/api/share/${share.token}`,
      connections: 50,
      duration: 10,
      workers: 1,
      requests: [{ setupRequest: path.join(import.meta.dirname, 'share-visitor.cjs') }],
    });
    clearInterval(refill);
    const ok = result['2xx'];
    console.log(
      `share: GET /api/share/{token}, 50 connections, 10 s: ${Math.round(result.requests.average)} requests/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${ok} answered 200, ${result.non2xx} other (goal >= 1500/s, p99 < 50 ms)`,
    );
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
