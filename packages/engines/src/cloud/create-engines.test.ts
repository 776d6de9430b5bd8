import { afterEach, describe, expect, it } from 'vitest';
import {
  embeddedEngineConfig,
  parseEngineConfig,
  type EngineConfig,
} from './config/engine-config.ts';
import { createEngines } from './create-engines.ts';
import { storySize } from './metering/output-size.ts';
import {
  collectReports,
  fakeEmbedded,
  fallbackPicture,
  fallbackStory,
  quickBackoff,
} from './test-support/fake-engines.ts';
import {
  binary,
  startFakeProvider,
  type FakeProviderServer,
  type Reply,
} from './test-support/fake-provider-server.ts';
import { mp3OfSeconds, pngBase64 } from './test-support/media-fixtures.ts';
import { testKey } from './test-support/settings.ts';
import { storyDraft, writerInput } from './test-support/story-fixtures.ts';
import { anthropic, openai } from './test-support/wire-formats.ts';

let server: FakeProviderServer | undefined;
afterEach(async () => server?.close());

function configFrom(env: Record<string, string>): EngineConfig {
  const parsed = parseEngineConfig(env);
  if (!('config' in parsed)) throw new Error(parsed.problems.join('; '));
  return parsed.config;
}

describe('createEngines', () => {
  it('uses the embedded engines when configured so, and still reports their calls', async () => {
    const embedded = fakeEmbedded();
    const { reports, reporter } = collectReports();
    const engines = await createEngines(embeddedEngineConfig, embedded, reporter);

    expect(await engines.writer.write(writerInput)).toBe(fallbackStory);
    expect(await engines.illustrator.portrait(writerInput.characters[0]!)).toBe(fallbackPicture);
    await engines.narrator.narrate({ text: 'Good night', language: 'en' });

    expect(reports).toEqual([
      {
        engine: 'fake-embedded-writer',
        model: 'embedded',
        kind: 'writer',
        latencyMs: expect.any(Number),
        outcome: 'ok',
        size: storySize(fallbackStory),
        estimatedCostUsd: 0,
      },
      {
        engine: 'fake-embedded-illustrator',
        model: 'embedded',
        kind: 'illustrator',
        latencyMs: expect.any(Number),
        outcome: 'ok',
        size: 6,
        estimatedCostUsd: 0,
      },
      {
        engine: 'fake-embedded-narrator',
        model: 'embedded',
        kind: 'narrator',
        latencyMs: expect.any(Number),
        outcome: 'ok',
        size: 10,
        estimatedCostUsd: 0,
      },
    ]);
  });

  it('wires each kind to the provider its variables name, with the embedded engine behind it', async () => {
    const png = await pngBase64(1536, 1024);
    const mp3 = await mp3OfSeconds(1);
    const routes: Record<string, Reply> = {
      '/anthropic/v1/messages': anthropic.text(JSON.stringify(storyDraft())),
      '/openai/v1/images/generations': openai.images(png),
      '/openai/v1/audio/speech': binary(200, mp3, 'audio/mpeg'),
    };
    server = await startFakeProvider((request, response) =>
      (routes[request.url] ?? openai.error(404, 'no route', 'invalid_request_error', null))(
        request,
        response,
      ),
    );
    const config = configFrom({
      WRITER_ENGINE: 'anthropic',
      WRITER_API_KEY: testKey,
      WRITER_BASE_URL: `${server.url}/anthropic/v1`,
      ILLUSTRATOR_ENGINE: 'openai',
      ILLUSTRATOR_API_KEY: testKey,
      ILLUSTRATOR_BASE_URL: `${server.url}/openai/v1`,
      NARRATOR_ENGINE: 'openai',
      NARRATOR_API_KEY: testKey,
      NARRATOR_BASE_URL: `${server.url}/openai/v1`,
    });
    const embedded = fakeEmbedded();
    const { reports, reporter } = collectReports();
    const engines = await createEngines(config, embedded, reporter, { backoff: quickBackoff });

    const story = await engines.writer.write(writerInput);
    const picture = await engines.illustrator.illustratePage({
      scene: story.pages[0]!.scene,
      characters: writerInput.characters,
      location: writerInput.location,
      seed: 1,
    });
    const narration = await engines.narrator.narrate({
      text: story.pages[0]!.textAr,
      language: 'ar',
    });

    expect(story.pages).toHaveLength(3);
    expect(picture.width).toBe(1024);
    expect(narration.durationMs).toBeGreaterThan(1_000);
    expect(embedded.calls).toEqual([]);
    expect(
      reports.map((report) => [report.engine, report.model, report.kind, report.outcome]),
    ).toEqual([
      ['anthropic', 'claude-sonnet-4-5', 'writer', 'ok'],
      ['openai', 'gpt-image-1', 'illustrator', 'ok'],
      ['openai', 'gpt-4o-mini-tts', 'narrator', 'ok'],
    ]);
    expect(reports.every((report) => report.estimatedCostUsd > 0 && report.size > 0)).toBe(true);
  });

  it('falls back per call and per kind: a failing writer does not touch the other engines', async () => {
    server = await startFakeProvider(openai.error(500, 'boom', 'server_error', null));
    const config = configFrom({
      WRITER_ENGINE: 'openai',
      WRITER_API_KEY: testKey,
      WRITER_BASE_URL: `${server.url}/v1`,
      WRITER_MAX_RETRIES: '1',
    });
    const embedded = fakeEmbedded();
    const { reports, reporter } = collectReports();
    const engines = await createEngines(config, embedded, reporter, { backoff: quickBackoff });

    expect(await engines.writer.write(writerInput)).toBe(fallbackStory);
    await engines.narrator.narrate({ text: 'Good night', language: 'en' });

    expect(server.requests).toHaveLength(2);
    expect(reports.map((report) => [report.kind, report.outcome])).toEqual([
      ['writer', 'error'],
      ['writer', 'error'],
      ['writer', 'fallback'],
      ['narrator', 'ok'],
    ]);
    expect(JSON.stringify(reports)).not.toContain(testKey);
  });
});
