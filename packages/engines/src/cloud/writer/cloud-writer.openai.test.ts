import { afterEach, describe, expect, it } from 'vitest';
import { storySize } from '../metering/output-size.ts';
import { withFallback } from '../resilience/with-fallback.ts';
import { collectReports, fakeEmbedded, fallbackStory, quickBackoff } from '../test-support/fake-engines.ts';
import { startFakeProvider, type FakeProviderServer } from '../test-support/fake-provider-server.ts';
import { settingsFor, testKey } from '../test-support/settings.ts';
import { storyDraft, writerInput } from '../test-support/story-fixtures.ts';
import { openai } from '../test-support/wire-formats.ts';
import { createCloudWriter } from './cloud-writer.ts';

let server: FakeProviderServer | undefined;
afterEach(async () => server?.close());

function openaiWriter(url: string, overrides = {}) {
  const settings = settingsFor('openai', 'gpt-4.1', `${url}/v1`, overrides);
  const { reports, reporter } = collectReports();
  const embedded = fakeEmbedded();
  const writer = withFallback(createCloudWriter(settings), embedded.writer, { timeoutMs: settings.timeoutMs, maxRetries: settings.maxRetries, reporter, secrets: [settings.apiKey], backoff: quickBackoff });
  return { writer, reports, embedded };
}

describe('the OpenAI writer', () => {
  it('asks Chat Completions for the story schema and reads the answer into a WrittenStory', async () => {
    server = await startFakeProvider(openai.chat(JSON.stringify(storyDraft())));
    const { writer, reports } = openaiWriter(server.url);

    const story = await writer.write(writerInput);

    expect(story.titleEn).toBe('Layla and the Lantern');
    expect(story.pages).toHaveLength(3);
    expect(story.pages[0]?.textDialect).toContain('ليلى');
    expect(story.pages[2]?.scene).toEqual(expect.objectContaining({ timeOfDay: 'night', mood: 'sleepy' }));
    const [request] = server.requests;
    expect(request?.url).toBe('/v1/chat/completions');
    expect(request?.headers.authorization).toBe(`Bearer ${testKey}`);
    const body = request?.json as { model: string; seed: number; messages: Array<{ role: string; content: string }>; response_format: { type: string; json_schema: { strict: boolean; schema: { required: string[] } } } };
    expect(body.model).toBe('gpt-4.1');
    expect(body.seed).toBe(42);
    expect(body.response_format.type).toBe('json_schema');
    expect(body.response_format.json_schema.strict).toBe(true);
    expect(body.response_format.json_schema.schema.required).toContain('titleDialect');
    expect(body.messages[0]).toEqual(expect.objectContaining({ role: 'system' }));
    expect(body.messages[0]?.content).toContain('full tashkeel');
    expect(body.messages[1]?.content).toContain('Egyptian Arabic');
    expect(body.messages[1]?.content).toContain('exactly 3 pages');
    expect(reports).toEqual([
      // 1000 input tokens at $2/M and 2000 output tokens at $8/M.
      { engine: 'openai', model: 'gpt-4.1', kind: 'writer', latencyMs: expect.any(Number), outcome: 'ok', size: storySize(story), estimatedCostUsd: 0.018 },
    ]);
  });

  it('waits out a 429 for as long as its retry-after asks, then succeeds', async () => {
    server = await startFakeProvider(
      openai.error(429, 'Rate limit reached for gpt-4.1 on requests per min.', 'requests', 'rate_limit_exceeded', { 'retry-after': '0.3' }),
      openai.chat(JSON.stringify(storyDraft())),
    );
    const { writer, reports, embedded } = openaiWriter(server.url);
    const started = performance.now();

    await writer.write(writerInput);

    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
    expect(server.requests).toHaveLength(2);
    expect(reports.map((report) => report.outcome)).toEqual(['error', 'ok']);
    expect(reports[0]?.error).toMatch(/^429: Rate limit reached/);
    expect(embedded.calls).toEqual([]);
  });

  it('does not retry a refused key, falls back at once, and never reports the key', async () => {
    server = await startFakeProvider(openai.error(401, `Incorrect API key provided: ${testKey}. You can find your API key at https://platform.openai.com/account/api-keys.`, 'invalid_request_error', 'invalid_api_key'));
    const { writer, reports, embedded } = openaiWriter(server.url);

    const story = await writer.write(writerInput);

    expect(story).toBe(fallbackStory);
    expect(server.requests).toHaveLength(1);
    expect(embedded.calls).toEqual(['write']);
    expect(reports.map((report) => [report.engine, report.model, report.outcome])).toEqual([
      ['openai', 'gpt-4.1', 'error'],
      ['fake-embedded-writer', 'embedded', 'fallback'],
    ]);
    expect(reports[0]?.error).toContain('401: Incorrect API key provided');
    expect(JSON.stringify(reports)).not.toContain(testKey);
    expect(JSON.stringify(reports)).not.toContain('sk-test');
  });

  it('retries a persistent 500 exactly WRITER_MAX_RETRIES times before falling back', async () => {
    server = await startFakeProvider(openai.error(500, 'The server had an error while processing your request.', 'server_error', null));
    const { writer, reports, embedded } = openaiWriter(server.url, { maxRetries: 2 });

    await writer.write(writerInput);

    expect(server.requests).toHaveLength(3);
    expect(embedded.calls).toEqual(['write']);
    expect(reports.map((report) => report.outcome)).toEqual(['error', 'error', 'error', 'fallback']);
    expect(reports.at(-1)?.error).toContain('openai failed: 500');
  });

  it('times out a server that never answers, per attempt, then falls back', async () => {
    server = await startFakeProvider(() => {});
    const { writer, reports, embedded } = openaiWriter(server.url, { timeoutMs: 300, maxRetries: 1 });
    const started = performance.now();

    const story = await writer.write(writerInput);

    expect(story).toBe(fallbackStory);
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(server.requests).toHaveLength(2);
    expect(embedded.calls).toEqual(['write']);
    expect(reports.map((report) => report.outcome)).toEqual(['timeout', 'timeout', 'fallback']);
    expect(reports[0]?.latencyMs).toBeGreaterThanOrEqual(290);
    expect(reports[0]?.error).toBe('timed out after 300 ms');
  });

  it('refuses an answer with the wrong number of pages, retries, and falls back', async () => {
    server = await startFakeProvider(openai.chat(JSON.stringify(storyDraft(2))));
    const { writer, reports } = openaiWriter(server.url, { maxRetries: 1 });

    const story = await writer.write(writerInput);

    expect(story).toBe(fallbackStory);
    expect(server.requests).toHaveLength(2);
    expect(reports[0]?.error).toContain('2 pages instead of 3');
    // The refused answer was billed all the same.
    expect(reports[0]?.estimatedCostUsd).toBe(0.018);
  });

  it('refuses an answer that is not JSON of the schema', async () => {
    server = await startFakeProvider(openai.chat('Once upon a time, Layla…'));
    const { writer, reports } = openaiWriter(server.url, { maxRetries: 0 });

    await writer.write(writerInput);

    expect(reports.map((report) => report.outcome)).toEqual(['error', 'fallback']);
    expect(reports[0]?.error).toMatch(/No object generated/);
  });
});
