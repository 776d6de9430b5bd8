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
import { openai } from '../test-support/wire-formats.ts';
import { createCloudNarrator } from './cloud-narrator.ts';
import { mp3DurationMs } from './mp3-duration.ts';

let server: FakeProviderServer | undefined;
afterEach(async () => server?.close());

let mp3: Uint8Array;
beforeAll(async () => {
  mp3 = await mp3OfSeconds(3);
});

function openaiNarrator(url: string, model: string, maxRetries = 2) {
  const settings = settingsFor('openai', model, `${url}/v1`, { maxRetries });
  const { reports, reporter } = collectReports();
  const embedded = fakeEmbedded();
  const narrator = withFallback(createCloudNarrator(settings), embedded.narrator, {
    timeoutMs: settings.timeoutMs,
    maxRetries,
    reporter,
    secrets: [settings.apiKey],
    backoff: quickBackoff,
  });
  return { narrator, reports, embedded };
}

const text = 'ذَهَبَتْ لَيْلَى مَعَ صَقْرٍ إِلَى السُّوقِ الْقَدِيمِ.';

describe('the OpenAI narrator', () => {
  it('posts to /audio/speech for MP3 and gives the audio with its duration and word timings', async () => {
    server = await startFakeProvider(binary(200, mp3, 'audio/mpeg'));
    const { narrator, reports } = openaiNarrator(server.url, 'gpt-4o-mini-tts');

    const narration = await narrator.narrate({ text, language: 'ar' });

    expect(narration.mimeType).toBe('audio/mpeg');
    expect(narration.audio).toEqual(mp3);
    expect(narration.durationMs).toBe(mp3DurationMs(mp3));
    expect(narration.words.map((word) => word.word)).toEqual(text.split(' '));
    expect(narration.words[0]?.startMs).toBe(0);
    expect(narration.words.at(-1)!.startMs).toBeLessThan(narration.durationMs);
    const [request] = server.requests;
    expect(request?.url).toBe('/v1/audio/speech');
    expect(request?.headers.authorization).toBe(`Bearer ${testKey}`);
    expect(request?.json).toEqual(
      expect.objectContaining({
        model: 'gpt-4o-mini-tts',
        input: text,
        voice: 'nova',
        response_format: 'mp3',
      }),
    );
    expect((request?.json as { instructions: string }).instructions).toContain(
      'Modern Standard Arabic',
    );
    expect(reports).toEqual([
      // About 3.06 s at $0.015 a minute.
      {
        engine: 'openai',
        model: 'gpt-4o-mini-tts',
        kind: 'narrator',
        latencyMs: expect.any(Number),
        outcome: 'ok',
        size: mp3.byteLength,
        estimatedCostUsd: Math.round((narration.durationMs / 60_000) * 0.015 * 1e6) / 1e6,
      },
    ]);
  });

  it('asks for the dialect accent, and leaves the instructions out for tts-1, which refuses them', async () => {
    server = await startFakeProvider(binary(200, mp3, 'audio/mpeg'));
    const mini = openaiNarrator(server.url, 'gpt-4o-mini-tts');
    const tts1 = openaiNarrator(server.url, 'tts-1');

    await mini.narrator.narrate({ text: 'ليلى راحت السوق', language: 'egyptian' });
    const narration = await tts1.narrator.narrate({
      text: 'Layla went to the souk.',
      language: 'en',
    });

    expect((server.requests[0]?.json as { instructions: string }).instructions).toContain(
      'Egyptian Arabic',
    );
    expect(server.requests[1]?.json).not.toHaveProperty('instructions');
    // 23 characters at $15 a million.
    expect(tts1.reports[0]?.estimatedCostUsd).toBe(0.000345);
    expect(narration.words.map((word) => word.word)).toEqual([
      'Layla',
      'went',
      'to',
      'the',
      'souk.',
    ]);
  });

  it('refuses audio that is not MP3 and falls back', async () => {
    server = await startFakeProvider(
      binary(200, new TextEncoder().encode('RIFF....WAVEfmt '), 'audio/wav'),
    );
    const { narrator, reports, embedded } = openaiNarrator(server.url, 'gpt-4o-mini-tts', 0);

    const narration = await narrator.narrate({ text, language: 'ar' });

    expect(narration.mimeType).toBe('audio/ogg');
    expect(embedded.calls).toEqual(['narrate']);
    expect(reports[0]?.error).toMatch(/not MP3 audio/);
    expect(reports[1]).toEqual(
      expect.objectContaining({ engine: 'fake-embedded-narrator', outcome: 'fallback', size: 10 }),
    );
  });

  it('retries a 429 and a 500, then succeeds within the retry budget', async () => {
    server = await startFakeProvider(
      openai.error(429, 'Rate limit reached for tts', 'requests', 'rate_limit_exceeded', {
        'retry-after-ms': '20',
      }),
      openai.error(
        500,
        'The server had an error while processing your request.',
        'server_error',
        null,
      ),
      binary(200, mp3, 'audio/mpeg'),
    );
    const { narrator, reports } = openaiNarrator(server.url, 'gpt-4o-mini-tts');

    await narrator.narrate({ text, language: 'ar' });

    expect(server.requests).toHaveLength(3);
    expect(reports.map((report) => report.outcome)).toEqual(['error', 'error', 'ok']);
  });
});
