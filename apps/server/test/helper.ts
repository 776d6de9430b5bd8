import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { loadConfig, type Role } from '../src/config/config.ts';
import { openDatabase, type DatabaseHandle } from '../src/db/client.ts';

export const target = (process.env.TEST_DB ?? 'pglite') as 'pglite' | 'postgres';

/** A fresh database per test file: in-memory PGlite, or a new database on the PostgreSQL server. */
async function freshDatabase(): Promise<{
  handle: DatabaseHandle;
  url?: string;
  drop: () => Promise<void>;
}> {
  if (target === 'pglite') {
    return { handle: await openDatabase({ inMemory: true }), drop: async () => {} };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is needed for the PostgreSQL suites');
  const name = `qamar_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  return {
    handle,
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  dataDir: string;
  handle: DatabaseHandle;
  /** The test's own database on the PostgreSQL server (other processes can join it); undefined on PGlite. */
  databaseUrl: string | undefined;
  /** Responses with a 5xx status seen so far; a test that expects none asserts it is empty. */
  serverErrors: Array<{ url: string; status: number }>;
  inject: (options: InjectOptions) => Promise<LightMyRequestResponse>;
  csrf: (headers?: Record<string, string>) => Promise<{ token: string; cookie: string }>;
  close: () => Promise<void>;
}

/** A clock the test moves forward (rate-limit windows, link expiry, token expiry). */
export function testClock(start = new Date()): { now: () => Date; advance: (ms: number) => void } {
  let current = start.getTime();
  return { now: () => new Date(current), advance: (ms) => (current += ms) };
}

export interface TestAppOptions {
  beforeReady?: (app: FastifyInstance) => void;
  env?: Record<string, string>;
  now?: () => Date;
  /** `api` sends jobs and works none (another process may work them); `all` by default. */
  role?: Role;
  /** Collects every log line (at LOG_LEVEL, debug unless set) instead of keeping the app silent. */
  logLines?: string[];
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qamar-test-'));
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      APP_SECRET: crypto.randomBytes(32).toString('hex'),
      WEB_DIST_DIR: path.join(import.meta.dirname, 'fixtures/web'),
      LOG_LEVEL: options.logLines ? 'debug' : 'silent',
      PUBLIC_URL: 'http://qamar.test',
      // Closing a test app hands running steps back to the queue at once instead of waiting for them.
      SHUTDOWN_GRACE_SECONDS: '1',
      ...options.env,
    },
    options.role,
  );
  const { handle, url, drop } = await freshDatabase();
  const lines = options.logLines;
  const app = await buildApp({
    config,
    database: handle,
    logger: Boolean(lines),
    ...(lines ? { logDestination: { write: (line: string) => void lines.push(line) } } : {}),
    now: options.now,
  });
  const serverErrors: TestApp['serverErrors'] = [];
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode >= 500) serverErrors.push({ url: request.url, status: reply.statusCode });
  });
  options.beforeReady?.(app);
  await app.ready();
  const inject = (injectOptions: InjectOptions) => app.inject(injectOptions);
  return {
    app,
    dataDir,
    handle,
    databaseUrl: url,
    serverErrors,
    inject,
    csrf: async (headers = {}) => {
      const response = await inject({ method: 'GET', url: '/api/csrf-token', headers });
      const token = (response.json() as { csrfToken: string }).csrfToken;
      return { token, cookie: `_csrf=${token}` };
    },
    close: async () => {
      await app.close();
      await handle.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Waits until a story is complete (through its public status call); a story that fails throws. */
export async function untilStoryComplete(
  t: TestApp,
  id: number,
  timeoutMs = 180_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const status = (await t.inject({ method: 'GET', url: `/api/stories/${id}/status` })).json()
      .status;
    if (status === 'complete') return;
    if (status === 'error') throw new Error(`story ${id} failed`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`story ${id} was not complete after ${timeoutMs} ms`);
}
