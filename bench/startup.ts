/**
 * Start-up time and idle memory of `npm start` on the embedded defaults: one start on a new data
 * folder, then several on the existing folder (goal: ready under 3 s, under 400 MB resident).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Linux: the resident set of a process and of its descendants, in MiB. */
function residentMiB(pid: number): number {
  const read = (p: number): number => {
    try {
      const status = fs.readFileSync(`/proc/${p}/status`, 'utf8');
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      const children = fs.readFileSync(`/proc/${p}/task/${p}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
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
    const children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
    return children.length ? serverPid(children[0] as number) : pid;
  } catch {
    return pid;
  }
}

async function waitReady(port: number, child: ChildProcess, started: number): Promise<number> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/ready`);
      if (response.ok) return performance.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function startOnce(dataDir: string, idleMs: number): Promise<{ readyMs: number; rssMiB: number; serverRssMiB: number }> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn('npm', ['start', '--silent'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
    detached: true,
  });
  const readyMs = await waitReady(port, child, started);
  await new Promise((resolve) => setTimeout(resolve, idleMs));
  const rssMiB = residentMiB(child.pid as number);
  const serverRssMiB = residentMiB(serverPid(child.pid as number));
  process.kill(-(child.pid as number), 'SIGTERM');
  await new Promise((resolve) => child.on('exit', resolve));
  return { readyMs, rssMiB, serverRssMiB };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

export async function benchStartup(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qamar-bench-'));
  try {
    const first = await startOnce(dataDir, 3000);
    const runs = [];
    for (let i = 0; i < 5; i++) runs.push(await startOnce(dataDir, 3000));
    const ready = median(runs.map((r) => r.readyMs));
    const rss = median(runs.map((r) => r.serverRssMiB));
    console.log('\nnpm start, embedded defaults (PGlite, queue, web app), ready = GET /api/ready answers 200');
    console.table({
      'new data folder': { 'ready (ms)': Math.round(first.readyMs), 'server RSS idle (MiB)': Math.round(first.serverRssMiB), 'with npm (MiB)': Math.round(first.rssMiB) },
      'existing folder, median of 5': { 'ready (ms)': Math.round(ready), 'server RSS idle (MiB)': Math.round(rss), 'with npm (MiB)': Math.round(median(runs.map((r) => r.rssMiB))) },
    });
    console.log(`goal: ready < 3000 ms on an existing folder: ${ready < 3000 ? 'met' : 'MISSED'}; resident < 400 MiB: ${rss < 400 ? 'met' : 'MISSED'}`);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
