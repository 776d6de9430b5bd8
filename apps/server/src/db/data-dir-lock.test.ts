import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';

function tempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'qamar-lock-'));
}

describe('lockDataDir', () => {
  it('refuses a folder locked by a live process, naming it', () => {
    const dir = tempDir();
    // pid 1 is always alive: it stands for another Qamar process here.
    fs.writeFileSync(path.join(dir, 'qamar.lock'), '1');
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(/pid 1.*already using the data folder/);
  });

  it('takes over a lock left by a process that has died', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'qamar.lock'), '999999999');
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'qamar.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'qamar.lock'))).toBe(false);
  });
});
