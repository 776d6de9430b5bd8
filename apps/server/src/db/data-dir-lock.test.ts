import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';

function tempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'qamar-lock-'));
}

const children: ChildProcess[] = [];
const holders: number[] = [];
afterEach(() => {
  for (const pid of holders.splice(0)) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
  for (const child of children.splice(0))
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

/**
 * Another process that takes the folder's lock and keeps it until it is killed; answers its pid. It
 * runs under a shell that then becomes `sleep`, which never reaps it: once killed it stays a
 * zombie, a process the system still lists, as a killed server does while it is being torn down.
 */
async function holder(dir: string): Promise<number> {
  const module = pathToFileURL(path.join(import.meta.dirname, 'data-dir-lock.ts')).href;
  const script = `const { lockDataDir } = await import(${JSON.stringify(module)}); await lockDataDir(${JSON.stringify(dir)}); console.log('locked'); setInterval(() => {}, 60_000);`;
  const child = spawn(
    'sh',
    ['-c', '"$NODE" --input-type=module -e "$SCRIPT" & echo "pid $!"; exec sleep 60'],
    {
      env: { ...process.env, NODE: process.execPath, SCRIPT: script },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  children.push(child);
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('locked')) resolve();
    });
    child.on('exit', (code) => reject(new Error(`the holder exited with ${code}`)));
  });
  const pid = Number(/pid (\d+)/.exec(output)?.[1]);
  holders.push(pid);
  return pid;
}

describe('lockDataDir', () => {
  it('refuses a folder another live process holds, naming it', async () => {
    const dir = tempDir();
    const other = await holder(dir);
    const refusal = await lockDataDir(dir).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DataDirLockedError);
    expect((refusal as Error).message).toContain(
      `Another Qamar process (pid ${other}) is already using the data folder ${dir}`,
    );
  });

  it('is one lock for every spelling of the folder, and refuses a second holder in the same process', async () => {
    const dir = tempDir();
    const link = `${dir}-link`;
    fs.symlinkSync(dir, link);
    const release = await lockDataDir(dir);
    await expect(lockDataDir(link)).rejects.toThrow(
      `(pid ${process.pid}) is already using the data folder ${link}`,
    );
    await release();
    const again = await lockDataDir(link);
    await again();
  });

  it('is taken at once after its holder is killed with SIGKILL, though the system still lists the killed process', async () => {
    const dir = tempDir();
    const other = await holder(dir);
    const started = performance.now();
    process.kill(other, 'SIGKILL');
    const release = await lockDataDir(dir);
    expect(performance.now() - started).toBeLessThan(3_000);
    await release();
  });

  it('ignores (and removes) a lock file of earlier versions naming an unrelated live process', async () => {
    const dir = tempDir();
    // pid 1 is always alive: the old lock file kept every start out until removed by hand.
    fs.writeFileSync(path.join(dir, 'qamar.lock'), '1');
    const release = await lockDataDir(dir);
    expect(fs.existsSync(path.join(dir, 'qamar.lock'))).toBe(false);
    await release();
  });
});
