import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { withFallback } from '../resilience/with-fallback.ts';
import {
  collectReports,
  fakeEmbedded,
  fallbackPicture,
  quickBackoff,
} from '../test-support/fake-engines.ts';
import {
  startFakeProvider,
  type FakeProviderServer,
} from '../test-support/fake-provider-server.ts';
import { pngBase64 } from '../test-support/media-fixtures.ts';
import { settingsFor, testKey } from '../test-support/settings.ts';
import { writerInput } from '../test-support/story-fixtures.ts';
import { google } from '../test-support/wire-formats.ts';
import { createCloudIllustrator } from './cloud-illustrator.ts';

let server: FakeProviderServer | undefined;
afterEach(async () => server?.close());

function googleIllustrator(url: string, timeoutMs = 5_000) {
  const settings = settingsFor('google', 'gemini-2.5-flash-image', `${url}/v1beta`, {
    timeoutMs,
    maxRetries: 1,
  });
  const { reports, reporter } = collectReports();
  const embedded = fakeEmbedded();
  const illustrator = withFallback(createCloudIllustrator(settings), embedded.illustrator, {
    timeoutMs,
    maxRetries: 1,
    reporter,
    secrets: [settings.apiKey],
    backoff: quickBackoff,
  });
  return { illustrator, reports };
}

describe('the Google illustrator (Gemini image models)', () => {
  it('asks generateContent for an image at 4:3 and reads the inline image data', async () => {
    server = await startFakeProvider(google.image(await pngBase64(1184, 864)));
    const { illustrator, reports } = googleIllustrator(server.url);

    const picture = await illustrator.illustratePage({
      scene: {
        description: 'Layla waves at Saqr by the fountain.',
        characters: [{ name: 'Layla', pose: 'waving' }],
        timeOfDay: 'morning',
        mood: 'happy',
      },
      characters: writerInput.characters,
      location: writerInput.location,
      seed: 7,
    });

    const { width, height, format } = await sharp(picture.full).metadata();
    expect({ width, height, format }).toEqual({ width: 1024, height: 768, format: 'webp' });
    const [request] = server.requests;
    expect(request?.url).toBe('/v1beta/models/gemini-2.5-flash-image:generateContent');
    expect(request?.headers['x-goog-api-key']).toBe(testKey);
    const body = request?.json as {
      contents: Array<{ parts: Array<{ text: string }> }>;
      generationConfig: {
        responseModalities: string[];
        imageConfig: { aspectRatio: string };
        seed: number;
      };
    };
    expect(body.contents[0]?.parts[0]?.text).toContain('Layla: a 6-year-old girl');
    expect(body.generationConfig.responseModalities).toEqual(['IMAGE']);
    expect(body.generationConfig.imageConfig.aspectRatio).toBe('4:3');
    expect(body.generationConfig.seed).toBe(7);
    expect(reports).toEqual([
      expect.objectContaining({
        engine: 'google',
        model: 'gemini-2.5-flash-image',
        outcome: 'ok',
        estimatedCostUsd: 0.039,
      }),
    ]);
  });

  it('asks for 1:1 for a portrait', async () => {
    server = await startFakeProvider(google.image(await pngBase64(1024, 1024)));
    const { illustrator } = googleIllustrator(server.url);

    const portrait = await illustrator.portrait(writerInput.characters[1]!);

    expect(portrait.width).toBe(1024);
    expect(portrait.height).toBe(1024);
    expect(
      (server.requests[0]?.json as { generationConfig: { imageConfig: { aspectRatio: string } } })
        .generationConfig.imageConfig.aspectRatio,
    ).toBe('1:1');
  });

  it('times out a hanging server and falls back', async () => {
    server = await startFakeProvider(() => {});
    const { illustrator, reports } = googleIllustrator(server.url, 200);

    expect(await illustrator.place(writerInput.location)).toBe(fallbackPicture);
    expect(server.requests).toHaveLength(2);
    expect(reports.map((report) => report.outcome)).toEqual(['timeout', 'timeout', 'fallback']);
  });

  it('falls back on a 403 without retrying', async () => {
    server = await startFakeProvider(
      google.error(403, 'PERMISSION_DENIED', "Method doesn't allow unregistered callers."),
    );
    const { illustrator, reports } = googleIllustrator(server.url);

    expect(await illustrator.place(writerInput.location)).toBe(fallbackPicture);
    expect(server.requests).toHaveLength(1);
    expect(reports[0]?.error).toBe("403: Method doesn't allow unregistered callers.");
  });
});
