import { afterEach, describe, expect, it } from 'vitest';
import { storySize } from '../metering/output-size.ts';
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
import { griefDraft, griefInput, storyDraft, writerInput } from '../test-support/story-fixtures.ts';
import { openai } from '../test-support/wire-formats.ts';
import { createEmbeddedWriter } from '../../writer/embedded-writer.ts';
import { createCloudWriter } from './cloud-writer.ts';
import { understandInput } from './idea-facts.ts';
import { storyProblems } from './story-gate.ts';

let server: FakeProviderServer | undefined;
afterEach(async () => server?.close());

function openaiWriter(url: string, overrides = {}) {
  const settings = settingsFor('openai', 'gpt-4.1', `${url}/v1`, overrides);
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

describe('the OpenAI writer', () => {
  it('asks Chat Completions for the story schema and reads the answer into a WrittenStory', async () => {
    server = await startFakeProvider(openai.chat(JSON.stringify(storyDraft())));
    const { writer, reports } = openaiWriter(server.url);

    const story = await writer.write(writerInput);

    expect(story.titleEn).toBe('Layla and the Lantern');
    expect(story.pages).toHaveLength(3);
    expect(story.pages[0]?.textDialect).toContain('ليلى');
    expect(story.pages[2]?.scene).toEqual(
      expect.objectContaining({ timeOfDay: 'night', mood: 'sleepy' }),
    );
    const [request] = server.requests;
    expect(request?.url).toBe('/v1/chat/completions');
    expect(request?.headers.authorization).toBe(`Bearer ${testKey}`);
    const body = request?.json as {
      model: string;
      seed: number;
      messages: Array<{ role: string; content: string }>;
      response_format: {
        type: string;
        json_schema: { strict: boolean; schema: { required: string[] } };
      };
    };
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
      {
        engine: 'openai',
        model: 'gpt-4.1',
        kind: 'writer',
        latencyMs: expect.any(Number),
        outcome: 'ok',
        size: storySize(story),
        estimatedCostUsd: 0.018,
      },
    ]);
  });

  it('waits out a 429 for as long as its retry-after asks, then succeeds', async () => {
    server = await startFakeProvider(
      openai.error(
        429,
        'Rate limit reached for gpt-4.1 on requests per min.',
        'requests',
        'rate_limit_exceeded',
        { 'retry-after': '0.3' },
      ),
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
    server = await startFakeProvider(
      openai.error(
        401,
        `Incorrect API key provided: ${testKey}. You can find your API key at https://platform.openai.com/account/api-keys.`,
        'invalid_request_error',
        'invalid_api_key',
      ),
    );
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
    server = await startFakeProvider(
      openai.error(
        500,
        'The server had an error while processing your request.',
        'server_error',
        null,
      ),
    );
    const { writer, reports, embedded } = openaiWriter(server.url, { maxRetries: 2 });

    await writer.write(writerInput);

    expect(server.requests).toHaveLength(3);
    expect(embedded.calls).toEqual(['write']);
    expect(reports.map((report) => report.outcome)).toEqual([
      'error',
      'error',
      'error',
      'fallback',
    ]);
    expect(reports.at(-1)?.error).toContain('openai failed: 500');
  });

  it('times out a server that never answers, per attempt, then falls back', async () => {
    server = await startFakeProvider(() => {});
    const { writer, reports, embedded } = openaiWriter(server.url, {
      timeoutMs: 300,
      maxRetries: 1,
    });
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

  describe('with the understood idea and the quality gate', () => {
    const promptOf = (request: { json: unknown } | undefined) =>
      (request?.json as { messages: Array<{ content: string }> }).messages[1]?.content ?? '';
    const answer = (change: (draft: ReturnType<typeof griefDraft>) => void) => {
      const draft = griefDraft();
      change(draft);
      return openai.chat(JSON.stringify(draft));
    };

    it("tells the model the situation, its key words and the place's Arabic name, and reads the scenes' settings, people and things", async () => {
      server = await startFakeProvider(openai.chat(JSON.stringify(griefDraft())));
      const { writer, reports } = openaiWriter(server.url);

      const story = await writer.write(griefInput);

      const prompt = promptOf(server.requests[0]);
      expect(prompt).toContain('The situation: losing a pet');
      expect(prompt).toContain('English "we remember"; Fusha «نَتَذَكَّرُ»; Egyptian «بنفتكر»');
      expect(prompt).toContain('«الْإِسْكَنْدَرِيَّةُ»');
      expect(prompt).toContain('This is a sensitive story');
      const schema = JSON.stringify(
        (server.requests[0]?.json as { response_format: unknown }).response_format,
      );
      expect(schema).toContain(
        '"required":["description","characters","timeOfDay","mood","setting","people","props"]',
      );
      expect(schema).toContain('"living-room"');
      expect(schema).toContain('"grandmother"');
      expect(schema).toContain('"memory-box"');
      expect(story.titleEn).toBe('Layla Remembers');
      expect(story.pages[1]?.scene).toEqual(
        expect.objectContaining({
          setting: 'living-room',
          people: [{ role: 'mother' }],
          props: [
            { kind: 'photo', where: 'held' },
            { kind: 'drawing', where: 'table' },
          ],
        }),
      );
      expect(story.pages[2]?.scene).toEqual(
        expect.objectContaining({ setting: 'bedroom', people: [] }),
      );
      expect(reports.map((report) => report.outcome)).toEqual(['ok']);
    });

    it('refuses an answer that quotes the parent or says "my daughter", asks again and keeps the good second answer', async () => {
      server = await startFakeProvider(
        answer((draft) => {
          draft.pages[0]!.textEn = `Our cat died and my daughter is sad. ${draft.pages[0]!.textEn}`;
        }),
        openai.chat(JSON.stringify(griefDraft())),
      );
      const { writer, reports, embedded } = openaiWriter(server.url);

      const story = await writer.write(griefInput);

      expect(server.requests).toHaveLength(2);
      // Asked again with the next seed: the same seed and prompt would likely give the same answer.
      expect(server.requests.map((request) => (request.json as { seed: number }).seed)).toEqual([
        7, 8,
      ]);
      expect(story.pages[0]?.textEn).not.toContain('my daughter');
      expect(embedded.calls).toEqual([]);
      expect(reports.map((report) => report.outcome)).toEqual(['error', 'ok']);
      expect(reports[0]?.error).toContain(
        'page 1 English speaks as the parent (my daughter, Our cat died)',
      );
      expect(reports[0]?.error).toContain("page 1 English quotes the parent's idea");
    });

    it('refuses cheering in a story of grief', async () => {
      server = await startFakeProvider(
        answer((draft) => {
          draft.pages[2]!.textEn =
            'Layla laughed and danced by the sea of Alexandria, and whispered a loving goodbye.';
        }),
        openai.chat(JSON.stringify(griefDraft())),
      );
      const { writer, reports } = openaiWriter(server.url);

      await writer.write(griefInput);

      expect(reports.map((report) => report.outcome)).toEqual(['error', 'ok']);
      expect(reports[0]?.error).toContain('page 3 English cheers in a sensitive story (laughed)');
    });

    it('refuses a Fusha fault the gate knows (a sukun before hamzat al-wasl)', async () => {
      server = await startFakeProvider(
        answer((draft) => {
          draft.pages[1]!.textAr = draft.pages[1]!.textAr.replace(
            'رَسَمَتْ لَيْلَى',
            'أَمْسَكَتْ الْجارَةُ يَدَ لَيْلَى، وَرَسَمَتْ لَيْلَى',
          );
        }),
        openai.chat(JSON.stringify(griefDraft())),
      );
      const { writer, reports } = openaiWriter(server.url);

      await writer.write(griefInput);

      expect(reports.map((report) => report.outcome)).toEqual(['error', 'ok']);
      expect(reports[0]?.error).toContain(
        'page 2 (Fusha): sukun-before-wasl «أَمْسَكَتْ الْجارَةُ» (أَمْسَكَتِ الْجارَةُ)',
      );
    });

    it('lets the embedded writer tell the idea after the last refused answer, and reports the fallback', async () => {
      server = await startFakeProvider(
        answer((draft) => {
          draft.moralEn = 'My daughter learned that we remember the ones we love.';
        }),
      );
      const settings = settingsFor('openai', 'gpt-4.1', `${server.url}/v1`, { maxRetries: 1 });
      const { reports, reporter } = collectReports();
      const writer = withFallback(createCloudWriter(settings), createEmbeddedWriter(), {
        timeoutMs: settings.timeoutMs,
        maxRetries: settings.maxRetries,
        reporter,
        backoff: quickBackoff,
      });

      const story = await writer.write(griefInput);

      expect(server.requests).toHaveLength(2);
      expect(reports.map((report) => [report.engine, report.outcome])).toEqual([
        ['openai', 'error'],
        ['openai', 'error'],
        ['embedded-writer', 'fallback'],
      ]);
      expect(reports[2]?.error).toMatch(
        /^openai failed: The story was refused by the quality gate: English moral speaks as the parent \(My daughter\)/,
      );
      expect(story.pages).toHaveLength(3);
      // The embedded writer tells the same idea, and its story passes the same gate.
      expect(storyProblems(story, griefInput, understandInput(griefInput))).toEqual([]);
    });
  });
});
