import { createHash, createHmac } from 'node:crypto';
import type { S3Settings } from './s3-media-store.ts';

export interface PresignSettings {
  /** Where browsers reach the service, e.g. `https://s3.eu-central-1.amazonaws.com` or `https://media.example.com`. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `endpoint/bucket/key` instead of `bucket.endpoint/key` (most self-hosted services want this). */
  forcePathStyle: boolean;
}

export interface PresignRequest {
  key: string;
  /** Unix seconds: when the address was signed. */
  signedAt: number;
  /** Seconds from `signedAt` (S3 takes at most a week). */
  expiresIn: number;
  /** `response-*` overrides the service applies to its answer (cache headers). */
  responseHeaders?: Record<string, string>;
}

/** RFC 3986 unreserved characters stay; everything else is percent-encoded, as SigV4 wants. */
const encode = (value: string) =>
  encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

const hmac = (key: Uint8Array | string, data: string) =>
  createHmac('sha256', key).update(data).digest();

/** `20260102T030405Z` and `20260102`. */
function amzDates(seconds: number): { time: string; day: string } {
  const time = new Date(seconds * 1000)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  return { time, day: time.slice(0, 8) };
}

/**
 * A presigned GET (AWS Signature Version 4, query form), made synchronously: addresses are issued
 * while an answer is mapped, for every picture of a page of stories, and the SDK's presigner is
 * asynchronous. The same inputs give the same address, so an address signed at the start of an
 * hour is the same all hour and browsers keep it cached. Tested against the SDK's own signer.
 */
/** The origin presigned addresses point at: the endpoint's, or the bucket's own host (virtual-hosted style). */
export function presignedOrigin(
  settings: Pick<PresignSettings, 'endpoint' | 'bucket' | 'forcePathStyle'>,
): string {
  const endpoint = new URL(settings.endpoint);
  return `${endpoint.protocol}//${settings.forcePathStyle ? endpoint.host : `${settings.bucket}.${endpoint.host}`}`;
}

/** Where this server reaches the service: S3_ENDPOINT, or AWS S3 in the region. */
export const s3Endpoint = (settings: Pick<S3Settings, 'endpoint' | 'region'>) =>
  settings.endpoint ?? `https://s3.${settings.region}.amazonaws.com`;

/** Where browsers read presigned addresses from (the web app's content security policy lets them). */
export const s3BrowserOrigin = (settings: S3Settings) =>
  presignedOrigin({ ...settings, endpoint: settings.publicEndpoint ?? s3Endpoint(settings) });

export function createPresigner(settings: PresignSettings): (request: PresignRequest) => string {
  const endpoint = new URL(settings.endpoint);
  const origin = presignedOrigin(settings);
  const host = new URL(origin).host;
  const basePath =
    endpoint.pathname.replace(/\/$/, '') +
    (settings.forcePathStyle ? `/${encode(settings.bucket)}` : '');
  const signingKeys = new Map<string, Buffer>();
  const signingKey = (day: string) => {
    let key = signingKeys.get(day);
    if (!key) {
      key = hmac(
        hmac(hmac(hmac(`AWS4${settings.secretAccessKey}`, day), settings.region), 's3'),
        'aws4_request',
      );
      if (signingKeys.size > 4) signingKeys.clear();
      signingKeys.set(day, key);
    }
    return key;
  };

  return ({ key, signedAt, expiresIn, responseHeaders = {} }) => {
    const { time, day } = amzDates(signedAt);
    const scope = `${day}/${settings.region}/s3/aws4_request`;
    const path = `${basePath}/${key.split('/').map(encode).join('/')}`;
    const query: Record<string, string> = {
      'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
      'X-Amz-Content-Sha256': 'UNSIGNED-PAYLOAD',
      'X-Amz-Credential': `${settings.accessKeyId}/${scope}`,
      'X-Amz-Date': time,
      'X-Amz-Expires': String(expiresIn),
      'X-Amz-SignedHeaders': 'host',
      ...responseHeaders,
    };
    const canonicalQuery = Object.keys(query)
      .sort()
      .map((name) => `${encode(name)}=${encode(query[name]!)}`)
      .join('&');
    const canonicalRequest = [
      'GET',
      path,
      canonicalQuery,
      `host:${host}\n`,
      'host',
      'UNSIGNED-PAYLOAD',
    ].join('\n');
    const stringToSign = [
      'AWS4-HMAC-SHA256',
      time,
      scope,
      createHash('sha256').update(canonicalRequest).digest('hex'),
    ].join('\n');
    const signature = createHmac('sha256', signingKey(day)).update(stringToSign).digest('hex');
    return `${origin}${path}?${canonicalQuery}&X-Amz-Signature=${signature}`;
  };
}
