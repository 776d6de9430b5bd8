import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Where pictures, narrations and PDFs live (DECISIONS.md 5). Keys are relative paths such as
 * `characters/u7/3f2c…/full.webp`; the web app only ever sees `url(key)`. The local folder is the
 * default; an object-storage store implements the same calls.
 */
export interface MediaStore {
  readonly kind: 'local';
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** The object's bytes, or null when there is none. */
  read(key: string): Promise<Uint8Array | null>;
  /** Removes every object under a prefix (an item's three picture sizes, a story's assets). */
  removePrefix(prefix: string): Promise<void>;
  url(key: string): string;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_.-]*)*$/;

/** A key is lower-case path segments without `..`, so it can never leave the store's folder. */
export function assertMediaKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`invalid media key: ${key}`);
}

export function createLocalMediaStore(root: string, publicPath = '/media'): MediaStore {
  const fileOf = (key: string) => {
    assertMediaKey(key);
    return path.join(root, ...key.split('/'));
  };
  return {
    kind: 'local',
    async put(key, body) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Write then rename: a reader never sees half a file, and concurrent writers of one key agree.
      const temporary = `${file}.${randomUUID()}.tmp`;
      await fs.writeFile(temporary, body);
      await fs.rename(temporary, file);
    },
    async exists(key) {
      return fs.access(fileOf(key)).then(
        () => true,
        () => false,
      );
    },
    async read(key) {
      return fs.readFile(fileOf(key)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null;
        throw error;
      });
    },
    async removePrefix(prefix) {
      await fs.rm(fileOf(prefix), { recursive: true, force: true });
    },
    url: (key) => {
      assertMediaKey(key);
      return `${publicPath}/${key}`;
    },
  };
}
