import { afterEach, describe, expect, it } from 'vitest';
import { withFallback } from '../resilience/with-fallback.ts';
import {
  collectReports,
  fakeEmbedded,
  fallbackStory,
  quickBackoff,
} from '../test-support/fake-engines.ts';
import {
  startFakeProvider,
  type FakeProviderServer,
} from '../test-support/fake-provider-server.ts';
import { settingsFor, testKey } from '../test-support/settings.ts';
import { storyDraft, writerInput } from '../test-support/story-fixtures.ts';
import { google } from '../test-support/wire-formats.ts';
import { createCloudWriter } from './cloud-writer.ts';

let server: FakeProviderServer | undefined;
afterEach(async () => server?.close());

function googleWriter(url: string) {
  const settings = settingsFor('google', 'gemini-2.5-flash', `${url}/v1beta`);
  const { reports, reporter } = collectReports();
  const embedded = fakeEmbedded();
  const writer = withFallback(createCloudWriter(settings), embedded.writer, {
    timeoutMs: settings.timeoutMs,
    maxRetries: settings.maxRetries,
    reporter,
    secrets: [settings.apiKey],
    backoff: quickBackoff,
  });
  return { writer, reports };
}

describe('the Google writer', () => {
  it('calls generateContent with a JSON response schema and the key in x-goog-api-key', async () => {
    server = await startFakeProvider(google.text(JSON.stringify(storyDraft())));
    const { writer, reports } = googleWriter(server.url);

    const story = await writer.write(writerInput);

    expect(story.moralAr).toContain('الْأَصْدِقَاءُ');
    const [request] = server.requests;
    expect(request?.url).toBe('/v1beta/models/gemini-2.5-flash:generateContent');
    expect(request?.headers['x-goog-api-key']).toBe(testKey);
    expect(request?.url).not.toContain(testKey);
    const body = request?.json as {
      systemInstruction: { parts: Array<{ text: string }> };
      generationConfig: { responseMimeType: string; seed: number };
    };
    expect(body.systemInstruction.parts[0]?.text).toContain('full tashkeel');
    expect(body.generationConfig.responseMimeType).toBe('application/json');
    expect(body.generationConfig.seed).toBe(42);
    expect(JSON.stringify(body.generationConfig)).toContain('textDialect');
    // 1100 input tokens at $0.30/M and 2400 output tokens at $2.50/M.
    expect(reports).toEqual([
      expect.objectContaining({
        engine: 'google',
        model: 'gemini-2.5-flash',
        kind: 'writer',
        outcome: 'ok',
        estimatedCostUsd: 0.00633,
      }),
    ]);
  });

  it('retries 503 UNAVAILABLE and falls back on an invalid key', async () => {
    server = await startFakeProvider(
      google.error(503, 'UNAVAILABLE', 'The model is overloaded. Please try again later.'),
      google.error(400, 'INVALID_ARGUMENT', 'API key not valid. Please pass a valid API key.'),
    );
    const { writer, reports } = googleWriter(server.url);

    expect(await writer.write(writerInput)).toBe(fallbackStory);
    expect(server.requests).toHaveLength(2);
    expect(reports.map((report) => report.outcome)).toEqual(['error', 'error', 'fallback']);
    expect(reports[1]?.error).toBe('400: API key not valid. Please pass a valid API key.');
  });
});
