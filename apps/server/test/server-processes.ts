import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../..');
const node = path.join(root, 'node_modules/.bin/node');

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  role: 'all' | 'api' | 'worker';
  child: ChildProcess;
  /** The API's address (roles all and api). */
  url: string | undefined;
  output: () => string;
  /** Resolves once the process says it is ready (its signal handlers are in place from then on). */
  ready: Promise<void>;
  exited: Promise<number | null>;
}

/** A real server process (`apps/server/src/main.ts <role>`), as `npm run start:*` runs it. */
export async function startServerProcess(
  role: ServerProcess['role'],
  env: Record<string, string>,
): Promise<ServerProcess> {
  const port = role === 'worker' ? undefined : await freePort();
  const child = spawn(node, ['--max-semi-space-size=16', 'apps/server/src/main.ts', role], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      LOG_LEVEL: 'warn',
      ...env,
      ...(port ? { PORT: String(port) } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on(
    'data',
    (chunk: Buffer) => (output = (output + chunk.toString()).slice(-200_000)),
  );
  child.stderr!.on(
    'data',
    (chunk: Buffer) => (output = (output + chunk.toString()).slice(-200_000)),
  );
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const ready = (async () => {
    const deadline = Date.now() + 120_000;
    while (!/Qamar (worker )?is ready/.test(output)) {
      if (child.exitCode !== null || child.signalCode !== null)
        throw new Error(`the ${role} process ended before it was ready:\n${output}`);
      if (Date.now() > deadline)
        throw new Error(`the ${role} process was not ready after 120 s:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  ready.catch(() => {});
  return {
    role,
    child,
    url: port ? `http://127.0.0.1:${port}` : undefined,
    output: () => output,
    ready,
    exited,
  };
}
