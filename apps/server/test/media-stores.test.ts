import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerGrant, publicGrant } from '../src/media/media-grants.ts';
import { stories } from '../src/db/schema.ts';
import { createPresigner } from '../src/media/s3-presign.ts';
import { parent } from './accounts-helper.ts';
import { createTestApp, target, testClock, type TestApp } from './helper.ts';
import { sdkPresignedSignature, startS3Service, type S3Service } from './s3-service.ts';

const bytes = (text: string) => new TextEncoder().encode(text);
const hour = 3600_000;

/**
 * The media stores keep one contract: the data folder (the embedded default) and an S3 bucket (a
 * real S3 protocol: s3rver behind the signature-checking front of s3-service.ts). Each is used
 * through the app as configured, and its signed addresses are read as a browser reads them: the
 * folder's through the app's own route, the bucket's from the object store over HTTP.
 */
describe.each(['local', 's3'] as const)(`the %s media store (${target})`, (kind) => {
  const clock = testClock(new Date((Math.floor(Date.now() / hour) + 1) * hour + 60_000));
  let s3: S3Service | undefined;
  let t: TestApp;
  let storyId: number;
  let otherId: number;

  /** Reads an address as a browser does: the app's route for the folder, the object store for the bucket. */
  const fetchUrl = async (url: string, headers: Record<string, string> = {}) => {
    if (url.startsWith('/')) {
      const answer = await t.inject({ method: 'GET', url, headers });
      return {
        status: answer.statusCode,
        body: new Uint8Array(answer.rawPayload),
        headers: answer.headers as Record<string, string | undefined>,
      };
    }
    const answer = await fetch(url, { headers });
    return {
      status: answer.status,
      body: new Uint8Array(await answer.arrayBuffer()),
      headers: Object.fromEntries(answer.headers),
    };
  };
  const refused = kind === 'local' ? 404 : 403;

  beforeAll(async () => {
    if (kind === 's3') s3 = await startS3Service({ now: clock.now });
    t = await createTestApp({ now: clock.now, env: s3?.env ?? {} });
    const owner = await parent(t, `store-${kind}@example.com`);
    const [a, b] = await t.handle.db
      .insert(stories)
      .values(
        [1, 2].map((n) => ({
          userId: owner.id,
          status: 'complete',
          titleEn: 'Store',
          length: 3,
          input: { characters: [{ name: 'Dana' }], location: { name: 'Garden' } },
          publishedAt: n === 1 ? new Date() : null,
        })),
      )
      .returning({ id: stories.id });
    storyId = a!.id;
    otherId = b!.id;
  }, 60_000);
  afterAll(async () => {
    expect(t.serverErrors).toEqual([]);
    await t.close();
    await s3?.close();
  });

  it(`is the ${kind} store as configured`, () => {
    expect(t.app.media.kind).toBe(kind);
  });

  it('keeps what is put, answers null for what is not there, and replaces an object put again', async () => {
    const key = `stories/${storyId}/pages/0/narration-en.mp3`;
    expect(await t.app.media.read(key)).toBeNull();
    expect(await t.app.media.exists(key)).toBe(false);
    await t.app.media.put(key, bytes('first'), 'audio/mpeg');
    expect(await t.app.media.exists(key)).toBe(true);
    expect(new TextDecoder().decode((await t.app.media.read(key))!)).toBe('first');
    await t.app.media.put(key, bytes('second'), 'audio/mpeg');
    expect(new TextDecoder().decode((await t.app.media.read(key))!)).toBe('second');
    await expect(t.app.media.read('../secret.key')).rejects.toThrow(/invalid media key/);
  });

  it('removes a prefix as a folder: what is under it, never a neighbour whose name starts the same', async () => {
    const ten = `stories/${storyId}0/pages/0/picture/full.webp`;
    const under = [
      `stories/${storyId}/pages/1/picture/full.webp`,
      `stories/${storyId}/pages/1/picture/thumbnail.webp`,
      `stories/${storyId}/pdf/abc.pdf`,
    ];
    for (const key of [...under, ten]) await t.app.media.put(key, bytes(key), 'image/webp');
    await t.app.media.removePrefix(`stories/${storyId}`);
    for (const key of under) expect(await t.app.media.exists(key), key).toBe(false);
    expect(await t.app.media.exists(ten)).toBe(true);
    await t.app.media.removePrefix(`stories/${storyId}0`);
    expect(await t.app.media.exists(ten)).toBe(false);
    // Nothing there: still fine.
    await t.app.media.removePrefix(`stories/${storyId}`);
  });

  it('serves a signed address with its type, cached privately until it expires, from any byte on', async () => {
    const key = `stories/${storyId}/pages/0/picture/full.webp`;
    await t.app.media.put(key, bytes('0123456789'), 'image/webp');
    const url = t.app.mediaUrls(ownerGrant)(key);
    const answer = await fetchUrl(url);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('image/webp');
    expect(new TextDecoder().decode(answer.body)).toBe('0123456789');
    const expiry = Math.floor(clock.now().getTime() / hour + 2) * hour;
    if (kind === 'local') {
      expect(answer.headers['cache-control']).toBe(
        `private, max-age=${(expiry - clock.now().getTime()) / 1000}`,
      );
    } else {
      expect(url.startsWith(`${s3!.endpoint}/${s3!.bucket}/${key}?`)).toBe(true);
      expect(answer.headers['cache-control']).toBe('private');
      expect(Date.parse(answer.headers.expires!)).toBe(expiry);
    }
    const range = await fetchUrl(url, { range: 'bytes=4-6' });
    expect(range.status).toBe(206);
    expect(new TextDecoder().decode(range.body)).toBe('456');
    // The same address all hour, so the browser's cache keeps serving it.
    clock.advance(20 * 60_000);
    expect(t.app.mediaUrls(ownerGrant)(key)).toBe(url);
  });

  it('marks a published story’s media public (the folder checks it still is at every read); the catalogue keeps the app’s public route', async () => {
    const key = `stories/${storyId}/pages/2/picture/medium.webp`;
    await t.app.media.put(key, bytes('public'), 'image/webp');
    const url = t.app.mediaUrls(publicGrant)(key);
    const answer = await fetchUrl(url);
    expect(answer.status).toBe(200);
    if (kind === 's3') expect(answer.headers['cache-control']).toBe('public');
    expect(t.app.mediaUrls(publicGrant)('catalogue/v1/characters/layla/full.webp')).toBe(
      '/media/catalogue/v1/characters/layla/full.webp',
    );
  });

  it('refuses a tampered signature, another object under the same signature, and an address past its expiry', async () => {
    const key = `stories/${storyId}/pages/3/picture/full.webp`;
    const other = `stories/${otherId}/pages/3/picture/full.webp`;
    await t.app.media.put(key, bytes('mine'), 'image/webp');
    await t.app.media.put(other, bytes('theirs'), 'image/webp');
    const url = t.app.mediaUrls(ownerGrant)(key);
    expect((await fetchUrl(url)).status).toBe(200);
    const [address, query] = url.split('?') as [string, string];
    const signature = kind === 'local' ? 's' : 'X-Amz-Signature';
    const params = new URLSearchParams(query);
    const value = params.get(signature)!;
    params.set(signature, `${value.slice(0, -1)}${value.endsWith('a') ? 'b' : 'a'}`);
    expect((await fetchUrl(`${address}?${params}`)).status).toBe(refused);
    expect((await fetchUrl(`${address.replace(`/${key}`, `/${other}`)}?${query}`)).status).toBe(
      refused,
    );
    expect((await fetchUrl(address)).status).toBe(refused);
    clock.advance(2 * hour);
    expect((await fetchUrl(url)).status).toBe(refused);
    // A fresh address works again.
    expect((await fetchUrl(t.app.mediaUrls(ownerGrant)(key))).status).toBe(200);
  });
});

describe('presigned addresses', () => {
  it('carry the signature the AWS SDK’s own Signature Version 4 signer computes, path-style and virtual-hosted', async () => {
    for (const forcePathStyle of [true, false]) {
      const settings = {
        endpoint: 'https://objects.example.com:9443',
        bucket: 'qamar-media',
        region: 'eu-central-1',
        accessKeyId: 'AKIDEXAMPLE',
        secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
        forcePathStyle,
      };
      const url = new URL(
        createPresigner(settings)({
          key: 'stories/12/pages/0/narration-gulf_saudi.mp3',
          signedAt: Date.UTC(2026, 0, 2, 3) / 1000,
          expiresIn: 7200,
          responseHeaders: {
            'response-cache-control': 'private',
            'response-expires': 'Fri, 02 Jan 2026 05:00:00 GMT',
          },
        }),
      );
      expect(url.host).toBe(
        forcePathStyle ? 'objects.example.com:9443' : 'qamar-media.objects.example.com:9443',
      );
      expect(url.pathname).toBe(
        `${forcePathStyle ? '/qamar-media' : ''}/stories/12/pages/0/narration-gulf_saudi.mp3`,
      );
      expect(url.searchParams.get('X-Amz-Credential')).toBe(
        'AKIDEXAMPLE/20260102/eu-central-1/s3/aws4_request',
      );
      expect(url.searchParams.get('X-Amz-Signature')).toBe(
        await sdkPresignedSignature(url, settings),
      );
    }
  });
});
