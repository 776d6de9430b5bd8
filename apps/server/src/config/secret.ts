import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from './config.ts';

/**
 * The key that signs CSRF tokens (and, later, session tokens). Production passes APP_SECRET so every
 * process shares it; the embedded default keeps a generated key in the data folder, readable by its owner only.
 */
export function resolveSecret(config: Config): Uint8Array {
  if (config.appSecret) return new TextEncoder().encode(config.appSecret);
  const file = path.join(config.dataDir, 'secret.key');
  fs.mkdirSync(config.dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, crypto.randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return new TextEncoder().encode(fs.readFileSync(file, 'utf8').trim());
}
