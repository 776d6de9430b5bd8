import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { encodeGrant, parseGrant, type MediaGrant } from './media-grants.ts';

/**
 * Where pictures, narrations and PDFs live (docs/decisions/012). Keys are
 * relative paths such as `stories/12/pages/0/picture/full.webp`; the web app only ever sees
 * addresses made by `publicUrl` (the catalogue's pictures) or `signedUrl` (everything else).
 *
 * An object store (S3 and the like, s3-media-store.ts) implements the same calls: `signedUrl` is
 * then the store's presigned GET, valid until `expiresAt`; the store checks only the signature and
 * the time, so the grant is checked when the address is issued and a revoked right ends at the
 * expiry. The local folder's own route (plugins/app/media-files.ts) also checks the grant at every
 * request.
 */
export interface MediaStore {
  readonly kind: 'local' | 's3';
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** The object's bytes, or null when there is none. */
  read(key: string): Promise<Uint8Array | null>;
  /** Removes every object under a prefix (an item's three picture sizes, a story's assets). */
  removePrefix(prefix: string): Promise<void>;
  /** The address of a public object (the catalogue's pictures): the same for everyone, for good. */
  publicUrl(key: string): string;
  /**
   * An address that reads `key` until `expiresAt` (Unix seconds), for someone the caller found
   * entitled under `grant`. Only the server can make one (an HMAC with the app secret).
   */
  signedUrl(key: string, grant: MediaGrant, expiresAt: number): string;
}

/** The local folder: its signed addresses are answered by the app itself, which can check them. */
export interface LocalMediaStore extends MediaStore {
  readonly kind: 'local';
  readonly root: string;
  /**
   * The grant and expiry a signed address was issued with, when its signature is the server's and
   * it has not expired at `now`; null for anything else (tampered, expired, malformed, unsigned).
   */
  verify(key: string, query: unknown, now: Date): { grant: MediaGrant; expiresAt: number } | null;
}

/** The configured store cannot be used (the bucket is missing, the keys refused, the service down): start-up stops with this. */
export class MediaStoreUnavailableError extends Error {
  constructor(message: string, cause: unknown) {
    super(message, { cause });
    this.name = 'MediaStoreUnavailableError';
  }
}

export const isLocalMediaStore = (store: MediaStore): store is LocalMediaStore =>
  store.kind === 'local';

const SAFE_KEY = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_.-]*)*$/;

/** A key is lower-case path segments without `..`, so it can never leave the store's folder. */
export function assertMediaKey(key: string): void {
  if (!isMediaKey(key)) throw new Error(`invalid media key: ${key}`);
}

export function isMediaKey(key: string): boolean {
  return key.length <= 300 && SAFE_KEY.test(key) && !key.includes('..');
}

/** 128 bits of HMAC-SHA256, base64url: enough against forgery, short enough for pages of addresses. */
const SIGNATURE_LENGTH = 22;
const SIGNATURE = /^[A-Za-z0-9_-]{22}$/;
const EXPIRY = /^[0-9]{1,12}$/;

/** Signs (key, expiry, grant) with a key of its own derived from the app secret. */
export function createMediaSigner(secret: Uint8Array) {
  const key = createHmac('sha256', secret).update('qamar media addresses v1').digest();
  return (mediaKey: string, expiresAt: number, grant: string) =>
    createHmac('sha256', key)
      .update(`${mediaKey}\n${expiresAt}\n${grant}`)
      .digest('base64url')
      .slice(0, SIGNATURE_LENGTH);
}

export function createLocalMediaStore(
  root: string,
  secret: Uint8Array,
  publicPath = '/media',
): LocalMediaStore {
  const sign = createMediaSigner(secret);
  const fileOf = (key: string) => {
    assertMediaKey(key);
    return path.join(root, ...key.split('/'));
  };
  return {
    kind: 'local',
    root,
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
      // A step still writing into the folder can add a file while it is removed (ENOTEMPTY): try again.
      await fs.rm(fileOf(prefix), { recursive: true, force: true, maxRetries: 5 });
    },
    publicUrl(key) {
      assertMediaKey(key);
      return `${publicPath}/${key}`;
    },
    signedUrl(key, grant, expiresAt) {
      assertMediaKey(key);
      const encoded = encodeGrant(grant);
      return `${publicPath}/${key}?e=${expiresAt}&g=${encoded}&s=${sign(key, expiresAt, encoded)}`;
    },
    verify(key, query, now) {
      if (!isMediaKey(key) || typeof query !== 'object' || query === null) return null;
      const { e, g, s } = query as Record<string, unknown>;
      if (
        typeof e !== 'string' ||
        typeof g !== 'string' ||
        typeof s !== 'string' ||
        !EXPIRY.test(e) ||
        !SIGNATURE.test(s)
      )
        return null;
      const grant = parseGrant(g);
      const expiresAt = Number(e);
      if (!grant || expiresAt * 1000 <= now.getTime()) return null;
      const expected = Buffer.from(sign(key, expiresAt, g));
      if (!timingSafeEqual(expected, Buffer.from(s))) return null;
      return { grant, expiresAt };
    },
  };
}
