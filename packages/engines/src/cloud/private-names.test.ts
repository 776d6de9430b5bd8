import { afterEach, describe, expect, it } from 'vitest';
import { withFallback } from './resilience/with-fallback.ts';
import { collectReports, fakeEmbedded, quickBackoff } from './test-support/fake-engines.ts';
import { startFakeProvider, type FakeProviderServer } from './test-support/fake-provider-server.ts';
import { settingsFor } from './test-support/settings.ts';
import { storyDraft, writerInput } from './test-support/story-fixtures.ts';
import { openai } from './test-support/wire-formats.ts';
import { createCloudIllustrator } from './illustrator/cloud-illustrator.ts';
import { pngBase64 } from './test-support/media-fixtures.ts';
import { createCloudWriter } from './writer/cloud-writer.ts';
import { hidePrivateNames } from './private-names.ts';

let server: FakeProviderServer | undefined;
afterEach(async () => server?.close());

/** Hessa, a child profile, in the fixture story's cast; the model (a local OpenAI-compatible server) answers with the fixture story. */
const withHessa = {
  ...writerInput,
  characters: [
    {
      name: 'Hessa',
      nameAr: 'حصة',
      type: 'human' as const,
      gender: 'female' as const,
      age: 4,
      description: 'A 4-year-old girl who loves animals',
      private: true,
    },
    writerInput.characters[1]!,
  ],
};

describe("a child's name and a cloud writer", () => {
  it('never goes out: a stand-in does, and the story comes back with the real name in every language and picture', async () => {
    server = await startFakeProvider(openai.chat(JSON.stringify(storyDraft())));
    const settings = settingsFor('openai-compatible', 'qwen2.5:14b', `${server.url}/v1`, {});
    const { reporter, reports } = collectReports();
    const writer = withFallback(createCloudWriter(settings), fakeEmbedded().writer, {
      timeoutMs: settings.timeoutMs,
      maxRetries: settings.maxRetries,
      reporter,
      secrets: [],
      backoff: quickBackoff,
    });

    const story = await writer.write(withHessa);

    expect(reports.map((r) => `${r.outcome} ${r.error ?? ''}`)).toEqual(['ok ']);
    const sent = server.requests.map((r) => r.body).join('\n');
    expect(sent).not.toMatch(/Hessa|hessa/);
    expect(sent).not.toContain('حصة');
    expect(sent).not.toContain('\\u062d\\u0635\\u0629');
    // The fixture's Layla was the stand-in: every Layla is Hessa again.
    const texts = [
      story.titleEn,
      story.titleAr,
      story.titleDialect ?? '',
      ...story.pages.flatMap((p) => [p.textEn, p.textAr, p.textDialect ?? '', p.scene.description]),
    ].join(' ');
    expect(texts).not.toMatch(/Layla|لَيْلَى|ليلى/);
    expect(story.titleEn).toBe('Hessa and the Lantern');
    expect(story.pages[0]!.textEn).toContain('Hessa and Saqr');
    expect(story.pages[0]!.textAr).toContain('حصة');
    expect(story.pages[0]!.textDialect).toContain('حصة');
    expect(story.pages[0]!.scene.characters.map((c) => c.name)).toContain('Hessa');
  });

  it("takes the name out of the parent's idea too, and picks a stand-in no other character has", () => {
    const { input } = hidePrivateNames({
      ...withHessa,
      description: 'Hessa visits Teta; حصة تحب جدتها',
      characters: [
        ...withHessa.characters,
        { ...writerInput.characters[0]!, name: 'Layla', nameAr: 'ليلى' },
      ],
    });
    expect(JSON.stringify(input)).not.toMatch(/Hessa|حصة/);
    expect(input.characters[0]).toMatchObject({ name: 'Salma', nameAr: 'سلمى' });
    expect(input.characters[0]).not.toHaveProperty('private');
    expect(input.description).toBe('Salma visits Teta; سلمى تحب جدتها');
  });

  it('never goes to a cloud illustrator either: the page is drawn from the stand-in, with the same look', async () => {
    server = await startFakeProvider(openai.images(await pngBase64(1536, 1024)));
    const illustrator = createCloudIllustrator(
      settingsFor('openai-compatible', 'flux', `${server.url}/v1`, {}),
    );
    const scene = {
      ...storyDraft().pages[0]!.scene,
      description: 'Hessa and Saqr walk between lantern stalls; حصة smiles.',
      characters: [
        { name: 'Hessa', pose: 'walking' as const },
        { name: 'Saqr', pose: 'flying' as const },
      ],
    };
    const picture = await illustrator.illustratePage({
      scene,
      characters: withHessa.characters,
      location: writerInput.location,
      seed: 7,
    });
    expect(picture.full.byteLength).toBeGreaterThan(0);
    const sent = server.requests.map((r) => r.body).join('\n');
    expect(sent).not.toMatch(/Hessa|hessa|حصة|\\u062d\\u0635\\u0629/);
    // The stand-in carries the child's description and pose, so the picture still shows her.
    expect(sent).toContain(
      'Layla: a 4-year-old girl; A 4-year-old girl who loves animals. Pose: walking.',
    );
    expect(sent).toContain('Layla and Saqr walk between lantern stalls; ليلى smiles.');
  });
});
