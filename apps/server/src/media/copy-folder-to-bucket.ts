import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { isMediaKey } from './media-store.ts';
import type { S3MediaStore, StoredObject } from './s3-media-store.ts';

export interface CopyReport {
  /** Objects put in the bucket by this run. */
  copied: number;
  bytes: number;
  /** Already in the bucket with the same bytes (an earlier run, or a process writing there). */
  present: number;
  /** Files that are not media (half-written `.tmp` files, anything whose name is not a media key). */
  skipped: string[];
}

const contentTypes: Record<string, string> = {
  '.webp': 'image/webp',
  '.mp3': 'audio/mpeg',
  '.ogg': 'audio/ogg',
  '.pdf': 'application/pdf',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.svg': 'image/svg+xml',
};
const contentTypeOf = (key: string) =>
  contentTypes[path.extname(key)] ?? 'application/octet-stream';

async function* filesUnder(root: string, folder = ''): AsyncIterable<string> {
  const entries = await fs
    .readdir(path.join(root, folder), { withFileTypes: true })
    .catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    });
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const relative = folder ? `${folder}/${entry.name}` : entry.name;
    if (entry.isDirectory()) yield* filesUnder(root, relative);
    else if (entry.isFile()) yield relative;
  }
}

/** The bucket has these bytes: same size, and the same MD5 when its ETag is one (a one-piece put). */
const sameBytes = (stored: StoredObject | undefined, body: Uint8Array) =>
  stored !== undefined &&
  stored.size === body.byteLength &&
  (!/^[0-9a-f]{32}$/.test(stored.etag) ||
    stored.etag === createHash('md5').update(body).digest('hex'));

/**
 * Copies a media folder (DATA_DIR/media) into a bucket under the same keys (`npm run
 * media:migrate`). Idempotent and resumable: what the bucket already holds with the same bytes is
 * left alone, so a run that stopped half-way is simply run again, and a second run copies nothing.
 * The folder is only read: switch the processes to MEDIA_STORE=s3 once a run reports nothing left.
 */
export async function copyFolderToBucket(
  root: string,
  bucket: S3MediaStore,
  options: { concurrency?: number; onProgress?: (report: CopyReport) => void } = {},
): Promise<CopyReport> {
  const report: CopyReport = { copied: 0, bytes: 0, present: 0, skipped: [] };
  const inBucket = new Map<string, StoredObject>();
  for await (const object of bucket.list('')) inBucket.set(object.key, object);

  const queue: string[] = [];
  for await (const file of filesUnder(root)) {
    if (file.endsWith('.tmp') || !isMediaKey(file)) report.skipped.push(file);
    else queue.push(file);
  }
  const copyOne = async (key: string) => {
    const body = new Uint8Array(await fs.readFile(path.join(root, ...key.split('/'))));
    if (sameBytes(inBucket.get(key), body)) {
      report.present += 1;
    } else {
      await bucket.put(key, body, contentTypeOf(key));
      report.copied += 1;
      report.bytes += body.byteLength;
    }
    options.onProgress?.(report);
  };
  let next = 0;
  await Promise.all(
    Array.from({ length: options.concurrency ?? 8 }, async () => {
      while (next < queue.length) await copyOne(queue[next++]!);
    }),
  );
  return report;
}
