import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3MediaStore, type S3MediaStore } from '../src/media/s3-media-store.ts';
import { target } from './helper.ts';
import { startS3Service, type S3Service } from './s3-service.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const node = path.join(root, 'node_modules/.bin/node');

// The migration reads a folder and writes a bucket: the database does not matter, once is enough.
describe.runIf(target === 'pglite')('npm run media:migrate', () => {
  let s3: S3Service;
  let bucket: S3MediaStore;
  let dataDir: string;
  const files: Record<string, string> = {
    'stories/1/pages/0/picture/full.webp': 'picture of page one',
    'stories/1/pages/0/narration-en.mp3': 'narration',
    'stories/1/pdf/0123abcd.pdf': '%PDF-1.7 book',
    'characters/6f1c2d8e-3b4a-4c5d-8e9f-a0b1c2d3e4f5/thumbnail.webp': 'a parent’s character',
    'catalogue/v1/locations/old-souk/medium.webp': 'a catalogue picture',
  };
  const migrate = async () => {
    const { stdout } = await promisify(execFile)(node, ['scripts/media-migrate.ts'], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, ...s3.env, MEDIA_STORE: '' },
    });
    return stdout;
  };
  const inBucket = async () => {
    const objects: Record<string, number> = {};
    for await (const object of bucket.list('')) objects[object.key] = object.size;
    return objects;
  };

  beforeAll(async () => {
    s3 = await startS3Service();
    bucket = createS3MediaStore(s3.settings);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qamar-migrate-'));
    for (const [key, text] of Object.entries({
      ...files,
      'stories/1/pages/1/picture/full.webp.5b7a.tmp': 'half written',
      'notes/Read Me.txt': 'not media',
    })) {
      fs.mkdirSync(path.dirname(path.join(dataDir, 'media', key)), { recursive: true });
      fs.writeFileSync(path.join(dataDir, 'media', key), text);
    }
  });
  afterAll(async () => {
    bucket.close();
    await s3.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('copies every media object of the folder into the bucket under its key, with its type, and leaves the rest', async () => {
    const output = await migrate();
    expect(output).toContain('5 copied');
    expect(output).toContain('2 skipped');
    expect(await inBucket()).toEqual(
      Object.fromEntries(
        Object.entries(files).map(([key, text]) => [key, Buffer.byteLength(text)]),
      ),
    );
    expect(
      new TextDecoder().decode((await bucket.read('stories/1/pages/0/narration-en.mp3'))!),
    ).toBe('narration');
    const answer = await fetch(
      bucket.signedUrl(
        'stories/1/pages/0/narration-en.mp3',
        { kind: 'owner' },
        Math.floor(Date.now() / 1000 / 3600 + 2) * 3600,
      ),
    );
    expect(answer.headers.get('content-type')).toBe('audio/mpeg');
    // The folder is only read.
    expect(fs.readFileSync(path.join(dataDir, 'media/stories/1/pdf/0123abcd.pdf'), 'utf8')).toBe(
      '%PDF-1.7 book',
    );
  });

  it('copies nothing the second time, and only what is missing or different after an interruption', async () => {
    expect(await migrate()).toContain('0 copied');
    // As if a run had stopped before these: one object missing, one cut short.
    await bucket.removePrefix('stories/1/pdf/0123abcd.pdf');
    await bucket.put(
      'stories/1/pages/0/picture/full.webp',
      new TextEncoder().encode('picture of page'),
      'image/webp',
    );
    const output = await migrate();
    expect(output).toContain('2 copied');
    expect(output).toContain('3 already in the bucket');
    expect(
      new TextDecoder().decode((await bucket.read('stories/1/pages/0/picture/full.webp'))!),
    ).toBe('picture of page one');
    expect(Object.keys(await inBucket())).toHaveLength(5);
  });

  it('stops with a clear message when the bucket cannot be used', async () => {
    const run = promisify(execFile)(node, ['scripts/media-migrate.ts'], {
      cwd: root,
      env: {
        PATH: process.env.PATH ?? '',
        DATA_DIR: dataDir,
        ...s3.env,
        S3_BUCKET: 'no-such-bucket',
      },
    });
    await expect(run).rejects.toMatchObject({
      stderr: expect.stringContaining('the bucket "no-such-bucket" does not exist'),
    });
  });
});
