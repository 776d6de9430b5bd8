import { afterEach, describe, expect, it } from 'vitest';
import { withFallback } from '../resilience/with-fallback.ts';
import {
  collectReports,
  fakeEmbedded,
  fallbackStory,
  quickBackoff,
} from '../test-support/fake-engines.ts';
import {
  json,
  startFakeProvider,
  type FakeProviderServer,
} from '../test-support/fake-provider-server.ts';
import { settingsFor, testKey } from '../test-support/settings.ts';
import { storyDraft, writerInput } from '../test-support/story-fixtures.ts';
import { openai } from '../test-support/wire-formats.ts';
import { createCloudWriter } from './cloud-writer.ts';

let server: FakeProviderServer | undefined;
afterEach(async () => server?.close());

function compatibleWriter(baseUrl: string, apiKey: string | undefined) {
  const settings = settingsFor('openai-compatible', 'qwen2.5:14b', baseUrl, { apiKey });
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

describe('the OpenAI-compatible writer (Ollama, vLLM, llama.cpp, LM Studio)', () => {
  it('talks to the server at its own base URL with a JSON schema, and sends no key when none is set', async () => {
    server = await startFakeProvider(openai.chat(JSON.stringify(storyDraft())));
    const { writer, reports } = compatibleWriter(`${server.url}/ollama/v1`, undefined);

    const story = await writer.write({ ...writerInput, dialect: 'standard' });

    expect(story.pages).toHaveLength(3);
    // Fusha only: the dialect text the model added anyway is not passed on.
    expect(story.titleDialect).toBeUndefined();
    expect(story.pages[0]?.textDialect).toBeUndefined();
    const [request] = server.requests;
    expect(request?.url).toBe('/ollama/v1/chat/completions');
    expect(request?.headers.authorization).toBeUndefined();
    const body = request?.json as {
      model: string;
      response_format: { type: string; json_schema: { schema: { required: string[] } } };
    };
    expect(body.model).toBe('qwen2.5:14b');
    expect(body.response_format.type).toBe('json_schema');
    expect(body.response_format.json_schema.schema.required).not.toContain('titleDialect');
    // A self-hosted model is not in the price table: it costs nothing here.
    expect(reports).toEqual([
      expect.objectContaining({
        engine: 'openai-compatible',
        model: 'qwen2.5:14b',
        outcome: 'ok',
        estimatedCostUsd: 0,
      }),
    ]);
  });

  it('sends a configured key as a bearer token', async () => {
    server = await startFakeProvider(openai.chat(JSON.stringify(storyDraft())));
    const { writer } = compatibleWriter(`${server.url}/v1`, testKey);

    await writer.write(writerInput);

    expect(server.requests[0]?.headers.authorization).toBe(`Bearer ${testKey}`);
  });

  it('falls back when the server does not have the model (404)', async () => {
    server = await startFakeProvider(
      json(404, {
        error: {
          message: 'model "qwen2.5:14b" not found, try pulling it first',
          type: 'api_error',
          param: null,
          code: null,
        },
      }),
    );
    const { writer, reports } = compatibleWriter(`${server.url}/v1`, undefined);

    expect(await writer.write(writerInput)).toBe(fallbackStory);
    expect(server.requests).toHaveLength(1);
    expect(reports[0]?.error).toBe('404: model "qwen2.5:14b" not found, try pulling it first');
  });

  it('falls back when nothing listens at the base URL', async () => {
    server = await startFakeProvider();
    const closedUrl = server.url;
    await server.close();
    server = undefined;
    const { writer, reports } = compatibleWriter(`${closedUrl}/v1`, undefined);

    expect(await writer.write(writerInput)).toBe(fallbackStory);
    // A refused connection is worth retrying (the server may be starting): 1 + 2 retries.
    expect(reports.map((report) => report.outcome)).toEqual([
      'error',
      'error',
      'error',
      'fallback',
    ]);
    expect(reports[0]?.error).toMatch(/Cannot connect to API/);
  });
});
