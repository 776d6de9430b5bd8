import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export class DataDirLockedError extends Error {
  constructor(dataDir: string, pid: number | null) {
    super(
      `Another Qamar process${pid ? ` (pid ${pid})` : ''} is already using the data folder ${dataDir}.\n` +
        'The embedded database allows one process per folder: stop the other process first, ' +
        'or start this one with a different DATA_DIR (or PORT).',
    );
    this.name = 'DataDirLockedError';
  }
}

/** How long a start waits for a holder that neither answers nor goes away (one being killed) before refusing. */
const CONTESTED_WAIT_MS = 5_000;

/**
 * The name of a folder's lock, derived from its real path so that every spelling of the folder (a
 * relative path, a symbolic link) meets at one lock: on Linux an abstract socket (no file at all),
 * on Windows a named pipe, elsewhere a socket file in the temporary folder.
 */
function lockAddress(realDir: string): string {
  const id = crypto.createHash('sha256').update(realDir).digest('hex').slice(0, 32);
  if (process.platform === 'linux') return `\0qamar-data-${id}`;
  if (process.platform === 'win32') return `\\\\?\\pipe\\qamar-data-${id}`;
  return path.join(os.tmpdir(), `qamar-data-${id}.sock`);
}

type Holder = { kind: 'live'; pid: number } | { kind: 'gone' } | { kind: 'silent' };

/**
 * Asks whoever holds the lock who it is. A live server answers its pid at once; `gone` means nobody
 * listens any more (a stale socket file); `silent` is a holder that accepts without answering: a
 * process being killed, whose sockets the system closes a moment later.
 */
function ask(address: string): Promise<Holder> {
  return new Promise((resolve) => {
    const socket = net.connect(address);
    let text = '';
    const done = (holder: Holder) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(holder);
    };
    const timer = setTimeout(() => done({ kind: 'silent' }), 500);
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      const match = /^qamar (\d+)\n/.exec(text);
      if (match) done({ kind: 'live', pid: Number(match[1]) });
    });
    socket.on('error', (error: NodeJS.ErrnoException) =>
      done(
        error.code === 'ECONNREFUSED' || error.code === 'ENOENT'
          ? { kind: 'gone' }
          : { kind: 'silent' },
      ),
    );
    socket.on('close', () => done({ kind: 'silent' }));
  });
}

function listen(server: net.Server, address: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(address, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/**
 * PGlite is one in-process connection: two processes on one folder would corrupt it. The first
 * process listens on a local socket named after the folder and answers its pid to whoever connects.
 * The operating system closes that socket when the process ends, however it ends, so a killed
 * server leaves no lock behind and a lock can never name a stranger. A second live server gets an
 * answer and is refused; a holder that is going away is waited for (up to 5 s).
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  fs.mkdirSync(dataDir, { recursive: true });
  const address = lockAddress(fs.realpathSync(dataDir));
  const deadline = Date.now() + CONTESTED_WAIT_MS;
  for (;;) {
    const server = net.createServer((socket) => {
      socket.on('error', () => {});
      socket.end(`qamar ${process.pid}\n`);
    });
    try {
      await listen(server, address);
      // The lock never keeps the process alive by itself.
      server.unref();
      // Earlier versions kept the holder's pid in this file; it means nothing now.
      fs.rmSync(path.join(dataDir, 'qamar.lock'), { force: true });
      let released: Promise<void> | undefined;
      return () => (released ??= new Promise((resolve) => server.close(() => resolve())));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    }
    const holder = await ask(address);
    if (holder.kind === 'live') throw new DataDirLockedError(dataDir, holder.pid);
    // A socket file left by a dead process can go; abstract sockets and pipes vanish by themselves.
    if (holder.kind === 'gone' && !address.startsWith('\0') && process.platform !== 'win32')
      fs.rmSync(address, { force: true });
    if (Date.now() > deadline) throw new DataDirLockedError(dataDir, null);
    await new Promise((resolve) => setTimeout(resolve, holder.kind === 'gone' ? 10 : 100));
  }
}
