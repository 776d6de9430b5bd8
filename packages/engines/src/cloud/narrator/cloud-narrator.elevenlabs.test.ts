import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { withFallback } from '../resilience/with-fallback.ts';
import { collectReports, fakeEmbedded, quickBackoff } from '../test-support/fake-engines.ts';
import {
  binary,
  startFakeProvider,
  type FakeProviderServer,
} from '../test-support/fake-provider-server.ts';
import { mp3OfSeconds } from '../test-support/media-fixtures.ts';
import { settingsFor, testKey } from '../test-support/settings.ts';
import { elevenLabs } from '../test-support/wire-formats.ts';
import { createCloudNarrator } from './cloud-narrator.ts';

let server: FakeProviderServer | undefined;
afterEach(async () => server?.close());

let mp3: Uint8Array;
beforeAll(async () => {
  mp3 = await mp3OfSeconds(1, 44_100);
});

function elevenLabsNarrator(url: string, model: string, voice?: string) {
  // ElevenLabs has no base URL setting in the SDK: NARRATOR_BASE_URL reroutes its fetch.
  const settings = settingsFor('elevenlabs', model, url, voice ? { voice } : {});
  const { reports, reporter } = collectReports();
  const embedded = fakeEmbedded();
  const narrator = withFallback(createCloudNarrator(settings), embedded.narrator, {
    timeoutMs: settings.timeoutMs,
    maxRetries: settings.maxRetries,
    reporter,
    secrets: [settings.apiKey],
    backoff: quickBackoff,
  });
  return { narrator, reports, embedded };
}

describe('the ElevenLabs narrator', () => {
  it('posts to /v1/text-to-speech/{voice} for 44.1 kHz MP3 with the key in xi-api-key', async () => {
    server = await startFakeProvider(binary(200, mp3, 'audio/mpeg'));
    const { narrator, reports } = elevenLabsNarrator(
      server.url,
      'eleven_multilingual_v2',
      'voice-layla',
    );

    const narration = await narrator.narrate({
      text: 'Layla and Saqr fell asleep.',
      language: 'en',
    });

    expect(narration.durationMs).toBeGreaterThanOrEqual(1_000);
    expect(narration.durationMs).toBeLessThan(1_100);
    const [request] = server.requests;
    expect(request?.url).toBe('/v1/text-to-speech/voice-layla?output_format=mp3_44100_128');
    expect(request?.headers['xi-api-key']).toBe(testKey);
    // multilingual_v2 answers 400 to a language code; it hears the language itself.
    expect(request?.json).toEqual({
      text: 'Layla and Saqr fell asleep.',
      model_id: 'eleven_multilingual_v2',
    });
    // 27 characters at $200 a million.
    expect(reports).toEqual([
      expect.objectContaining({
        engine: 'elevenlabs',
        model: 'eleven_multilingual_v2',
        kind: 'narrator',
        outcome: 'ok',
        size: mp3.byteLength,
        estimatedCostUsd: 0.0054,
      }),
    ]);
  });

  it('sends the language code to the flash v2.5 model, which takes one', async () => {
    server = await startFakeProvider(binary(200, mp3, 'audio/mpeg'));
    const { narrator } = elevenLabsNarrator(server.url, 'eleven_flash_v2_5');

    await narrator.narrate({ text: 'ليلى راحت السوق', language: 'lebanese' });

    expect(server.requests[0]?.json).toEqual(expect.objectContaining({ language_code: 'ar' }));
  });

  it('falls back on an invalid key without retrying and keeps the key out of the report', async () => {
    server = await startFakeProvider(
      elevenLabs.error(401, 'invalid_api_key', `Invalid API key: ${testKey}`),
    );
    const { narrator, reports, embedded } = elevenLabsNarrator(
      server.url,
      'eleven_multilingual_v2',
    );

    await narrator.narrate({ text: 'Good night.', language: 'en' });

    expect(server.requests).toHaveLength(1);
    expect(embedded.calls).toEqual(['narrate']);
    expect(reports.map((report) => report.outcome)).toEqual(['error', 'fallback']);
    expect(reports[0]?.error).toMatch(/^401: /);
    expect(JSON.stringify(reports)).not.toContain(testKey);
  });
});
