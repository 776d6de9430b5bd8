import {
  NoSuchKey,
  NotFound,
  S3Client,
  S3ServiceException,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import { MEDIA_URL_HOUR } from './media-grants.ts';
import { assertMediaKey, MediaStoreUnavailableError, type MediaStore } from './media-store.ts';
import { createPresigner, s3Endpoint } from './s3-presign.ts';

export interface S3Settings {
  /** The service's address for this server; empty for AWS S3 itself (from the region). */
  endpoint: string | undefined;
  /** The service's address for browsers, when it differs from `endpoint` (presigned addresses name it). */
  publicEndpoint: string | undefined;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

export interface S3MediaStore extends MediaStore {
  readonly kind: 's3';
  /** Fails with a readable reason when the bucket cannot be reached with these settings (start-up). */
  check(): Promise<void>;
  /** Every object under a prefix, with its size and ETag (the media migration, tests). */
  list(prefix: string): AsyncIterable<StoredObject>;
  close(): void;
}

export interface StoredObject {
  key: string;
  size: number;
  /** The service's ETag without quotes: the MD5 of the bytes for an object put in one piece. */
  etag: string;
}

/** How many keys one DeleteObjects call takes (the protocol's limit). */
const DELETE_BATCH = 1000;

const isMissing = (error: unknown) =>
  error instanceof NoSuchKey ||
  error instanceof NotFound ||
  (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404);

/**
 * Media in an S3-compatible object store (AWS S3, MinIO, Cloudflare R2, Garage…), shared by every
 * API and worker process. The bucket stays private: a private object is read through a presigned
 * GET issued where the API found the reader entitled (the same grants as the local folder, which
 * the store cannot check again when the address is used, so an address lives until its expiry:
 * 1 to 2 hours). Addresses are signed at the start of their hour, so they are the same all hour
 * and the browser's cache and the share page's cache hold; each carries the cache headers the
 * service answers with (`private`, or `public` for a published story's media, until the expiry).
 * The catalogue's public pictures keep their app route (`/media/catalogue/...`), which draws a
 * missing one once and serves it with a year's immutable cache.
 */
export function createS3MediaStore(settings: S3Settings, publicPath = '/media'): S3MediaStore {
  const endpoint = s3Endpoint(settings);
  const client = new S3Client({
    endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // Checksums only where the protocol requires them: many S3-compatible services refuse the newer headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 4,
  });
  const presign = createPresigner({ ...settings, endpoint: settings.publicEndpoint ?? endpoint });
  const Bucket = settings.bucket;

  async function* list(prefix: string): AsyncIterable<StoredObject> {
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }),
      );
      for (const object of page.Contents ?? []) {
        if (object.Key)
          yield {
            key: object.Key,
            size: object.Size ?? 0,
            etag: (object.ETag ?? '').replace(/"/g, ''),
          };
      }
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }

  const remove = async (keys: string[]) => {
    if (keys.length === 0) return;
    const answer = await client.send(
      new DeleteObjectsCommand({
        Bucket,
        Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true },
      }),
    );
    const failed = answer.Errors?.filter((error) => error.Code !== 'NoSuchKey') ?? [];
    if (failed.length > 0)
      throw new Error(
        `the object store did not delete ${failed.length} object(s): ${failed[0]!.Key} ${failed[0]!.Code}`,
      );
  };

  return {
    kind: 's3',
    async put(key, body, contentType) {
      assertMediaKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          ContentLength: body.byteLength,
        }),
      );
    },
    async exists(key) {
      assertMediaKey(key);
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async read(key) {
      assertMediaKey(key);
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return answer.Body ? await answer.Body.transformToByteArray() : new Uint8Array();
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async removePrefix(prefix) {
      assertMediaKey(prefix);
      // The object named by the prefix and everything under it as a folder (never `stories/10` for `stories/1`).
      let batch = [prefix];
      for await (const { key } of list(`${prefix}/`)) {
        batch.push(key);
        if (batch.length === DELETE_BATCH) {
          await remove(batch);
          batch = [];
        }
      }
      await remove(batch);
    },
    publicUrl(key) {
      assertMediaKey(key);
      return `${publicPath}/${key}`;
    },
    signedUrl(key, grant, expiresAt) {
      assertMediaKey(key);
      // Signed at the start of the hour before the expiry's last hour: the issuing hour for the usual expiry.
      const signedAt =
        Math.floor((expiresAt - 2 * MEDIA_URL_HOUR) / MEDIA_URL_HOUR) * MEDIA_URL_HOUR;
      const caching = grant.kind === 'public' ? 'public' : 'private';
      return presign({
        key,
        signedAt,
        expiresIn: expiresAt - signedAt,
        responseHeaders: {
          'response-cache-control': caching,
          'response-expires': new Date(expiresAt * 1000).toUTCString(),
        },
      });
    },
    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
      } catch (error) {
        const status =
          error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
        const reason =
          status === 404
            ? `the bucket "${Bucket}" does not exist`
            : status === 403 || status === 401
              ? `the keys were refused for the bucket "${Bucket}"`
              : `the object store could not be reached (${error instanceof Error ? error.message : String(error)})`;
        throw new MediaStoreUnavailableError(
          `MEDIA_STORE=s3 at ${endpoint}: ${reason}. Check S3_ENDPOINT, S3_BUCKET, S3_REGION and the keys.`,
          error,
        );
      }
    },
    list,
    close: () => client.destroy(),
  };
}
