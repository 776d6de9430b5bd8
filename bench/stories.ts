/**
 * Story generation through the real app on the embedded defaults (goals from the stories issue):
 * submit-to-complete time of a 5-page Egyptian story (< 6 s), and throughput with 30 stories
 * queued at once (>= 20 stories a minute). The app runs in this process on a fresh PGlite folder;
 * stories are created through POST /api/stories and followed through the public status call.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config/config.ts';
import { users } from '../apps/server/src/db/schema.ts';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

export async function benchStories(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qamar-bench-stories-'));
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir, APP_SECRET: crypto.randomBytes(32).toString('hex'), LOG_LEVEL: 'silent', DATABASE_URL: '' });
  const app = await buildApp({ config, logger: false });
  await app.ready();
  try {
    let n = 0;
    /** A verified Heritage parent (signed in by a token the app issues), so Egyptian is allowed. */
    const parent = async () => {
      n += 1;
      const [user] = await app.db
        .insert(users)
        .values({ email: `bench${n}@example.com`, name: 'Bench', passwordHash: 'x', plan: 'heritage', emailVerifiedAt: new Date() })
        .returning();
      const token = await app.issueToken('user', user!.id, user!.tokenVersion);
      const csrf = await app.inject({ method: 'GET', url: '/api/csrf-token', headers: { authorization: `Bearer ${token}` } });
      const cookie = csrf.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
      return { authorization: `Bearer ${token}`, cookie, 'x-csrf-token': (csrf.json() as { csrfToken: string }).csrfToken };
    };
    const [characters, places] = await (async () => {
      const headers = await parent();
      const list = async (url: string) => (await app.inject({ method: 'GET', url, headers })).json() as Array<{ id: number }>;
      return [await list('/api/characters/default'), await list('/api/locations')];
    })();
    const submit = async (headers: Record<string, string>, i: number) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/stories',
        headers,
        remoteAddress: `10.9.${i % 250}.${Math.floor(i / 250)}`,
        payload: { selectedCharacterIds: [characters[i % 10]!.id, characters[(i + 3) % 20]!.id], selectedLocationId: places[i % places.length]!.id, dialect: 'egyptian', length: 5 },
      });
      if (response.statusCode !== 201) throw new Error(`story not created: ${response.body}`);
      return (response.json() as { id: number }).id;
    };
    /** Follows a story as the progress screen does, asking every `everyMs` (the screen asks every 1.5 s). */
    const complete = async (id: number, everyMs = 50) => {
      for (;;) {
        const status = (await app.inject({ method: 'GET', url: `/api/stories/${id}/status` })).json() as { status: string };
        if (status.status === 'complete') return;
        if (status.status === 'error') throw new Error(`story ${id} failed`);
        await new Promise((resolve) => setTimeout(resolve, everyMs));
      }
    };

    // Warm-up: the first story loads the synthesiser and the fonts.
    const warm = await parent();
    await complete(await submit(warm, 0));

    const single: number[] = [];
    for (let i = 1; i <= 3; i++) {
      const headers = await parent();
      const started = performance.now();
      await complete(await submit(headers, i));
      single.push(performance.now() - started);
    }
    console.log(`stories: 5-page Egyptian story, submit to complete: median ${(median(single) / 1000).toFixed(2)} s of ${single.map((ms) => (ms / 1000).toFixed(2)).join(', ')} (goal < 6 s)`);

    const parents = await Promise.all(Array.from({ length: 10 }, () => parent()));
    const started = performance.now();
    const ids: number[] = [];
    for (let i = 0; i < 30; i++) ids.push(await submit(parents[i % 10]!, 100 + i));
    await Promise.all(ids.map((id) => complete(id, 1500)));
    const minutes = (performance.now() - started) / 60_000;
    console.log(`stories: 30 queued at once, all complete in ${(minutes * 60).toFixed(1)} s: ${(30 / minutes).toFixed(1)} stories a minute (goal >= 20)`);
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
