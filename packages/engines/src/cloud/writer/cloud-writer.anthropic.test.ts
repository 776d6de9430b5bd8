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
  type Reply,
} from '../test-support/fake-provider-server.ts';
import { settingsFor, testKey } from '../test-support/settings.ts';
import { storyDraft, writerInput } from '../test-support/story-fixtures.ts';
import { anthropic } from '../test-support/wire-formats.ts';
import { createCloudWriter } from './cloud-writer.ts';

let server: FakeProviderServer | undefined;
afterEach(async () => server?.close());

function anthropicWriter(url: string, model: string, overrides = {}) {
  const settings = settingsFor('anthropic', model, `${url}/v1`, overrides);
  const { reports, reporter } = collectReports();
  const embedded = fakeEmbedded();
  const writer = withFallback(createCloudWriter(settings), embedded.writer, {
    timeoutMs: settings.timeoutMs,
    maxRetries: settings.maxRetries,
    reporter,
    secrets: [settings.apiKey],
    backoff: quickBackoff,
  });
  return { writer, reports, embedded };
}

/** Answers the way the request asks: a forced "json" tool gets a tool_use block, native structured output gets text. */
const storyAnswer: Reply = (request, response) => {
  const body = request.json as { tools?: Array<{ name: string }> };
  const reply = body.tools?.some((tool) => tool.name === 'json')
    ? anthropic.toolUse(storyDraft())
    : anthropic.text(JSON.stringify(storyDraft()));
  reply(request, response);
};

describe('the Anthropic writer', () => {
  it('sends the key as x-api-key to /v1/messages and reads a structured answer', async () => {
    server = await startFakeProvider(storyAnswer);
    const { writer, reports } = anthropicWriter(server.url, 'claude-sonnet-4-5');

    const story = await writer.write(writerInput);

    expect(story.pages).toHaveLength(3);
    expect(story.titleDialect).toBe('ليلى والفانوس');
    const [request] = server.requests;
    expect(request?.url).toBe('/v1/messages');
    expect(request?.headers['x-api-key']).toBe(testKey);
    expect(request?.headers['anthropic-version']).toBeDefined();
    expect(request?.headers.authorization).toBeUndefined();
    const body = request?.json as {
      system: Array<{ text: string }>;
      max_tokens: number;
      output_config: { format: { type: string } };
      tools?: unknown;
    };
    expect(body.system[0]?.text).toContain('full tashkeel');
    expect(body.output_config.format.type).toBe('json_schema');
    expect(body.tools).toBeUndefined();
    expect(body.max_tokens).toBeGreaterThan(8_000);
    // 1200 input tokens at $3/M and 2500 output tokens at $15/M.
    expect(reports).toEqual([
      expect.objectContaining({
        engine: 'anthropic',
        model: 'claude-sonnet-4-5',
        kind: 'writer',
        outcome: 'ok',
        estimatedCostUsd: 0.0411,
      }),
    ]);
  });

  it('reads the answer from the "json" tool on models without native structured output', async () => {
    server = await startFakeProvider(storyAnswer);
    const { writer } = anthropicWriter(server.url, 'claude-3-haiku-20240307');

    const story = await writer.write(writerInput);

    expect(
      story.pages.map((page) => page.scene.characters.map((character) => character.name)),
    ).toEqual([
      ['Layla', 'Saqr'],
      ['Layla', 'Saqr'],
      ['Layla', 'Saqr'],
    ]);
    const body = server.requests[0]?.json as {
      tools: Array<{ name: string }>;
      tool_choice: { type: string };
    };
    expect(body.tools.map((tool) => tool.name)).toEqual(['json']);
    // With one tool on offer, "any" forces it.
    expect(body.tool_choice.type).toBe('any');
  });

  it('retries "overloaded" (529) and honours retry-after on a 429', async () => {
    server = await startFakeProvider(
      anthropic.error(529, 'overloaded_error', 'Overloaded'),
      anthropic.error(
        429,
        'rate_limit_error',
        'Number of request tokens has exceeded your per-minute rate limit',
        { 'retry-after': '0' },
      ),
      storyAnswer,
    );
    const { writer, reports } = anthropicWriter(server.url, 'claude-sonnet-4-5');

    await writer.write(writerInput);

    expect(server.requests).toHaveLength(3);
    expect(reports.map((report) => report.outcome)).toEqual(['error', 'error', 'ok']);
    expect(reports[0]?.error).toBe('529: Overloaded');
  });

  it('falls back on an authentication error without retrying', async () => {
    server = await startFakeProvider(
      anthropic.error(401, 'authentication_error', 'invalid x-api-key'),
    );
    const { writer, reports } = anthropicWriter(server.url, 'claude-sonnet-4-5');

    expect(await writer.write(writerInput)).toBe(fallbackStory);
    expect(server.requests).toHaveLength(1);
    expect(reports.map((report) => report.outcome)).toEqual(['error', 'fallback']);
    expect(reports[0]?.error).toBe('401: invalid x-api-key');
  });
});
