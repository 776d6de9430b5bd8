import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { stories, storyPages, users } from '../src/db/schema.ts';
import { approveStory, parent, withCsrf } from './accounts-helper.ts';
import { createTestApp, target, untilStoryComplete, type TestApp } from './helper.ts';

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
/** Letters only: vowel marks, tatweel and the alef forms folded, so a name is found however it is written. */
const bare = (text: string) =>
  text.replace(/[\u0610-\u061A\u064B-\u065F\u0670\u0640]/g, '').replace(/[أإآٱ]/g, 'ا');
const HERO = 'Khalid';
const HERO_AR = 'خالد';
const mentions = (text: string) =>
  text.toLowerCase().includes(HERO.toLowerCase()) || bare(text).includes(HERO_AR);

describe(`publishing with a display name and a public copy (${target})`, () => {
  let t: TestApp;
  let author: { token: string; id: number };
  let reader: { token: string; id: number };
  let storyId: number;
  let secondId: number;

  const send = async (
    method: 'POST' | 'DELETE' | 'PATCH',
    url: string,
    token: string,
    payload?: unknown,
    language = 'en',
  ) =>
    t.inject({
      method,
      url,
      headers: { ...(await withCsrf(t, token)), 'accept-language': language },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const read = (id: number, headers: Record<string, string> = {}) =>
    t.inject({ method: 'GET', url: `/api/stories/${id}`, headers });

  /** A story with the parent's own boy (typed in Arabic without vowels) and a catalogue character, in Egyptian. */
  const makeStory = async (token: string) => {
    const own = await send('POST', '/api/characters', token, {
      name: HERO,
      nameAr: HERO_AR,
      age: 6,
      gender: 'male',
      description: 'A boy who loves the stars.',
    });
    expect(own.statusCode).toBe(201);
    const [stock] = (
      await t.inject({ method: 'GET', url: '/api/characters/default', headers: auth(token) })
    ).json() as Array<{ id: number }>;
    const [place] = (
      await t.inject({ method: 'GET', url: '/api/locations', headers: auth(token) })
    ).json() as Array<{ id: number }>;
    const made = await send('POST', '/api/stories', token, {
      selectedCharacterIds: [own.json().id, stock!.id],
      selectedLocationId: place!.id,
      length: 3,
      dialect: 'egyptian',
    });
    expect(made.statusCode).toBe(201);
    return made.json().id as number;
  };

  const publicNarrationsDone = async (id: number, timeoutMs = 120_000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const pages = await t.handle.db.select().from(storyPages).where(eq(storyPages.storyId, id));
      const waiting = pages.some(
        (p) =>
          (p.publicTextEn !== null && !p.publicNarrationEn) ||
          (p.publicTextAr !== null && !p.publicNarrationAr) ||
          (p.publicTextDialect !== null && !p.publicNarrationDialect),
      );
      if (!waiting) return pages;
      if (Date.now() > deadline) throw new Error('public narrations not made');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  };

  beforeAll(async () => {
    t = await createTestApp();
    author = await parent(t, 'author@example.com', { plan: 'family', displayName: null });
    reader = await parent(t, 'reader@example.com');
    storyId = await makeStory(author.token);
    secondId = await makeStory(author.token);
    await Promise.all([untilStoryComplete(t, storyId), untilStoryComplete(t, secondId)]);
  }, 240_000);
  afterAll(async () => {
    expect(t.serverErrors).toEqual([]);
    await t.close();
  });

  it('keeps the display name to 2–40 characters with no email, link or phone, each refusal in its own words', async () => {
    const save = (displayName: string, language = 'en') =>
      send('PATCH', '/api/user/profile', author.token, { displayName }, language);
    expect((await save('K')).json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Must be at least 2 characters',
    });
    expect((await save('x'.repeat(41))).statusCode).toBe(400);
    const email = await save('khalid.mum@example.com');
    expect(email.statusCode).toBe(400);
    expect(email.json().message).toBe(
      'A display name cannot be an email address. Choose a name others can see.',
    );
    expect((await save('mum at example dot com', 'ar')).json().message).toBe(
      'لا يمكن أن يكون اسم العرض بريدًا إلكترونيًا. اختر اسمًا يمكن للآخرين رؤيته.',
    );
    expect((await save('www.khalid.com')).json().message).toBe(
      'A display name cannot hold a link or a phone number.',
    );
    expect((await save('Mum ٠١٢٣٤٥٦٧٨٩')).json().message).toBe(
      'A display name cannot hold a link or a phone number.',
    );
    const [row] = await t.handle.db
      .select({ displayName: users.displayName })
      .from(users)
      .where(eq(users.id, author.id));
    expect(row!.displayName).toBeNull();
    const saved = await save('  أم خالد الصغيرة  ');
    expect(saved.statusCode).toBe(200);
    expect(saved.json().displayName).toBe('أم خالد الصغيرة');
    await t.handle.db.update(users).set({ displayName: null }).where(eq(users.id, author.id));
  });

  it('refuses to publish without a display name, then takes one from the request', async () => {
    const refused = await send('POST', `/api/stories/${storyId}/publish`, author.token, {}, 'ar');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      field: 'displayName',
      message: 'اختر اسمًا للعرض أولًا: يظهر مع القصص التي تنشرها بدلًا من اسمك أو بريدك الإلكتروني.',
    });
    expect(
      (
        await send('POST', `/api/stories/${storyId}/publish`, author.token, {
          displayName: 'a@b.co',
        })
      ).statusCode,
    ).toBe(400);
    const [row] = await t.handle.db
      .select({ publishedAt: stories.publishedAt })
      .from(stories)
      .where(eq(stories.id, storyId));
    expect(row!.publishedAt).toBeNull();
  });

  it('previews the public copy for the owner only: the own boy hidden by default, the catalogue character never', async () => {
    expect(
      (
        await t.inject({
          method: 'GET',
          url: `/api/stories/${storyId}/public-copy`,
          headers: auth(reader.token),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.inject({ method: 'GET', url: `/api/stories/${storyId}/public-copy` })).statusCode,
    ).toBe(401);
    const preview = (
      await t.inject({
        method: 'GET',
        url: `/api/stories/${storyId}/public-copy`,
        headers: auth(author.token),
      })
    ).json();
    expect(preview.characters).toHaveLength(2);
    expect(preview.characters[0]).toMatchObject({
      name: HERO,
      own: true,
      person: true,
      hidden: true,
      hiddenByDefault: true,
    });
    expect(preview.characters[1]).toMatchObject({
      own: false,
      hidden: false,
      hiddenByDefault: false,
    });
    expect(preview.replacements).toHaveLength(1);
    const { replacement, replacementAr } = preview.replacements[0];
    expect(replacement).not.toBe(HERO);
    expect(bare(replacementAr)).not.toBe(HERO_AR);
    expect(mentions(JSON.stringify({ ...preview, characters: [], replacements: [] }))).toBe(false);
    expect(JSON.stringify(preview.pages)).toContain(replacement);
    // Showing the name: nothing replaced.
    const shown = (
      await t.inject({
        method: 'GET',
        url: `/api/stories/${storyId}/public-copy?hide=`,
        headers: auth(author.token),
      })
    ).json();
    expect(shown.replacements).toEqual([]);
    expect(JSON.stringify(shown.pages)).toContain(HERO);
    // The catalogue character cannot be hidden.
    const stock = preview.characters[1].name as string;
    expect(
      (
        await t.inject({
          method: 'GET',
          url: `/api/stories/${storyId}/public-copy?hide=${encodeURIComponent(stock)}`,
          headers: auth(author.token),
        })
      ).json().replacements,
    ).toEqual([]);
  });

  it('publishes a first story for review, with the boy’s name replaced in every title, text and language, and its narration made again', async () => {
    const published = await send('POST', `/api/stories/${storyId}/publish`, author.token, {
      displayName: 'Umm Noor',
    });
    expect(published.statusCode).toBe(200);
    expect(published.json()).toEqual({
      id: storyId,
      publishedAt: expect.any(String),
      featured: false,
      moderation: 'pending',
    });
    const [account] = await t.handle.db
      .select({ displayName: users.displayName })
      .from(users)
      .where(eq(users.id, author.id));
    expect(account!.displayName).toBe('Umm Noor');

    const [story] = await t.handle.db.select().from(stories).where(eq(stories.id, storyId));
    const pages = await t.handle.db
      .select()
      .from(storyPages)
      .where(eq(storyPages.storyId, storyId))
      .orderBy(asc(storyPages.index));
    expect(story!.publicNames).toHaveLength(1);
    // Every text of the story named the boy in each language; the copy does nowhere.
    for (const page of pages) {
      for (const [original, copy] of [
        [page.textEn, page.publicTextEn],
        [page.textAr, page.publicTextAr],
        [page.textDialect, page.publicTextDialect],
      ] as const) {
        if (!mentions(original ?? '')) continue;
        expect(copy).not.toBeNull();
        expect(mentions(copy!)).toBe(false);
      }
    }
    expect(pages.some((p) => mentions(p.textAr) && /[\u064B-\u0652]/.test(p.textAr))).toBe(true);
    expect(pages.some((p) => mentions(p.textDialect ?? ''))).toBe(true);
    for (const title of [
      story!.publicTitleEn ?? story!.titleEn,
      story!.publicTitleAr ?? story!.titleAr,
      story!.publicTitleDialect ?? story!.titleDialect,
    ])
      expect(mentions(title ?? '')).toBe(false);

    // Others cannot open it while it waits for review.
    expect((await read(storyId, auth(reader.token))).statusCode).toBe(404);
    expect((await read(storyId)).statusCode).toBe(404);

    const done = await publicNarrationsDone(storyId);
    for (const page of done) {
      for (const narration of [
        page.publicNarrationEn,
        page.publicNarrationAr,
        page.publicNarrationDialect,
      ]) {
        if (!narration) continue;
        expect(narration.key).toMatch(
          /^stories\/\d+\/public\/[0-9a-f]{16}\/pages\/\d+\/narration-(en|ar|dialect)\.mp3$/,
        );
        expect(mentions(narration.words.map((w) => w.word).join(' '))).toBe(false);
        expect(narration.words.length).toBeGreaterThan(3);
      }
    }
  }, 180_000);

  it('gives others the public copy alone once approved, the owner the private one', async () => {
    await approveStory(t, storyId);
    const own = await read(storyId, auth(author.token));
    expect(mentions(own.body)).toBe(true);
    for (const headers of [
      auth(reader.token),
      {},
      { ...auth(reader.token), 'accept-language': 'ar' },
    ]) {
      const answer = await read(storyId, headers);
      expect(answer.statusCode).toBe(200);
      expect(mentions(answer.body)).toBe(false);
      const story = answer.json();
      // A page that named the boy plays the public copy's recording, never the private one.
      own.json().pages.forEach((page: { contentEn: string }, i: number) => {
        if (mentions(page.contentEn))
          expect(story.pages[i].narrations.en.url).toMatch(/^\/media\/stories\/\d+\/public\//);
      });
    }
    const anonymous = (await read(storyId)).json();
    expect(
      (await t.inject({ method: 'GET', url: anonymous.pages[0].narrations.ar.url })).statusCode,
    ).toBe(200);
    expect(
      (
        await t.inject({
          method: 'GET',
          url: '/api/stories/public',
          headers: { 'accept-language': 'ar' },
        })
      ).body,
    ).not.toSatisfy(mentions);
    // The picture book others download is the public copy too, named by its public title.
    const book = await t.inject({
      method: 'GET',
      url: `/api/stories/${storyId}/pdf?lang=en`,
      headers: auth(reader.token),
    });
    expect(book.statusCode).toBe(200);
    expect(book.headers['content-disposition']).not.toSatisfy(mentions);
    const file = join(await mkdtemp(join(tmpdir(), 'qamar-pub-')), 'book.pdf');
    await writeFile(file, book.rawPayload);
    const text = (await promisify(execFile)('pdftotext', [file, '-'])).stdout;
    expect(text).toContain(anonymous.pages[0].contentEn.split(' ')[0]);
    expect(text.toLowerCase()).not.toContain(HERO.toLowerCase());
  });

  it('makes a later story visible at once, keeps a hidden one hidden, and refuses a removed one', async () => {
    const second = await send('POST', `/api/stories/${secondId}/publish`, author.token, {
      hiddenNames: [],
    });
    expect(second.json()).toMatchObject({ id: secondId, moderation: 'visible' });
    // Shown by choice: the name is the story's own.
    const [row] = await t.handle.db
      .select({ publicNames: stories.publicNames })
      .from(stories)
      .where(eq(stories.id, secondId));
    expect(row!.publicNames).toBeNull();
    expect(mentions((await read(secondId, auth(reader.token))).body)).toBe(true);

    await t.handle.db.update(stories).set({ moderation: 'hidden' }).where(eq(stories.id, secondId));
    expect(
      (await send('POST', `/api/stories/${secondId}/publish`, author.token, {})).json().moderation,
    ).toBe('hidden');
    expect((await read(secondId, auth(reader.token))).statusCode).toBe(404);

    await t.handle.db
      .update(stories)
      .set({ moderation: 'removed', moderationReason: 'Not a bedtime story' })
      .where(eq(stories.id, secondId));
    const removed = await send('POST', `/api/stories/${secondId}/publish`, author.token, {});
    expect(removed.statusCode).toBe(409);
    expect(removed.json()).toMatchObject({
      code: 'BAD_REQUEST',
      message:
        'This story was removed from the community by our team and cannot be published again.',
    });
    const owners = (
      await t.inject({ method: 'GET', url: '/api/stories', headers: auth(author.token) })
    ).json().stories;
    expect(owners.find((s: { id: number }) => s.id === secondId)).toMatchObject({
      moderation: 'removed',
      moderationReason: 'Not a bedtime story',
    });
    // Withdrawing keeps working.
    expect(
      (await send('DELETE', `/api/stories/${storyId}/publish`, author.token)).json(),
    ).toMatchObject({ id: storyId, publishedAt: null });
    expect((await read(storyId, auth(reader.token))).statusCode).toBe(404);
  });
});
