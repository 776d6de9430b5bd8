/**
 * Whether POST /api/auth/forgot-password tells, by its answer time, that an address has an
 * account: median and 90th percentile for registered and unknown addresses, asked in turns, on the
 * embedded defaults (PGlite, mail to the outbox, jobs worked in the same process). Every address is
 * asked once (the route allows one request per address a minute) and every request comes from its
 * own client address. Goal: the two medians within a few tenths of a millisecond.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app.ts';
import { hashPassword } from '../apps/server/src/accounts/passwords.ts';
import { insertUser } from '../apps/server/src/accounts/users.repository.ts';
import { loadConfig } from '../apps/server/src/config/config.ts';

const ROUNDS = 300;
const WARM_UP = 30;

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
};

export async function benchForgotPassword(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qamar-bench-forgot-'));
  const config = loadConfig({
    ...process.env,
    DATA_DIR: dataDir,
    APP_SECRET: crypto.randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
    SMTP_URL: '',
    DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
  });
  const app = await buildApp({ config, logger: false });
  await app.ready();
  try {
    const passwordHash = await hashPassword('moonlit-dunes-42');
    const total = ROUNDS + WARM_UP;
    for (let i = 0; i < total; i++)
      await insertUser(app.db, {
        email: `known-${i}@example.com`,
        name: `Parent ${i}`,
        passwordHash,
        language: 'en',
      });
    const csrf = (await app.inject({ method: 'GET', url: '/api/csrf-token' })).json<{
      csrfToken: string;
    }>().csrfToken;
    const ask = async (email: string, i: number) => {
      const started = performance.now();
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        headers: { cookie: `_csrf=${csrf}`, 'x-csrf-token': csrf },
        payload: { email },
        remoteAddress: `10.${(i >> 8) & 255}.${i & 255}.${email.startsWith('known') ? 1 : 2}`,
      });
      if (response.statusCode !== 200)
        throw new Error(`forgot-password answered ${response.statusCode}: ${response.body}`);
      return performance.now() - started;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < total; i++) {
      // In turns, which goes first alternating, so neither kind always follows the other's email job.
      const pair =
        i % 2 === 0
          ? [`known-${i}@example.com`, `unknown-${i}@example.com`]
          : [`unknown-${i}@example.com`, `known-${i}@example.com`];
      for (const email of pair) {
        const ms = await ask(email, i);
        if (i >= WARM_UP) (email.startsWith('known') ? known : unknown).push(ms);
      }
    }
    const outbox = path.join(dataDir, 'outbox');
    // Let the queued emails go out, to count them.
    for (
      let wait = 0;
      wait < 100 && (fs.existsSync(outbox) ? fs.readdirSync(outbox).length : 0) < total;
      wait++
    )
      await new Promise((resolve) => setTimeout(resolve, 200));
    const mailed = fs.existsSync(outbox) ? fs.readdirSync(outbox).length : 0;
    const line = (values: number[]) =>
      `median ${quantile(values, 0.5).toFixed(2)} ms, p90 ${quantile(values, 0.9).toFixed(2)} ms`;
    console.log(
      `forgot-password, ${ROUNDS} of each after ${WARM_UP} to warm up: registered address ${line(known)}; unknown address ${line(unknown)}`,
    );
    console.log(
      `forgot-password: median difference ${(quantile(known, 0.5) - quantile(unknown, 0.5)).toFixed(2)} ms; ${mailed} of ${total} reset emails in the outbox`,
    );
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
