import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { IllustratePageInput, Picture } from '../types.ts';
import { createEmbeddedIllustrator, SETTING_KEYS } from './embedded-illustrator.ts';
import { SAMPLE_CAST } from './sample-cast.ts';

const illustrator = createEmbeddedIllustrator();

const input: IllustratePageInput = {
  scene: {
    description: 'Layla and the falcon look for the lost lantern in the old souk at sunset.',
    characters: [
      { name: 'Layla', pose: 'pointing' },
      { name: 'Saqr', pose: 'flying' },
      { name: 'Jamal', pose: 'standing' },
    ],
    timeOfDay: 'sunset',
    mood: 'curious',
  },
  characters: SAMPLE_CAST,
  location: {
    name: 'The Old Souk',
    type: 'city',
    description: 'A covered market',
    setting: 'old-souk',
  },
  seed: 42,
};

function isWebp(bytes: Uint8Array): boolean {
  const text = (from: number) => String.fromCharCode(...bytes.subarray(from, from + 4));
  return text(0) === 'RIFF' && text(8) === 'WEBP';
}

async function expectSizes(picture: Picture, width: number, height: number): Promise<void> {
  expect(picture.mimeType).toBe('image/webp');
  expect([picture.width, picture.height]).toEqual([width, height]);
  const sizes = [
    [picture.full, width],
    [picture.medium, 512],
    [picture.thumbnail, 256],
  ] as const;
  for (const [bytes, w] of sizes) {
    expect(isWebp(bytes)).toBe(true);
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual([
      'webp',
      w,
      Math.round((height * w) / width),
    ]);
  }
}

describe('createEmbeddedIllustrator', () => {
  it('is named embedded-illustrator and supports the catalogue places', () => {
    expect(illustrator.name).toBe('embedded-illustrator');
    expect(SETTING_KEYS).toContain('old-souk');
  });

  it('illustrates a page as WebP in three sizes, 1024×768, 512 and 256 wide', async () => {
    const picture = await illustrator.illustratePage(input);
    await expectSizes(picture, 1024, 768);
    expect(picture.full.length).toBeGreaterThan(picture.medium.length);
    expect(picture.medium.length).toBeGreaterThan(picture.thumbnail.length);
  });

  it('draws square portraits and empty places', async () => {
    await expectSizes(await illustrator.portrait(SAMPLE_CAST[0]!), 1024, 1024);
    await expectSizes(await illustrator.place(input.location), 1024, 768);
  });

  it('gives the same picture for the same input', async () => {
    const [a, b] = await Promise.all([
      illustrator.illustratePage(input),
      illustrator.illustratePage(structuredClone(input)),
    ]);
    expect(Buffer.from(a.full).equals(Buffer.from(b.full))).toBe(true);
  });

  it('stops when the signal is aborted', async () => {
    await expect(illustrator.illustratePage(input, AbortSignal.abort())).rejects.toThrow();
  });

  it('illustrates a page in all three sizes well within its time budget', async () => {
    await illustrator.illustratePage(input);
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      await illustrator.illustratePage({ ...input, seed: i });
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    // The real median is about 90 ms on two cores; the bound leaves room for a busy machine.
    expect(times[2]).toBeLessThan(600);
  });
});
