import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { target } from './helper.ts';
import { startS3Service } from './s3-service.ts';

const main = path.resolve(import.meta.dirname, '../src/main.ts');

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

interface Run {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
  /** The server's own pid when it runs under a shell (`unreaped`), else the child's. */
  serverPid: () => number | undefined;
}

/**
 * The server process; `unreaped` runs it under a shell that then becomes `sleep`, which never reaps
 * it: once killed it stays listed by the system (a zombie), as a killed server is while the system
 * tears it down.
 */
function start(env: Record<string, string>, options: { unreaped?: boolean } = {}): Run {
  const fullEnv = { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', ...env };
  const child = options.unreaped
    ? spawn('sh', ['-c', '"$NODE" "$MAIN" & echo "server pid $!"; exec sleep 600'], {
        env: { ...fullEnv, NODE: process.execPath, MAIN: main },
        stdio: 'pipe',
      })
    : spawn(process.execPath, [main], { env: fullEnv, stdio: 'pipe' });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const serverPid = () =>
    options.unreaped ? Number(/server pid (\d+)/.exec(output)?.[1]) || undefined : child.pid;
  return { child, output: () => output, exited, serverPid };
}

// Generous: these start real processes, which a machine busy with other suites can make slow.
async function waitFor(run: Run, text: string, timeoutMs = 100_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!run.output().includes(text)) {
    if (Date.now() > deadline || run.child.exitCode !== null)
      throw new Error(`did not see "${text}" in:\n${run.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

// These start real processes on the embedded database; once is enough.
describe.runIf(target === 'pglite')('starting the server process', { timeout: 120_000 }, () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qamar-start-'));
  const runs: Run[] = [];
  afterAll(async () => {
    for (const run of runs) {
      const pid = run.serverPid();
      // A server under a shell outlives the shell: stop it by its own pid.
      if (pid && pid !== run.child.pid) {
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          // Already gone.
        }
      }
      if (run.child.exitCode === null) run.child.kill('SIGKILL');
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('starts on a data folder, and a second process on the same folder refuses with a clear message', async () => {
    const first = start({ DATA_DIR: dataDir, PORT: String(await freePort()) });
    runs.push(first);
    await waitFor(first, 'Qamar is ready on');

    const second = start({ DATA_DIR: dataDir, PORT: String(await freePort()) });
    runs.push(second);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`is already using the data folder ${dataDir}`);
    expect(second.output()).toContain('different DATA_DIR');

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'qamar.lock'))).toBe(false);
  }, 60_000);

  it('starts right after the server holding the folder was killed with SIGKILL, while the system still lists it', async () => {
    const first = start({ DATA_DIR: dataDir, PORT: String(await freePort()) }, { unreaped: true });
    runs.push(first);
    await waitFor(first, 'Qamar is ready on');
    process.kill(first.serverPid()!, 'SIGKILL');
    const second = start({ DATA_DIR: dataDir, PORT: String(await freePort()) });
    runs.push(second);
    await waitFor(second, 'Qamar is ready on');
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  }, 60_000);

  it('starts although a lock file of an earlier version names an unrelated live process', async () => {
    // pid 1 is always alive; such a file used to keep every start out until removed by hand.
    fs.writeFileSync(path.join(dataDir, 'qamar.lock'), '1');
    const run = start({ DATA_DIR: dataDir, PORT: String(await freePort()) });
    runs.push(run);
    await waitFor(run, 'Qamar is ready on');
    run.child.kill('SIGTERM');
    expect(await run.exited, run.output()).toBe(0);
  }, 60_000);

  it('stops gracefully when a process manager sends SIGTERM to `npm run start:worker`, leaving no server behind', async () => {
    // npm hands the signal to its script: a shell between them would die and leave the server running.
    const child = spawn('npm', ['run', 'start:worker', '--silent'], {
      cwd: path.resolve(import.meta.dirname, '../../..'),
      env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', DATA_DIR: dataDir },
      stdio: 'pipe',
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) =>
      child.on('exit', (code) => resolve(code)),
    );
    runs.push({ child, output: () => output, exited, serverPid: () => child.pid });
    await waitFor(runs.at(-1)!, 'is ready');
    child.kill('SIGTERM');
    const code = await exited;
    // The folder is free again: no server kept it.
    const next = start({ DATA_DIR: dataDir, PORT: String(await freePort()) });
    runs.push(next);
    await Promise.race([waitFor(next, 'Qamar is ready on').catch(() => {}), next.exited]);
    const left = /\(pid (\d+)\)/.exec(next.output())?.[1];
    if (left) process.kill(Number(left), 'SIGKILL');
    expect(left, next.output()).toBeUndefined();
    expect(code, output).toBe(0);
    next.child.kill('SIGTERM');
    expect(await next.exited).toBe(0);
  }, 150_000);

  it('stops at once on a bad PORT, naming it', async () => {
    const run = start({ DATA_DIR: dataDir, PORT: 'eighty' });
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain(
      'PORT must be a whole number between 1 and 65535 (got "eighty")',
    );
  });

  it('stops at once on a bad DATABASE_URL, naming it and every other problem', async () => {
    const run = start({ DATA_DIR: dataDir, DATABASE_URL: 'not a url', LOG_LEVEL: 'chatty' });
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain(
      'DATABASE_URL must be a postgres:// or postgresql:// URL (got "not a url")',
    );
    expect(run.output()).toContain('LOG_LEVEL');
  });

  it('stops with a clear message when the PostgreSQL server cannot be reached', async () => {
    const run = start({
      DATABASE_URL: `postgres://qamar@127.0.0.1:${await freePort()}/qamar`,
      APP_SECRET: 'x'.repeat(32),
    });
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain('DATABASE_URL: the PostgreSQL server refused the connection');
  });

  it('stops with a clear message when the object store cannot be used', async () => {
    const s3 = await startS3Service();
    try {
      const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'qamar-start-s3-'));
      const missing = start({ DATA_DIR: folder, ...s3.env, S3_BUCKET: 'no-such-bucket' });
      expect(await missing.exited).toBe(1);
      expect(missing.output()).toContain(
        `MEDIA_STORE=s3 at ${s3.endpoint}: the bucket "no-such-bucket" does not exist. Check S3_ENDPOINT, S3_BUCKET, S3_REGION and the keys.`,
      );
      const unreachable = start({
        DATA_DIR: folder,
        ...s3.env,
        S3_ENDPOINT: `http://127.0.0.1:${await freePort()}`,
      });
      expect(await unreachable.exited).toBe(1);
      expect(unreachable.output()).toMatch(
        /MEDIA_STORE=s3 at http:\/\/127\.0\.0\.1:\d+: the object store could not be reached/,
      );
      // Nothing was made: the store is checked before the database is opened.
      expect(fs.readdirSync(folder)).not.toContain('pglite');
      fs.rmSync(folder, { recursive: true, force: true });
    } finally {
      await s3.close();
    }
  }, 90_000);

  it('refuses a port that is taken, saying how to choose another', async () => {
    const port = await freePort();
    const blocker = net.createServer().listen(port);
    try {
      const run = start({
        DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'qamar-port-')),
        PORT: String(port),
      });
      expect(await run.exited).toBe(1);
      expect(run.output()).toContain(`Port ${port} is already in use`);
    } finally {
      blocker.close();
    }
  });
});
