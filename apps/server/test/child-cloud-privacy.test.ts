import type { ServerResponse } from 'node:http';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogs, storyPages } from '../src/db/schema.ts';
import {
  startFakeProvider,
  type FakeProviderServer,
  type SeenRequest,
} from '../../../packages/engines/src/cloud/test-support/fake-provider-server.ts';
import {
  mp3OfSeconds,
  pngBase64,
} from '../../../packages/engines/src/cloud/test-support/media-fixtures.ts';
import { storyDraft } from '../../../packages/engines/src/cloud/test-support/story-fixtures.ts';
import { openai } from '../../../packages/engines/src/cloud/test-support/wire-formats.ts';
import { parent, postCatalogueStory, withCsrf } from './accounts-helper.ts';
import { createTestApp, target, type TestApp } from './helper.ts';

/**
 * A parent's child goes into a story while every engine is a cloud one (a local server speaking
 * OpenAI's API): the child's name never reaches it, never reaches the logs, and the story the parent
 * reads has it back everywhere.
 */
const hessa = {
  nameEn: 'Hessa',
  nameAr: 'حصة',
  gender: 'female',
  birthMonth: 1,
  birthYear: new Date().getUTCFullYear() - 7,
  dialect: 'egyptian',
  interests: ['animals'],
  avoid: [],
  familyWords: { grandma: { en: 'Teta', ar: 'تيتة' }, grandpa: null },
};
/** Every way the name could travel: Latin, Arabic, JSON-escaped Arabic, URL-encoded Arabic. */
const childName = /hessa|حصة|\\u062d\\u0635\\u0629|%D8%AD%D8%B5%D8%A9/i;

/** A model's answer for whatever cast the prompt names: the fixture story, its two names swapped for the prompt's. */
function writerReply(request: SeenRequest, response: ServerResponse): void {
  const prompt = JSON.stringify(request.json);
  const cast = [...prompt.matchAll(/\\n- ([A-Za-z]+) \(Arabic name: ([^)]+)\)/g)].map((m) => ({
    en: m[1]!,
    ar: JSON.parse(`"${m[2]}"`) as string,
  }));
  const pages = Number(/exactly (\d+) pages/.exec(prompt)?.[1] ?? 3);
  const [hero, friend] = cast;
  const named = JSON.stringify(storyDraft(pages))
    .replaceAll('Layla', hero!.en)
    .replace(/لَيْلَى|ليلى/g, hero!.ar);
  const draft = friend
    ? named.replaceAll('Saqr', friend.en).replace(/صَقْر[ٌٍُ]?|صقر/g, friend.ar)
    : named;
  openai.chat(draft)(request, response);
}

describe(`a child's name and cloud engines, through the app (${target})`, () => {
  let t: TestApp;
  let provider: FakeProviderServer;
  const logLines: string[] = [];
  beforeAll(async () => {
    const picture = openai.images(await pngBase64(1536, 1024));
    const speech = Buffer.from(await mp3OfSeconds(2));
    provider = await startFakeProvider((request, response) => {
      if (request.url.endsWith('/chat/completions')) return writerReply(request, response);
      if (request.url.endsWith('/images/generations')) return picture(request, response);
      if (request.url.endsWith('/audio/speech'))
        return void response.writeHead(200, { 'content-type': 'audio/mpeg' }).end(speech);
      response.writeHead(404).end();
    });
    const v1 = `${provider.url}/v1`;
    t = await createTestApp({
      logLines,
      env: {
        WRITER_ENGINE: 'openai-compatible',
        WRITER_MODEL: 'qwen2.5:14b',
        WRITER_BASE_URL: v1,
        WRITER_MAX_RETRIES: '0',
        ILLUSTRATOR_ENGINE: 'openai-compatible',
        ILLUSTRATOR_MODEL: 'flux',
        ILLUSTRATOR_BASE_URL: v1,
        ILLUSTRATOR_MAX_RETRIES: '0',
        NARRATOR_ENGINE: 'openai',
        NARRATOR_API_KEY: 'sk-local-test',
        NARRATOR_BASE_URL: v1,
        NARRATOR_MAX_RETRIES: '0',
      },
    });
  });
  afterAll(async () => {
    expect(t.serverErrors).toEqual([]);
    await t.close();
    await provider.close();
  });

  const storyPagesOf = async (
    id: number,
    done: (pages: Array<typeof storyPages.$inferSelect>) => boolean,
  ) => {
    for (let i = 0; i < 240; i++) {
      const pages = await t.handle.db.select().from(storyPages).where(eq(storyPages.storyId, id));
      if (pages.length > 0 && done(pages)) return pages;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`story ${id} did not finish`);
  };
  const finished = (pages: Array<typeof storyPages.$inferSelect>) =>
    pages.every((p) => p.pictureKey && p.narrationEn && p.narrationAr && p.narrationDialect);

  it('sends a stand-in to the writer and the illustrator, narrates her name here, and gives the parent her name back', async () => {
    const { token } = await parent(t, 'cloud-mum@example.com', { plan: 'heritage' });
    const made = await t.inject({
      method: 'POST',
      url: '/api/child-profiles',
      headers: await withCsrf(t, token),
      payload: hessa,
    });
    expect(made.statusCode, made.body).toBe(201);
    const child = made.json() as { id: number };

    const story = await postCatalogueStory(t, token, {
      childIds: [child.id],
      dialect: 'egyptian',
      ageGroup: '6-8',
      length: 3,
      // Her name in the parent's idea too, in both scripts.
      storyDescription: 'Hessa bakes date cookies with Teta; حصة تحب الكعك',
    });
    expect(story.statusCode, story.body).toBe(201);
    const id = story.json().id as number;
    const pages = await storyPagesOf(id, finished);

    // The cloud did the writing and the drawing (no fallback), and never saw her name.
    const calls = await t.handle.db.select().from(apiLogs).where(eq(apiLogs.storyId, id));
    expect(calls.filter((c) => c.kind === 'writer').map((c) => `${c.engine} ${c.outcome}`)).toEqual(
      ['openai-compatible ok'],
    );
    expect(
      calls.filter((c) => c.kind === 'illustrator').map((c) => `${c.engine} ${c.outcome}`),
    ).toEqual(Array(3).fill('openai-compatible ok'));
    // Speaking her name would send it: the narrations were made on this server.
    expect(new Set(calls.filter((c) => c.kind === 'narrator').map((c) => c.engine))).toEqual(
      new Set(['embedded-narrator']),
    );
    const sent = provider.requests.map((r) => `${r.url} ${r.body}`).join('\n');
    expect(provider.requests.some((r) => r.url.endsWith('/images/generations'))).toBe(true);
    expect(sent).not.toMatch(childName);
    // The idea went out, without her name.
    expect(sent).toContain('date cookies');

    // What the parent reads: her name in English, Fusha and Egyptian, and in the pictures' scenes.
    const bare = (text: string) => text.replace(/[\u064B-\u065F\u0670\u0640]/g, '');
    expect(pages.map((p) => p.textEn).join(' ')).toContain('Hessa');
    expect(bare(pages.map((p) => p.textAr).join(' '))).toContain('حصة');
    expect(pages.map((p) => p.textDialect).join(' ')).toContain('حصة');
    expect(pages.map((p) => JSON.stringify(p.scene)).join(' ')).toContain('Hessa');
    const read = (
      await t.inject({
        method: 'GET',
        url: `/api/stories/${id}`,
        headers: { authorization: `Bearer ${token}` },
      })
    ).json() as { title: string };
    expect(JSON.stringify(read)).toContain('Hessa');
    // Nor was it written to the logs, at debug level, through all of it.
    expect(logLines.length).toBeGreaterThan(10);
    expect(logLines.join('\n')).not.toMatch(childName);
  }, 120_000);

  it('a story without a child is narrated by the configured cloud narrator (the rule above is not the default)', async () => {
    const { token } = await parent(t, 'cloud-plain@example.com', { plan: 'heritage' });
    const story = await postCatalogueStory(t, token, {
      dialect: 'egyptian',
      ageGroup: '6-8',
      length: 3,
    });
    expect(story.statusCode, story.body).toBe(201);
    const id = story.json().id as number;
    await storyPagesOf(id, finished);
    const narrators = await t.handle.db.select().from(apiLogs).where(eq(apiLogs.storyId, id));
    expect(
      new Set(
        narrators.filter((c) => c.kind === 'narrator').map((c) => `${c.engine} ${c.outcome}`),
      ),
    ).toEqual(new Set(['openai ok']));
  }, 120_000);

  it('a profile the database refuses answers 500 and is logged with the query, never with her name or her row', async () => {
    const { token } = await parent(t, 'refused-mum@example.com');
    // A database that refuses this one name: the insert fails the way a real fault would.
    await t.handle.db.execute(
      sql.raw(
        `alter table child_profiles add constraint refuse_zubaida check (name_en <> 'Zubaidaquill')`,
      ),
    );
    const from = logLines.length;
    try {
      const refused = await t.inject({
        method: 'POST',
        url: '/api/child-profiles',
        headers: await withCsrf(t, token),
        payload: { ...hessa, nameEn: 'Zubaidaquill', nameAr: 'زبيدة القلم' },
      });
      expect(refused.statusCode).toBe(500);
      expect(refused.body).not.toMatch(/Zubaidaquill|زبيدة/);
    } finally {
      await t.handle.db.execute(
        sql.raw('alter table child_profiles drop constraint refuse_zubaida'),
      );
    }
    const logged = logLines.slice(from).join('\n');
    expect(logged).toContain('refuse_zubaida');
    expect(logged).toContain('insert into \\"child_profiles\\"');
    expect(logged).not.toMatch(/Zubaidaquill|زبيدة|\\u0632\\u0628\\u064a\\u062f\\u0629/i);
    // The one server error here is this one, on purpose.
    expect(t.serverErrors.splice(0)).toEqual([{ url: '/api/child-profiles', status: 500 }]);
  });
});
