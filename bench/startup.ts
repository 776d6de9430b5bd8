/**
 * Start-up time and idle memory of each role. `all` (npm start, the embedded defaults): one start on
 * a new data folder, then several on the existing folder (goal: ready under 3 s, under 400 MiB
 * resident). `api` and `worker` (npm run start:api / start:worker), the production roles: on the
 * PostgreSQL server at BENCH_DATABASE_URL when it is set (each on a database of its own, made and
 * dropped here), else alone on the existing data folder.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { withDatabase } from './databases.ts';

const root = path.resolve(import.meta.dirname, '..');

type Role = 'all' | 'api' | 'worker';

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Linux: a field of /proc/<pid>/status (VmRSS, VmHWM) of a process and of its descendants, in MiB. */
function statusMiB(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const read = (p: number): number => {
    try {
      const status = fs.readFileSync(`/proc/${p}/status`, 'utf8');
      const kb = Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
      const children = fs
        .readFileSync(`/proc/${p}/task/${p}/children`, 'utf8')
        .trim()
        .split(/\s+/)
        .filter(Boolean)
        .map(Number);
      return kb + children.reduce((sum, child) => sum + read(child), 0);
    } catch {
      return 0;
    }
  };
  return read(pid) / 1024;
}

/** The server process itself (npm and its shell sit above it). */
function serverPid(pid: number): number {
  try {
    const children = fs
      .readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
    return children.length ? serverPid(children[0] as number) : pid;
  } catch {
    return pid;
  }
}

/** Ready: GET /api/ready answers 200 (a worker has no HTTP: its "ready" line). */
async function waitReady(
  role: Role,
  port: number,
  child: ChildProcess,
  output: () => string,
  started: number,
): Promise<number> {
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`the ${role} process exited with ${child.exitCode}:\n${output()}`);
    if (role === 'worker') {
      if (output().includes('worker is ready')) return performance.now() - started;
    } else {
      try {
        const response = await fetch(`http://127.0.0.1:${port}/api/ready`);
        if (response.ok) return performance.now() - started;
      } catch {
        // not listening yet
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

interface Run {
  readyMs: number;
  rssMiB: number;
  serverRssMiB: number;
  serverPeakMiB: number;
}

const scripts: Record<Role, string> = { all: 'start', api: 'start:api', worker: 'start:worker' };

async function startOnce(role: Role, env: Record<string, string>, idleMs: number): Promise<Run> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn('npm', ['run', scripts[role], '--silent'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const readyMs = await waitReady(role, port, child, () => output, started);
  await new Promise((resolve) => setTimeout(resolve, idleMs));
  const server = serverPid(child.pid as number);
  const run = {
    readyMs,
    rssMiB: statusMiB(child.pid as number, 'VmRSS'),
    serverRssMiB: statusMiB(server, 'VmRSS'),
    serverPeakMiB: statusMiB(server, 'VmHWM'),
  };
  process.kill(-(child.pid as number), 'SIGTERM');
  await new Promise((resolve) => child.on('exit', resolve));
  return run;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

const row = (runs: Run[]) => ({
  'ready (ms)': Math.round(median(runs.map((r) => r.readyMs))),
  'server RSS idle (MiB)': Math.round(median(runs.map((r) => r.serverRssMiB))),
  'server peak (MiB)': Math.round(median(runs.map((r) => r.serverPeakMiB))),
  'with npm (MiB)': Math.round(median(runs.map((r) => r.rssMiB))),
});

export async function benchStartup(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qamar-bench-'));
  const folder = { DATA_DIR: dataDir };
  const idleMs = 3000;
  try {
    const first = await startOnce('all', folder, idleMs);
    const runs: Run[] = [];
    for (let i = 0; i < 5; i++) runs.push(await startOnce('all', folder, idleMs));
    const table: Record<string, ReturnType<typeof row>> = {
      'all, new data folder': row([first]),
      'all, existing folder (median of 5)': row(runs),
    };
    const serverUrl = process.env.BENCH_DATABASE_URL;
    const where = serverUrl ? 'PostgreSQL' : 'existing folder';
    for (const role of ['api', 'worker'] as const) {
      const measure = async (env: Record<string, string>) => {
        const roleRuns: Run[] = [];
        for (let i = 0; i < 3; i++) roleRuns.push(await startOnce(role, env, idleMs));
        return roleRuns;
      };
      const roleRuns = serverUrl
        ? await withDatabase(serverUrl, (url) =>
            measure({
              ...folder,
              DATABASE_URL: url,
              APP_SECRET: crypto.randomBytes(32).toString('hex'),
            }),
          )
        : await measure(folder);
      table[`${role}, ${where} (median of 3)`] = row(roleRuns);
    }
    console.log(
      '\nStart-up and idle memory by role (ready: GET /api/ready answers 200, or the worker says it is ready)',
    );
    console.table(table);
    const rss = table['all, existing folder (median of 5)']!['server RSS idle (MiB)'];
    const ready = table['all, existing folder (median of 5)']!['ready (ms)'];
    console.log(
      `goal (all, existing folder): ready < 3000 ms: ${ready < 3000 ? 'met' : 'MISSED'}; resident < 400 MiB: ${rss < 400 ? 'met' : 'MISSED'}`,
    );
    if (!serverUrl)
      console.log(
        'api and worker ran on the data folder (PGlite); set BENCH_DATABASE_URL=postgres://… to measure them as deployed, on PostgreSQL',
      );
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
