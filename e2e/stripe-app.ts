import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { startLocalStripe, stripeEnv, type LocalStripe } from '../apps/server/test/stripe-local.ts';
import { e2eDataDir } from './outbox.ts';
import { test as base } from './fixtures.ts';

/**
 * A second app for the billing spec, with online payment pointed at a local Stripe (which serves a
 * checkout page the browser passes and sends signed webhook events to this app), both on one clock
 * the test moves forward. The suite's main app stays the embedded default without Stripe, which
 * every other spec (and the billing spec's "not set up" checks) runs against.
 */
export interface StripeApp {
  url: string;
  dataDir: string;
  stripe: LocalStripe;
  /** Moves the app's and the local Stripe's clock forward; resolves once the app has swept its subscriptions at the new time. */
  advance: (ms: number) => Promise<void>;
}

const root = path.resolve(import.meta.dirname, '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function untilReady(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the Stripe app exited (${child.exitCode}):\n${output()}`);
    const ready = await fetch(`${url}/api/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the Stripe app did not become ready:\n${output()}`);
}

/** Tests on the app with Stripe: `page` and `request` go to it, and the local Stripe is at hand. */
export const stripeTest = base.extend<{ stripeApp: StripeApp }, { stripeWorkerApp: StripeApp }>({
  stripeWorkerApp: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none.
    async ({}, use) => {
      const port = await freePort();
      const url = `http://localhost:${port}`;
      const dataDir = `${e2eDataDir}-stripe`;
      fs.rmSync(dataDir, { recursive: true, force: true });
      let offsetMs = 0;
      const stripe = await startLocalStripe({
        webhookUrl: `${url}/api/billing/webhook`,
        now: () => new Date(Date.now() + offsetMs),
      });
      let log = '';
      // The test worker's own settings (its module loader among them) are not the app's.
      const inherited = Object.fromEntries(
        Object.entries(process.env).filter(
          ([name]) => name !== 'NODE_OPTIONS' && !/^(PW_|PLAYWRIGHT|TEST_)/.test(name),
        ),
      );
      const child = spawn(process.execPath, [path.join(root, 'e2e/stripe-app-process.ts')], {
        env: {
          ...inherited,
          PORT: String(port),
          DATA_DIR: dataDir,
          LOG_LEVEL: 'warn',
          TRUST_PROXY: 'true',
          ...stripeEnv(stripe),
        },
        stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
      });
      const advance = async (ms: number) => {
        await stripe.settle();
        offsetMs += ms;
        const answer = new Promise<{ swept?: boolean; error?: string }>((resolve) =>
          child.once('message', resolve),
        );
        child.send({ offsetMs });
        const { error } = await answer;
        if (error) throw new Error(`the Stripe app's sweep failed: ${error}`);
      };
      child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
      child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
      try {
        await untilReady(url, child, () => log);
        await use({ url, dataDir, stripe, advance });
      } finally {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
        await stripe.close();
      }
    },
    { scope: 'worker', timeout: 150_000 },
  ],
  stripeApp: async ({ stripeWorkerApp }, use) => use(stripeWorkerApp),
  baseURL: async ({ stripeWorkerApp }, use) => use(stripeWorkerApp.url),
});
