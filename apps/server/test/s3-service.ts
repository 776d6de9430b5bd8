import { createHash, createHmac } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SignatureV4 } from '@smithy/signature-v4';
import S3rver from 's3rver';
import type { S3Settings } from '../src/media/s3-media-store.ts';

/** s3rver's built-in account. */
const ACCESS_KEY = 'S3RVER';
const SECRET_KEY = 'S3RVER';
const REGION = 'us-east-1';

/** SHA-256 and HMAC-SHA256 for the SDK's signer, from node:crypto. */
type SourceData = string | ArrayBuffer | ArrayBufferView;
const bytes = (data: SourceData) =>
  typeof data === 'string'
    ? data
    : ArrayBuffer.isView(data)
      ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength)
      : new Uint8Array(data);

class Sha256 {
  private readonly hash;
  constructor(secret?: SourceData) {
    this.hash = secret ? createHmac('sha256', bytes(secret)) : createHash('sha256');
  }
  update(data: SourceData) {
    this.hash.update(bytes(data));
  }
  async digest() {
    return new Uint8Array(this.hash.digest());
  }
  reset() {}
}

/**
 * The signature the AWS SDK's own signer (@smithy/signature-v4) gives a presigned GET with the
 * query of `url` (less its signature), signed with these keys at its X-Amz-Date for its X-Amz-Expires.
 */
export async function sdkPresignedSignature(
  url: URL,
  keys: { region: string; accessKeyId: string; secretAccessKey: string },
): Promise<string | undefined> {
  const { 'X-Amz-Signature': _, ...query } = Object.fromEntries(url.searchParams);
  const date = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(query['X-Amz-Date'] ?? '');
  if (!date) return undefined;
  const signer = new SignatureV4({
    service: 's3',
    region: keys.region,
    credentials: keys,
    sha256: Sha256,
    uriEscapePath: false,
    applyChecksum: false,
  });
  const presigned = await signer.presign(
    {
      method: 'GET',
      protocol: url.protocol,
      hostname: url.hostname,
      path: url.pathname,
      query,
      headers: { host: url.host, 'x-amz-content-sha256': 'UNSIGNED-PAYLOAD' },
    },
    {
      signingDate: new Date(
        Date.UTC(+date[1]!, +date[2]! - 1, +date[3]!, +date[4]!, +date[5]!, +date[6]!),
      ),
      expiresIn: Number(query['X-Amz-Expires']),
      // The payload is unsigned, as in every presigned GET: its hash names it, and it is not a header to sign.
      unhoistableHeaders: new Set(['x-amz-content-sha256']),
      unsignableHeaders: new Set(['x-amz-content-sha256']),
    },
  );
  return presigned.query?.['X-Amz-Signature'] as string | undefined;
}

export interface S3Service {
  /** Where the server and browsers reach the service (the checking front). */
  endpoint: string;
  bucket: string;
  /** The settings that put a Qamar process's media in this bucket. */
  env: Record<string, string>;
  /** The same, for a store made directly. */
  settings: S3Settings;
  close: () => Promise<void>;
}

const xmlError = (code: string, message: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`;

/**
 * A real S3 protocol for tests: s3rver (an S3-compatible server on npm) with a bucket, behind a
 * small front that does what s3rver leaves out and a private bucket on a real service does. s3rver
 * checks a presigned address's expiry but not its Signature Version 4 signature, and lets anyone
 * read without one; the front recomputes every presigned GET's signature with the AWS SDK's own
 * signer (@smithy/signature-v4) and refuses a mismatch, an expired address and an unsigned read
 * with 403, as S3 does. Requests signed in their headers (the SDK's own calls) pass through.
 * `now` is the front's clock (tests move it past an address's expiry).
 */
export async function startS3Service(
  options: { bucket?: string; now?: () => Date } = {},
): Promise<S3Service> {
  const bucket = options.bucket ?? 'qamar-test';
  const now = options.now ?? (() => new Date());
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'qamar-s3-'));
  const s3rver = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port: backPort } = (await s3rver.run()) as AddressInfo;

  const refusal = async (request: http.IncomingMessage): Promise<string | null> => {
    if (request.headers.authorization) return null;
    const url = new URL(request.url ?? '/', `http://${request.headers.host}`);
    const signature = url.searchParams.get('X-Amz-Signature');
    if (!signature || (request.method !== 'GET' && request.method !== 'HEAD'))
      return xmlError('AccessDenied', 'Access Denied');
    const date = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(
      url.searchParams.get('X-Amz-Date') ?? '',
    );
    const expiresIn = Number(url.searchParams.get('X-Amz-Expires'));
    if (!date || !Number.isInteger(expiresIn))
      return xmlError(
        'AuthorizationQueryParametersError',
        'X-Amz-Date and X-Amz-Expires are required',
      );
    const signedAt = Date.UTC(+date[1]!, +date[2]! - 1, +date[3]!, +date[4]!, +date[5]!, +date[6]!);
    if (now().getTime() > signedAt + expiresIn * 1000)
      return xmlError('AccessDenied', 'Request has expired');
    if (signedAt > now().getTime() + 15 * 60_000)
      return xmlError('AccessDenied', 'Request is not yet valid');
    const expected = await sdkPresignedSignature(url, {
      region: REGION,
      accessKeyId: ACCESS_KEY,
      secretAccessKey: SECRET_KEY,
    });
    return expected === signature
      ? null
      : xmlError(
          'SignatureDoesNotMatch',
          'The request signature we calculated does not match the signature you provided.',
        );
  };

  const front = http.createServer((request, response) => {
    void refusal(request).then((refused) => {
      if (refused) {
        response.writeHead(403, { 'content-type': 'application/xml' }).end(refused);
        request.resume();
        return;
      }
      const back = http.request(
        {
          host: '127.0.0.1',
          port: backPort,
          method: request.method,
          path: request.url,
          headers: request.headers,
        },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
        },
      );
      back.on('error', () => response.writeHead(502).end());
      request.pipe(back);
    });
  });
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(front.address() as AddressInfo).port}`;
  return {
    endpoint,
    bucket,
    settings: {
      endpoint,
      publicEndpoint: undefined,
      bucket,
      region: REGION,
      accessKeyId: ACCESS_KEY,
      secretAccessKey: SECRET_KEY,
      forcePathStyle: true,
    },
    env: {
      MEDIA_STORE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: REGION,
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: SECRET_KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    close: async () => {
      front.closeAllConnections();
      await new Promise((resolve) => front.close(resolve));
      await s3rver.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
