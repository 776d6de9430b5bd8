import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { afterAll, describe, expect, it } from 'vitest';
import { target } from './helper.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const node = path.join(root, 'node_modules/.bin/node');

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The real server in its own process (role all, the embedded default), so that it can be killed. */
function startServer(env: Record<string, string>): ChildProcess {
  return spawn(node, ['--max-semi-space-size=16', 'apps/server/src/main.ts', 'all'], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function until<T>(
  what: string,
  probe: () => Promise<T | undefined>,
  timeoutMs = 60_000,
  everyMs = 100,
): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

// A killed PGlite process is the embedded default's crash; on PostgreSQL, heartbeats find lost jobs.
describe.skipIf(target !== 'pglite')('a worker killed in the middle of a story', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qamar-crash-'));
  let server: ChildProcess | undefined;
  afterAll(() => {
    server?.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('finishes the story after a restart, with no page or asset twice', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const env = {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      APP_SECRET: crypto.randomBytes(32).toString('hex'),
      LOG_LEVEL: 'error',
      NODE_ENV: 'test',
      WEB_DIST_DIR: path.join(import.meta.dirname, 'fixtures/web'),
      PUBLIC_URL: base,
    };
    const boot = async () => {
      server = startServer(env);
      await until('the server', async () =>
        (await fetch(`${base}/api/ready`)).ok ? true : undefined,
      );
    };
    await boot();

    // A parent signs up (solving the captcha as the browser does) and verifies from the outbox.
    const csrf = async (token?: string) => {
      const response = await fetch(`${base}/api/csrf-token`, {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      const cookie = response.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      return {
        'x-csrf-token': ((await response.json()) as { csrfToken: string }).csrfToken,
        cookie,
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      };
    };
    const challenge = (await (await fetch(`${base}/api/captcha/challenge`)).json()) as Parameters<
      typeof solveChallenge
    >[0]['challenge'];
    const solution = await solveChallenge({ challenge, deriveKey });
    const captchaToken = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
    const registered = await fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers: await csrf(),
      body: JSON.stringify({
        name: 'Mona',
        email: 'mona@example.com',
        password: 'moonlit-dunes-42',
        captchaToken,
      }),
    });
    expect(registered.status).toBe(201);
    const { token } = (await registered.json()) as { token: string };
    const outbox = path.join(dataDir, 'outbox');
    const link = await until('the verification email', async () => {
      for (const file of fs.readdirSync(outbox)) {
        const text = fs
          .readFileSync(path.join(outbox, file), 'utf8')
          .replace(/=\r?\n/g, '')
          .replace(/=3D/g, '=');
        const match = /verify-email\?token=([A-Za-z0-9_-]+)/.exec(text);
        if (match) return match[1];
      }
      return undefined;
    });
    expect(
      (
        await fetch(`${base}/api/auth/verify-email`, {
          method: 'POST',
          headers: await csrf(token),
          body: JSON.stringify({ token: link }),
        })
      ).status,
    ).toBe(200);

    const get = async <T>(url: string) =>
      (await (
        await fetch(`${base}${url}`, { headers: { authorization: `Bearer ${token}` } })
      ).json()) as T;
    const characters = await get<Array<{ id: number }>>('/api/characters/default');
    const places = await get<Array<{ id: number }>>('/api/locations');
    const created = await fetch(`${base}/api/stories`, {
      method: 'POST',
      headers: await csrf(token),
      body: JSON.stringify({
        selectedCharacterIds: [characters[0]!.id, characters[1]!.id],
        selectedLocationId: places[0]!.id,
        length: 5,
      }),
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };

    type Status = { status: string; progress: { imagesPercent: number; audioPercent: number } };
    const status = () => get<Status>(`/api/stories/${id}/status`);
    // Kill it once some assets are made and others are not.
    const midway = await until(
      'the story to be half made',
      async () => {
        const now = await status();
        const made = now.progress.imagesPercent + now.progress.audioPercent;
        return now.status === 'processing' && made > 0 && now.progress.audioPercent < 60
          ? now
          : undefined;
      },
      60_000,
      20,
    );
    server!.kill('SIGKILL');
    await new Promise((resolve) => server!.once('exit', resolve));
    expect(midway.status).toBe('processing');

    await boot();
    const done = await until(
      'the story to complete after the restart',
      async () => ((await status()).status === 'complete' ? status() : undefined),
      90_000,
      250,
    );
    expect(done.progress).toMatchObject({ imagesPercent: 100, audioPercent: 100 });

    const story = await get<{
      pages: Array<{
        index: number;
        imageUrl: string;
        narrationEnUrl: string;
        narrationArUrl: string;
      }>;
    }>(`/api/stories/${id}`);
    expect(story.pages.map((page) => page.index)).toEqual([0, 1, 2, 3, 4]);
    // On disk: for each page one picture in three sizes and one narration per language, nothing more.
    const pagesDir = path.join(dataDir, 'media', 'stories', String(id), 'pages');
    expect(fs.readdirSync(pagesDir).sort()).toEqual(['0', '1', '2', '3', '4']);
    for (const page of story.pages) {
      const files = fs
        .readdirSync(path.join(pagesDir, String(page.index)))
        .filter((file) => !file.endsWith('.tmp'))
        .sort();
      expect(files).toEqual(['narration-ar.mp3', 'narration-en.mp3', 'picture']);
      expect(
        fs
          .readdirSync(path.join(pagesDir, String(page.index), 'picture'))
          .filter((file) => !file.endsWith('.tmp'))
          .sort(),
      ).toEqual(['full.webp', 'medium.webp', 'thumbnail.webp']);
      for (const url of [page.imageUrl, page.narrationEnUrl, page.narrationArUrl])
        expect((await fetch(`${base}${url}`)).status).toBe(200);
    }
  }, 240_000);
});
