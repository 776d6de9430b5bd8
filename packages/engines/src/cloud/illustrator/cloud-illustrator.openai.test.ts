import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import type { IllustratePageInput } from '../../types.ts';
import { pictureSize } from '../metering/output-size.ts';
import { withFallback } from '../resilience/with-fallback.ts';
import {
  collectReports,
  fakeEmbedded,
  fallbackPicture,
  quickBackoff,
} from '../test-support/fake-engines.ts';
import {
  binary,
  json,
  startFakeProvider,
  type FakeProviderServer,
} from '../test-support/fake-provider-server.ts';
import { pngBase64 } from '../test-support/media-fixtures.ts';
import { settingsFor, testKey } from '../test-support/settings.ts';
import { writerInput } from '../test-support/story-fixtures.ts';
import { openai } from '../test-support/wire-formats.ts';
import { createCloudIllustrator } from './cloud-illustrator.ts';

let server: FakeProviderServer | undefined;
afterEach(async () => server?.close());

const pageInput: IllustratePageInput = {
  scene: {
    description: 'Layla points at a glowing lantern while Saqr flies above her.',
    characters: [
      { name: 'Saqr', pose: 'flying' },
      { name: 'Layla', pose: 'pointing' },
    ],
    timeOfDay: 'sunset',
    mood: 'curious',
  },
  characters: writerInput.characters,
  location: writerInput.location,
  seed: 7,
};

function illustrator(
  engine: 'openai' | 'openai-compatible',
  model: string,
  baseUrl: string,
  maxRetries = 2,
) {
  const settings = settingsFor(engine, model, baseUrl, { maxRetries });
  const { reports, reporter } = collectReports();
  const embedded = fakeEmbedded();
  const engineWithFallback = withFallback(createCloudIllustrator(settings), embedded.illustrator, {
    timeoutMs: settings.timeoutMs,
    maxRetries,
    reporter,
    secrets: [settings.apiKey],
    backoff: quickBackoff,
  });
  return { illustrator: engineWithFallback, reports, embedded };
}

async function dimensions(bytes: Uint8Array) {
  const { width, height, format } = await sharp(bytes).metadata();
  return { width, height, format };
}

describe('the OpenAI illustrator', () => {
  it('draws a page as a landscape image and converts it to the three WebP sizes', async () => {
    server = await startFakeProvider(openai.images(await pngBase64(1536, 1024)));
    const { illustrator: engine, reports } = illustrator(
      'openai',
      'gpt-image-1',
      `${server.url}/v1`,
    );

    const picture = await engine.illustratePage(pageInput);

    expect(picture).toEqual(
      expect.objectContaining({ mimeType: 'image/webp', width: 1024, height: 768 }),
    );
    expect(await dimensions(picture.full)).toEqual({ width: 1024, height: 768, format: 'webp' });
    expect(await dimensions(picture.medium)).toEqual({ width: 512, height: 384, format: 'webp' });
    expect(await dimensions(picture.thumbnail)).toEqual({
      width: 256,
      height: 192,
      format: 'webp',
    });
    const [request] = server.requests;
    expect(request?.url).toBe('/v1/images/generations');
    expect(request?.headers.authorization).toBe(`Bearer ${testKey}`);
    const body = request?.json as { model: string; prompt: string; size: string; n: number };
    expect(body).toEqual(
      expect.objectContaining({ model: 'gpt-image-1', size: '1536x1024', n: 1 }),
    );
    expect(reports).toEqual([
      {
        engine: 'openai',
        model: 'gpt-image-1',
        kind: 'illustrator',
        latencyMs: expect.any(Number),
        outcome: 'ok',
        size: pictureSize(picture),
        estimatedCostUsd: 0.063,
      },
    ]);
  });

  it('describes every character on the page the same way in every prompt, with the place and the light', async () => {
    server = await startFakeProvider(openai.images(await pngBase64(1536, 1024)));
    const { illustrator: engine } = illustrator('openai', 'gpt-image-1', `${server.url}/v1`);

    await engine.illustratePage(pageInput);
    await engine.illustratePage({
      ...pageInput,
      scene: {
        description: 'Layla sleeps under a lantern.',
        characters: [{ name: 'Layla', pose: 'sleeping' }],
        timeOfDay: 'night',
        mood: 'sleepy',
      },
    });

    const [first, second] = server.requests.map(
      (request) => (request.json as { prompt: string }).prompt,
    );
    const layla =
      'Layla: a 6-year-old girl; curly black hair, a yellow dress and a red hair band. Pose:';
    expect(first).toContain(layla);
    expect(second).toContain(layla);
    expect(first).toContain(
      'Saqr: a male falcon; a small brown falcon with a white chest. Pose: flying.',
    );
    expect(second).not.toContain('Saqr');
    expect(first).toContain('The old souk (city): lantern-lit alleys');
    expect(first).toContain('golden sunset light');
    expect(second).toContain('night light');
    expect(first).toContain('No text, letters');
  });

  it('draws a square portrait and a place', async () => {
    server = await startFakeProvider(openai.images(await pngBase64(1024, 1024)));
    const { illustrator: engine } = illustrator('openai', 'gpt-image-1', `${server.url}/v1`);

    const portrait = await engine.portrait(writerInput.characters[0]!);
    const place = await engine.place(writerInput.location);

    expect(await dimensions(portrait.full)).toEqual({ width: 1024, height: 1024, format: 'webp' });
    expect(await dimensions(portrait.thumbnail)).toEqual({
      width: 256,
      height: 256,
      format: 'webp',
    });
    expect(await dimensions(place.full)).toEqual({ width: 1024, height: 768, format: 'webp' });
    const [portraitBody, placeBody] = server.requests.map(
      (request) => request.json as { size: string; prompt: string },
    );
    expect(portraitBody?.size).toBe('1024x1024');
    expect(portraitBody?.prompt).toContain('Portrait of one character');
    expect(placeBody?.size).toBe('1536x1024');
    expect(placeBody?.prompt).toContain('no people or animals');
  });

  it('refuses an image it cannot read, retries, then falls back to the embedded illustrator', async () => {
    server = await startFakeProvider(openai.images(Buffer.from('not an image').toString('base64')));
    const {
      illustrator: engine,
      reports,
      embedded,
    } = illustrator('openai', 'gpt-image-1', `${server.url}/v1`, 1);

    expect(await engine.place(writerInput.location)).toBe(fallbackPicture);
    expect(server.requests).toHaveLength(2);
    expect(embedded.calls).toEqual(['place']);
    expect(reports.map((report) => report.outcome)).toEqual(['error', 'error', 'fallback']);
    expect(reports[0]?.error).toMatch(/^The image could not be read/);
    expect(reports[2]).toEqual(
      expect.objectContaining({
        engine: 'fake-embedded-illustrator',
        model: 'embedded',
        kind: 'illustrator',
        size: 6,
      }),
    );
  });

  it('falls back when a moderation refusal (400) comes back', async () => {
    server = await startFakeProvider(
      openai.error(
        400,
        'Your request was rejected as a result of our safety system.',
        'image_generation_user_error',
        'moderation_blocked',
      ),
    );
    const { illustrator: engine, reports } = illustrator(
      'openai',
      'gpt-image-1',
      `${server.url}/v1`,
    );

    expect(await engine.illustratePage(pageInput)).toBe(fallbackPicture);
    expect(server.requests).toHaveLength(1);
    expect(reports.map((report) => report.outcome)).toEqual(['error', 'fallback']);
  });
});

describe('the OpenAI-compatible illustrator', () => {
  it('asks a self-hosted server at its base URL for a square image and crops the page from it', async () => {
    server = await startFakeProvider(openai.images(await pngBase64(1024, 1024)));
    const { illustrator: engine, reports } = illustrator(
      'openai-compatible',
      'sdxl-turbo',
      `${server.url}/localai/v1`,
    );

    const picture = await engine.illustratePage(pageInput);

    expect(await dimensions(picture.full)).toEqual({ width: 1024, height: 768, format: 'webp' });
    expect(server.requests[0]?.url).toBe('/localai/v1/images/generations');
    expect(server.requests[0]?.json).toEqual(
      expect.objectContaining({ model: 'sdxl-turbo', size: '1024x1024', n: 1 }),
    );
    expect(reports[0]).toEqual(
      expect.objectContaining({ engine: 'openai-compatible', outcome: 'ok', estimatedCostUsd: 0 }),
    );
  });

  it('downloads the image when the server answers with a URL instead of base64 (LocalAI does)', async () => {
    const png = Buffer.from(await pngBase64(800, 600), 'base64');
    server = await startFakeProvider(
      (request, response) => {
        json(200, {
          created: 1,
          data: [{ url: `http://${request.headers.host}/generated/page-1.png` }],
        })(request, response);
      },
      binary(200, png, 'image/png'),
    );
    const { illustrator: engine } = illustrator(
      'openai-compatible',
      'sdxl-turbo',
      `${server.url}/v1`,
    );

    const picture = await engine.illustratePage(pageInput);

    expect(await dimensions(picture.full)).toEqual({ width: 1024, height: 768, format: 'webp' });
    expect(server.requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      'POST /v1/images/generations',
      'GET /generated/page-1.png',
    ]);
  });
});
