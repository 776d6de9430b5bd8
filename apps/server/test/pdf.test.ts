import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { plans, translateMessage } from '@qamar/shared';
import { stories, storyPages, users } from '../src/db/schema.ts';
import { adminToken, parent, postCatalogueStory, withCsrf } from './accounts-helper.ts';
import { createTestApp, target, untilStoryComplete, type TestApp } from './helper.ts';

const run = promisify(execFile);
const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const TASHKEEL = /[\u064b-\u0652\u0670]/g;
const BIDI_CONTROLS = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
/** A5 portrait in points, as pdfinfo prints it. */
const A5 = /Page size:\s+419\.53 x 595\.28 pts/;

describe(`story picture books (PDF) (${target})`, () => {
  let t: TestApp;
  let owner: { token: string; id: number };
  let dialectStory: number;
  let adminStory: number;
  let admin: string;
  let work: string;

  beforeAll(async () => {
    t = await createTestApp({ env: { ADMIN_USERNAME: 'warda', ADMIN_PASSWORD: 'night-garden-7' } });
    work = fs.mkdtempSync(path.join(t.dataDir, 'pdf-'));
    owner = await parent(t, 'bookmaker@example.com', { plan: 'family' });
    admin = await adminToken(t, 'warda', 'night-garden-7');
    const create = async (token: string, dialect: string) =>
      (await postCatalogueStory(t, token, { dialect })).json().id as number;
    dialectStory = await create(owner.token, 'egyptian');
    adminStory = await create(admin, 'standard');
    await Promise.all([untilStoryComplete(t, dialectStory), untilStoryComplete(t, adminStory)]);
  }, 240_000);

  afterAll(async () => {
    expect(t.serverErrors).toEqual([]);
    await t.close();
  });

  // Each call from its own address, so the route's rate limit (tested on its own) stays out of the way.
  let calls = 0;
  const pdf = (
    id: number,
    lang?: string,
    headers: Record<string, string> = {},
    remoteAddress = `10.7.${Math.floor(++calls / 200)}.${calls % 200}`,
  ) =>
    t.inject({
      method: 'GET',
      url: `/api/stories/${id}/pdf${lang ? `?lang=${lang}` : ''}`,
      headers,
      remoteAddress,
    });

  let saved = 0;
  const save = (body: Buffer) => {
    const file = path.join(work, `book-${++saved}.pdf`);
    fs.writeFileSync(file, body);
    return file;
  };
  const info = async (file: string) => (await run('pdfinfo', [file])).stdout;
  const pageCount = async (file: string) => Number(/^Pages:\s+(\d+)/m.exec(await info(file))?.[1]);
  const text = async (file: string, page?: number) =>
    (await run('pdftotext', [...(page ? ['-f', String(page), '-l', String(page)] : []), file, '-']))
      .stdout;
  const cachedBooks = (id: number) => {
    const folder = path.join(t.dataDir, 'media', 'stories', String(id), 'pdf');
    return fs.existsSync(folder)
      ? fs.readdirSync(folder).filter((name) => name.endsWith('.pdf'))
      : [];
  };

  it('gives the owner each edition as an A5 picture book: cover, one page per story page, the moral and the end', async () => {
    const counts: Record<string, number> = {};
    for (const lang of ['en', 'ar', 'dialect', 'bilingual']) {
      const response = await pdf(dialectStory, lang, auth(owner.token));
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['cache-control']).toBe('private, no-cache');
      expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const file = save(response.rawPayload);
      expect(await info(file)).toMatch(A5);
      counts[lang] = await pageCount(file);
    }
    // 3 story pages of 6-8 text in one language fit one page each: cover + 3 + moral + end.
    expect(counts).toMatchObject({ en: 6, ar: 6, dialect: 6 });
    expect(counts.bilingual).toBeGreaterThanOrEqual(6);
    const story = (
      await t.inject({
        method: 'GET',
        url: `/api/stories/${dialectStory}`,
        headers: auth(owner.token),
      })
    ).json();
    const disposition = (await pdf(dialectStory, 'ar', auth(owner.token))).headers[
      'content-disposition'
    ] as string;
    expect(disposition).toMatch(
      /^attachment; filename="[\x20-\x7e]+\.pdf"; filename\*=UTF-8''\S+\.pdf$/,
    );
    // The Arabic edition is named after the Arabic title (pdf-disposition.test.ts has the details).
    const letters = (value: string) => value.replace(/[^\p{L}]/gu, '');
    expect(letters(decodeURIComponent(/filename\*=UTF-8''(\S+)$/.exec(disposition)![1]!))).toBe(
      `${letters(story.titleAr)}pdf`,
    );
    // The bilingual book is named in the parent's language: Arabic for an Arabic interface.
    const named = async (language: string) =>
      letters(
        decodeURIComponent(
          /filename\*=UTF-8''(\S+)$/.exec(
            (
              await pdf(dialectStory, 'bilingual', {
                ...auth(owner.token),
                'accept-language': language,
              })
            ).headers['content-disposition'] as string,
          )![1]!,
        ),
      );
    expect(await named('ar')).toBe(`${letters(story.titleAr)}pdf`);
    expect(await named('en')).toBe(`${letters(story.titleEn)}pdf`);
  });

  it('prints the story’s Arabic joined, in reading order and vowelled, and the dialect edition in the dialect', async () => {
    const [pages, [row]] = await Promise.all([
      t.handle.db
        .select()
        .from(storyPages)
        .where(eq(storyPages.storyId, dialectStory))
        .orderBy(storyPages.index),
      t.handle.db.select().from(stories).where(eq(stories.id, dialectStory)),
    ]);
    // Presentation forms folded, bidi marks and vowel marks dropped, spaces removed: what is left of a word is a run of letters.
    const letters = (value: string) =>
      value.normalize('NFKC').replace(BIDI_CONTROLS, '').replace(TASHKEEL, '').replace(/\s+/g, '');
    const words = (value: string) =>
      value
        .replace(TASHKEEL, '')
        .split(/[\s.,!?؟،؛:«»"'()]+/)
        .filter((word) => /[\u0621-\u064a]/.test(word));
    const letterCounts = (value: string) => {
      const counts = new Map<string, number>();
      for (const letter of value.replace(TASHKEEL, '').match(/[\u0621-\u064a]/g) ?? [])
        counts.set(letter, (counts.get(letter) ?? 0) + 1);
      return counts;
    };
    /**
     * Every letter of the text is in the book, and its words come out whole and in reading order.
     * pdftotext splits many words set in Amiri (a letter it raises before ح, ج, خ lands on a line of
     * its own; some of its joined pairs come out as separate pieces): 75-85 % of a story's words
     * come out whole, depending on the story. A book with its words reversed would give almost none.
     */
    const expectArabic = (extracted: string, texts: string[]) => {
      const flat = letters(extracted);
      const found = letterCounts(flat);
      for (const [letter, count] of letterCounts(texts.join(' ')))
        expect(found.get(letter) ?? 0, letter).toBeGreaterThanOrEqual(count);
      const all = texts.flatMap(words);
      expect(all.filter((word) => flat.includes(word)).length / all.length).toBeGreaterThan(0.6);
    };
    const arabic = await text(save((await pdf(dialectStory, 'ar', auth(owner.token))).rawPayload));
    expectArabic(arabic, [...pages.map((page) => page.textAr), row!.titleAr!, row!.moralAr!]);
    expect(arabic.match(/[\u064b-\u0652]/g)?.length ?? 0).toBeGreaterThan(
      pages.reduce((sum, page) => sum + page.textAr.length, 0) / 6,
    );
    const dialect = await text(
      save((await pdf(dialectStory, 'dialect', auth(owner.token))).rawPayload),
    );
    expectArabic(
      dialect,
      pages.map((page) => page.textDialect!),
    );
    const bilingual = await text(
      save((await pdf(dialectStory, 'bilingual', auth(owner.token))).rawPayload),
    );
    expectArabic(
      bilingual,
      pages.map((page) => page.textAr),
    );
    expect(bilingual).toContain(pages[0]!.textEn.split(' ').slice(0, 4).join(' '));
    expect(bilingual).toContain(translateMessage('pdf.theEnd', 'en'));
  });

  it('shows the pictures on the cover and on every story page', async () => {
    const file = save((await pdf(dialectStory, 'bilingual', auth(owner.token))).rawPayload);
    const prefix = path.join(work, 'page');
    await run('pdftoppm', ['-r', '50', '-png', '-f', '1', '-l', '4', file, prefix]);
    const pages = fs
      .readdirSync(work)
      .filter((name) => name.startsWith('page-'))
      .sort();
    expect(pages).toHaveLength(4);
    // At 50 dpi (291 × 413 px) every layout's picture covers this box at the top of a story page,
    // and the cover's covers the second: blank paper is the cream itself in one flat colour, while a
    // drawing is far from it or has many colours (a pale evening sky can be close to the cream).
    const paper = [0xfd, 0xf8, 0xef];
    const looksDrawn = async (
      page: string,
      box: { left: number; top: number; width: number; height: number },
    ) => {
      const { channels } = await sharp(path.join(work, page)).extract(box).stats();
      const distance = channels
        .slice(0, 3)
        .reduce((sum, channel, index) => sum + Math.abs(channel.mean - paper[index]!), 0);
      return distance > 60 || Math.max(...channels.slice(0, 3).map((channel) => channel.stdev)) > 8;
    };
    for (const page of pages.slice(1))
      expect(await looksDrawn(page, { left: 80, top: 30, width: 130, height: 70 })).toBe(true);
    expect(await looksDrawn(pages[0]!, { left: 60, top: 150, width: 170, height: 100 })).toBe(true);
  });

  it('marks the books of plans with a watermark (Starter) and leaves the others and admins’ stories clean', async () => {
    const mark = translateMessage('pdf.watermark', 'en');
    const family = await text(save((await pdf(dialectStory, 'en', auth(owner.token))).rawPayload));
    expect(family).not.toContain(mark);
    const before = cachedBooks(dialectStory).length;
    await t.handle.db.update(users).set({ plan: 'free' }).where(eq(users.id, owner.id));
    const starter = await pdf(dialectStory, 'en', auth(owner.token));
    expect(cachedBooks(dialectStory).length).toBe(before + 1);
    const starterText = await text(save(starter.rawPayload));
    expect(starterText).toContain(mark);
    expect(starterText).toContain(
      translateMessage('pdf.watermarkFooter', 'en', {
        plan: plans.free.displayName.en,
        host: 'qamar.test',
      }),
    );
    // Every page carries it.
    const pages = await pageCount(save(starter.rawPayload));
    for (let page = 1; page <= pages; page++)
      expect(await text(save(starter.rawPayload), page)).toContain(mark);
    await t.handle.db.update(users).set({ plan: 'family' }).where(eq(users.id, owner.id));
    const adminBook = await pdf(adminStory, 'bilingual', auth(admin));
    expect(adminBook.statusCode).toBe(200);
    expect(await text(save(adminBook.rawPayload))).not.toContain(mark);
  });

  it('answers 404 to strangers and visitors until the story is published or featured', async () => {
    const stranger = await parent(t, 'not-the-bookmaker@example.com');
    const notFound = (await pdf(dialectStory, 'en', auth(stranger.token))).json();
    expect(notFound).toMatchObject({ code: 'NOT_FOUND' });
    expect((await pdf(dialectStory, 'en')).json()).toEqual(notFound);
    expect((await pdf(999_999, 'en', auth(owner.token))).json()).toEqual(notFound);
    expect((await pdf(adminStory, 'en', auth(owner.token))).statusCode).toBe(404);
    expect((await pdf(dialectStory, 'en', auth(admin))).statusCode).toBe(200);

    await t.handle.db
      .update(stories)
      .set({ publishedAt: new Date() })
      .where(eq(stories.id, dialectStory));
    const published = await pdf(dialectStory, 'en');
    expect(published.statusCode).toBe(200);
    expect(published.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    await t.handle.db
      .update(stories)
      .set({ publishedAt: null, featuredAt: new Date() })
      .where(eq(stories.id, dialectStory));
    expect((await pdf(dialectStory, 'en', auth(stranger.token))).statusCode).toBe(200);
    await t.handle.db.update(stories).set({ featuredAt: null }).where(eq(stories.id, dialectStory));
    expect((await pdf(dialectStory, 'en')).statusCode).toBe(404);
  });

  it('refuses a bad edition, a dialect edition without dialect text and an unfinished story, in the caller’s language', async () => {
    const bad = await pdf(dialectStory, 'fr', { ...auth(owner.token), 'accept-language': 'ar' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(translateMessage('validation.invalid', 'ar'));
    const noDialect = await pdf(adminStory, 'dialect', auth(admin));
    expect(noDialect.statusCode).toBe(400);
    expect(noDialect.json().message).toBe(translateMessage('pdf.noDialect', 'en'));
    await t.handle.db
      .update(stories)
      .set({ status: 'processing' })
      .where(eq(stories.id, adminStory));
    const unfinished = await pdf(adminStory, 'en', { ...auth(admin), 'accept-language': 'ar' });
    expect(unfinished.statusCode).toBe(409);
    expect(unfinished.json().message).toBe(translateMessage('pdf.notReady', 'ar'));
    await t.handle.db.update(stories).set({ status: 'complete' }).where(eq(stories.id, adminStory));
  });

  it('limits how often one address asks for books', async () => {
    const answers = [];
    for (let call = 0; call < 21; call++)
      answers.push((await pdf(adminStory, 'en', auth(admin), '10.8.0.1')).statusCode);
    expect(answers.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(answers[20]).toBe(429);
  });

  it('makes a book once and serves it from the media store until the story changes', async () => {
    const first = await pdf(adminStory, 'ar', auth(admin));
    const books = cachedBooks(adminStory);
    const started = performance.now();
    const second = await pdf(adminStory, 'ar', auth(admin));
    const cachedMs = performance.now() - started;
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(cachedBooks(adminStory)).toEqual(books);
    expect(cachedMs).toBeLessThan(1000);
    // Parallel first requests for a new book agree on one file.
    await t.handle.db
      .update(stories)
      .set({ updatedAt: new Date() })
      .where(eq(stories.id, adminStory));
    const parallel = await Promise.all([1, 2, 3].map(() => pdf(adminStory, 'ar', auth(admin))));
    expect(parallel.every((response) => response.rawPayload.equals(parallel[0]!.rawPayload))).toBe(
      true,
    );
    expect(cachedBooks(adminStory)).toHaveLength(books.length + 1);
  });

  it('removes the story’s books when the story is deleted', async () => {
    await pdf(dialectStory, 'bilingual', auth(owner.token));
    expect(cachedBooks(dialectStory).length).toBeGreaterThan(0);
    const deleted = await t.inject({
      method: 'DELETE',
      url: `/api/stories/${dialectStory}`,
      headers: await withCsrf(t, owner.token),
    });
    expect(deleted.statusCode).toBe(204);
    expect(cachedBooks(dialectStory)).toEqual([]);
    expect((await pdf(dialectStory, 'bilingual', auth(owner.token))).statusCode).toBe(404);
  });
});
