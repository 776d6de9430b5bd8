import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import { plans } from '@qamar/shared';
import {
  communityReads,
  stories,
  storyLikes,
  storySaves,
  storyShares,
  testimonials,
  themes,
  users,
} from '../src/db/schema.ts';
import { adminToken, parent, postCatalogueStory, withCsrf } from './accounts-helper.ts';
import { createTestApp, target, testClock, untilStoryComplete, type TestApp } from './helper.ts';

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
const ids = (list: Array<{ id: number }>) => list.map((story) => story.id);
const STARTER = plans.free.communityStoriesPerWeek!;

interface Parent {
  token: string;
  id: number;
}

describe(`the community library, allowance and testimonials (${target})`, () => {
  const clock = testClock();
  let t: TestApp;
  let author: Parent;
  let reader: Parent;
  let family: Parent;
  let admin: string;
  let themeA: { id: number; nameEn: string; nameAr: string };
  let themeB: { id: number };
  /** A real story (pictures, a share link) of the author's, published. */
  let realId: number;
  const named: Record<string, number> = {};
  let input: Record<string, unknown>;

  beforeAll(async () => {
    t = await createTestApp({
      env: { ADMIN_USERNAME: 'warda', ADMIN_PASSWORD: 'night-garden-7' },
      now: clock.now,
    });
    author = await parent(t, 'author@example.com', { plan: 'family' });
    reader = await parent(t, 'starter-reader@example.com');
    family = await parent(t, 'family-reader@example.com', { plan: 'family', displayName: null });
    admin = await adminToken(t, 'warda', 'night-garden-7');
    await t.handle.db
      .update(users)
      .set({ displayName: 'Umm Salma' })
      .where(eq(users.id, author.id));
    const themeRows = await t.handle.db
      .select()
      .from(themes)
      .where(isNull(themes.userId))
      .orderBy(asc(themes.id))
      .limit(2);
    themeA = themeRows[0]!;
    themeB = themeRows[1]!;
    realId = (await postCatalogueStory(t, author.token)).json().id;
    await untilStoryComplete(t, realId);
    expect(
      (
        await t.inject({
          method: 'POST',
          url: `/api/stories/${realId}/publish`,
          headers: await withCsrf(t, author.token),
        })
      ).statusCode,
    ).toBe(200);
    // A first story waits for an admin's approval; this one has been approved.
    await t.handle.db
      .update(stories)
      .set({ publishedAt: minutesAgo(100), moderation: 'visible' })
      .where(eq(stories.id, realId));

    // Stories written straight into the table, with a real story's frozen input (what a read maps).
    input = (
      await t.handle.db.select({ input: stories.input }).from(stories).where(eq(stories.id, realId))
    )[0]!.input;
    const base = {
      userId: author.id,
      status: 'complete',
      publishedAt: minutesAgo(100),
      input,
    } as const;
    const rows = await t.handle.db
      .insert(stories)
      .values([
        {
          ...base,
          titleEn: 'A Journey to Alexandria',
          titleAr: 'رحلة إلى الإسكندرية',
          ageGroup: '3-5',
          dialect: 'standard',
          themeId: themeA.id,
          themeName: themeA.nameEn,
          publishedAt: minutesAgo(50),
          likesCount: 2,
          libraryReads: 5,
        },
        {
          ...base,
          titleEn: 'The Lantern of Nuhaila',
          titleAr: 'فانوس نهيلة',
          publicTitleEn: 'The Lantern of the Girl',
          publicTitleAr: 'فانوس الفتاة',
          ageGroup: '6-8',
          dialect: 'egyptian',
          themeId: themeB.id,
          publishedAt: minutesAgo(40),
          likesCount: 2,
          libraryReads: 1,
        },
        {
          ...base,
          titleEn: 'Moonlit Garden',
          titleAr: 'حديقة القمر',
          description: 'A sleepy hedgehog counts fireflies',
          ageGroup: '9-12',
          dialect: 'lebanese',
          publishedAt: minutesAgo(30),
          featuredAt: minutesAgo(5),
          likesCount: 7,
        },
        {
          ...base,
          titleEn: 'The Brave Little Boat',
          titleAr: 'القارب الصغير الشجاع',
          ageGroup: '3-5',
          dialect: 'standard',
          themeId: themeA.id,
          publishedAt: minutesAgo(20),
        },
        { ...base, titleEn: 'Private Dreams', titleAr: 'أحلام خاصة', publishedAt: null },
      ])
      .returning({ id: stories.id, titleEn: stories.titleEn });
    for (const row of rows) named[row.titleEn!] = row.id;
    // Someone else's story, whose author chose no display name.
    const [other] = await t.handle.db
      .insert(stories)
      .values({
        userId: family.id,
        status: 'complete',
        titleEn: 'Stars over Petra',
        publishedAt: minutesAgo(10),
        input,
      })
      .returning({ id: stories.id });
    named['Stars over Petra'] = other!.id;
    t.app.landingCache.clear();
  }, 180_000);

  afterAll(async () => {
    expect(t.serverErrors).toEqual([]);
    await t.close();
  });

  // Each call from an address of its own: the per-address rate limit is not what these tests are about.
  let calls = 0;
  const address = () => `10.60.${(++calls >> 8) & 255}.${calls & 255}`;
  const get = (url: string, token?: string, language = 'en') =>
    t.inject({
      method: 'GET',
      url,
      headers: { ...(token ? auth(token) : {}), 'accept-language': language },
      remoteAddress: address(),
    });
  const library = async (query = '', token = reader.token, language = 'en') => {
    const answer = await get(`/api/community/stories${query}`, token, language);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json() as {
      stories: Array<Record<string, unknown> & { id: number }>;
      total: number;
      page: number;
      pageSize: number;
    };
  };
  const search = async (q: string, extra = '') =>
    ids((await library(`?q=${encodeURIComponent(q)}${extra}`)).stories);
  const readStory = (id: number, token?: string) => get(`/api/stories/${id}`, token);
  const setModeration = async (
    id: number,
    moderation: 'visible' | 'pending' | 'hidden' | 'removed',
    reason: string | null = null,
  ) => {
    await t.handle.db
      .update(stories)
      .set({ moderation, moderationReason: reason })
      .where(eq(stories.id, id));
    t.app.landingCache.clear();
  };
  const readsOf = async (userId: number) =>
    (
      await t.handle.db
        .select({ n: count() })
        .from(communityReads)
        .where(eq(communityReads.userId, userId))
    )[0]!.n;

  it('is for signed-in parents and admins; the saved list, allowance and figures for parents', async () => {
    for (const url of [
      '/api/community/stories',
      '/api/community/saved',
      '/api/community/allowance',
      '/api/community/my-stats',
    ]) {
      const anonymous = await get(url);
      expect(anonymous.statusCode, url).toBe(401);
      expect(anonymous.json().code).toBe('UNAUTHORIZED');
    }
    expect((await get('/api/community/stories', admin)).statusCode).toBe(200);
    expect((await get('/api/community/saved', admin)).statusCode).toBe(401);
    expect((await get('/api/community/stories?pageSize=51', reader.token)).statusCode).toBe(400);
    expect(
      (await get(`/api/community/stories?q=${'x'.repeat(101)}`, reader.token)).statusCode,
    ).toBe(400);
  });

  it('finds Arabic typed without vowel marks, with another hamza form or with the article, and English by a word’s beginning', async () => {
    const alexandria = named['A Journey to Alexandria']!;
    for (const q of [
      'اسكندريه',
      'الاسكندرية',
      'الإسكندريّة',
      'إسكندر',
      'رحلة الاسكندرية',
      'بالاسكندرية',
    ])
      expect(await search(q), q).toEqual([alexandria]);
    for (const q of ['alexan', 'ALEXANDRIA', 'journey alex', 'Journey, to: Alexandria!'])
      expect(await search(q), q).toEqual([alexandria]);
    // The idea is searched too; every word must match.
    expect(await search('hedgehog firefl')).toEqual([named['Moonlit Garden']]);
    expect(await search('hedgehog alexandria')).toEqual([]);
    // The public copy's titles are searched, never the hidden names.
    expect(await search('girl')).toEqual([named['The Lantern of Nuhaila']]);
    expect(await search('nuhaila')).toEqual([]);
    expect(await search('نهيلة')).toEqual([]);
    // The theme's name too.
    expect(await search(themeA.nameEn.split(' ')[0]!)).toContain(alexandria);
    // Whatever a tsquery would read as syntax is only punctuation here.
    for (const q of ["moon & | ! ( ) :* <-> ' \\", "'", ':*', '!!!', '&', 'a:* | b']) {
      const answer = await get(`/api/community/stories?q=${encodeURIComponent(q)}`, reader.token);
      expect(answer.statusCode, q).toBe(200);
    }
    expect((await library(`?q=${encodeURIComponent('!!!')}`)).total).toBe(6);
    expect(await search('zzzz-nothing')).toEqual([]);
  });

  it('filters by age, dialect, theme and the featured shelf, sorts three ways and pages with the total', async () => {
    expect(await search('', '&ageGroup=3-5')).toEqual([
      named['The Brave Little Boat'],
      named['A Journey to Alexandria'],
    ]);
    expect(await search('', '&dialect=egyptian')).toEqual([named['The Lantern of Nuhaila']]);
    expect(await search('', `&themeId=${themeA.id}`)).toEqual([
      named['The Brave Little Boat'],
      named['A Journey to Alexandria'],
    ]);
    expect(await search('boat', `&themeId=${themeA.id}&ageGroup=3-5`)).toEqual([
      named['The Brave Little Boat'],
    ]);
    expect(await search('', '&shelf=featured')).toEqual([named['Moonlit Garden']]);

    const recent = [
      named['Stars over Petra'],
      named['The Brave Little Boat'],
      named['Moonlit Garden'],
      named['The Lantern of Nuhaila'],
      named['A Journey to Alexandria'],
      realId,
    ];
    expect(await search('', '&sort=recent')).toEqual(recent);
    expect(await search('')).toEqual(recent);
    expect(await search('', '&sort=oldest')).toEqual([...recent].reverse());
    // Likes first, then views (library reads and link views), then the newest.
    expect(await search('', '&sort=popular')).toEqual([
      named['Moonlit Garden'],
      named['A Journey to Alexandria'],
      named['The Lantern of Nuhaila'],
      named['Stars over Petra'],
      named['The Brave Little Boat'],
      realId,
    ]);

    const second = await library('?pageSize=4&page=2');
    expect(second).toMatchObject({ total: 6, page: 2, pageSize: 4 });
    expect(ids(second.stories)).toEqual(recent.slice(4));
    expect(await library('?pageSize=4&page=9')).toMatchObject({ stories: [], total: 6, page: 9 });
    expect(await library('?q=zzzz&page=2')).toMatchObject({ stories: [], total: 0 });
  });

  it('shows cards with the public titles, the author’s display name, the theme in the reader’s language, counts and the reader’s marks, never an email', async () => {
    await t.handle.db
      .insert(storyLikes)
      .values({ storyId: named['Moonlit Garden']!, userId: reader.id });
    await t.handle.db
      .insert(storySaves)
      .values({ storyId: named['The Lantern of Nuhaila']!, userId: reader.id });
    const share = await t.inject({
      method: 'POST',
      url: `/api/stories/${realId}/share`,
      headers: await withCsrf(t, author.token),
    });
    await t.handle.db
      .update(storyShares)
      .set({ viewCount: 4 })
      .where(eq(storyShares.storyId, realId));
    expect(share.statusCode).toBe(200);

    const english = await get('/api/community/stories?pageSize=50', reader.token);
    expect(english.body).not.toMatch(/@|example\.com|password/i);
    const cards = english.json().stories as Array<Record<string, unknown>>;
    const card = (id: number) => cards.find((c) => c.id === id)!;
    expect(card(named['The Lantern of Nuhaila']!)).toMatchObject({
      title: 'The Lantern of the Girl',
      titleEn: 'The Lantern of the Girl',
      titleAr: 'فانوس الفتاة',
      author: 'Umm Salma',
      saved: true,
      liked: false,
      isOwner: false,
      likes: 2,
      views: 1,
    });
    expect(card(named['Moonlit Garden']!)).toMatchObject({
      liked: true,
      saved: false,
      likes: 7,
      featured: true,
      comments: 0,
    });
    expect(card(named['A Journey to Alexandria']!)).toMatchObject({
      theme: themeA.nameEn,
      views: 5,
      dialect: 'standard',
      ageGroup: '3-5',
    });
    expect(card(named['Stars over Petra']!)).toMatchObject({
      author: 'A Qamar parent',
      theme: null,
    });
    expect(card(realId)).toMatchObject({
      views: 4,
      thumbnailUrl: expect.stringMatching(/^\/media\/stories\/\d+\/.*&g=p&/),
    });
    expect(JSON.stringify(cards)).not.toMatch(/Nuhaila|نهيلة/);

    const arabic = (await library('?pageSize=50', reader.token, 'ar')).stories;
    const arabicCard = (id: number) => arabic.find((c) => c.id === id)!;
    expect(arabicCard(named['The Lantern of Nuhaila']!)).toMatchObject({ title: 'فانوس الفتاة' });
    expect(arabicCard(named['Stars over Petra']!)).toMatchObject({
      author: 'أحد أولياء الأمور في قمر',
    });
    expect(arabicCard(named['A Journey to Alexandria']!)).toMatchObject({ theme: themeA.nameAr });
    // The author sees their own stories marked.
    expect(
      (await library('?pageSize=50', author.token)).stories.filter((c) => c.isOwner).length,
    ).toBe(5);

    const saved = await get('/api/community/saved', reader.token);
    expect(saved.json()).toMatchObject({
      total: 1,
      page: 1,
      pageSize: 12,
      stories: [
        { id: named['The Lantern of Nuhaila'], saved: true, title: 'The Lantern of the Girl' },
      ],
    });
  });

  it('takes a pending, hidden, removed or withdrawn story out of every list and from others, leaving it to its owner', async () => {
    const id = realId;
    const alexandria = named['A Journey to Alexandria']!;
    await t.handle.db
      .insert(storySaves)
      .values({ storyId: id, userId: reader.id, createdAt: new Date() });
    await t.handle.db.update(stories).set({ featuredAt: new Date() }).where(eq(stories.id, id));
    t.app.landingCache.clear();
    const publicRead = await readStory(id);
    expect(publicRead.statusCode).toBe(200);
    const picture = publicRead.json().pages[0].imageUrl as string;
    expect((await get(picture)).statusCode).toBe(200);
    const ownerPicture = (await readStory(id, author.token)).json().pages[0].imageUrl as string;
    const { token: shareToken } = (await get(`/api/stories/${id}/share`, author.token)).json()
      .share;
    const sharedPicture = (await get(`/api/share/${shareToken}`)).json().pages[0]
      .imageUrl as string;
    const everywhere = async () => {
      const landing = (await get('/api/landing-data')).json();
      return [
        ...ids((await library('?pageSize=50')).stories),
        ...ids((await library('?shelf=featured')).stories),
        ...ids((await library(`?q=${encodeURIComponent('Alexandria')}`)).stories),
        ...ids((await get('/api/community/saved', reader.token)).json().stories),
        ...ids(landing.featuredStories),
        ...ids(landing.publicStories.stories),
        ...ids((await get('/api/stories/public?pageSize=50')).json().stories),
        ...ids((await get('/api/stories/featured')).json().stories),
      ];
    };
    expect(await everywhere()).toContain(id);

    for (const state of ['pending', 'hidden', 'removed', 'withdrawn'] as const) {
      if (state === 'withdrawn') {
        await setModeration(id, 'visible');
        await setModeration(alexandria, 'visible');
        expect(
          (
            await t.inject({
              method: 'DELETE',
              url: `/api/stories/${id}/publish`,
              headers: await withCsrf(t, author.token),
            })
          ).statusCode,
        ).toBe(200);
        await t.inject({
          method: 'DELETE',
          url: `/api/stories/${alexandria}/publish`,
          headers: await withCsrf(t, author.token),
        });
      } else {
        await setModeration(id, state, state === 'removed' ? 'Shows a child’s full name' : null);
        await setModeration(alexandria, state);
      }
      const seen = await everywhere();
      expect(seen, state).not.toContain(id);
      expect(seen, state).not.toContain(alexandria);
      for (const token of [undefined, reader.token, family.token])
        expect((await readStory(id, token)).statusCode, `${state} read`).toBe(404);
      expect((await get(`/api/stories/${id}/pdf`, reader.token)).statusCode, `${state} book`).toBe(
        404,
      );
      expect((await get(picture)).statusCode, `${state} picture`).toBe(404);
      // The owner and admins still read it; the owner sees where moderation stands and why.
      const own = await readStory(id, author.token);
      expect(own.statusCode).toBe(200);
      expect((await get(ownerPicture)).statusCode).toBe(200);
      expect((await readStory(id, admin)).statusCode).toBe(200);
      if (state === 'withdrawn') expect(own.json().community).toBeNull();
      else
        expect(own.json().community).toMatchObject({
          moderation: state,
          moderationReason: state === 'removed' ? 'Shows a child’s full name' : null,
        });
      // The share link is the owner's: it keeps working, unless an admin removed the story.
      const link = await get(`/api/share/${shareToken}`);
      expect(link.statusCode, `${state} link`).toBe(state === 'removed' ? 404 : 200);
      expect((await get(sharedPicture)).statusCode, `${state} link picture`).toBe(
        state === 'removed' ? 404 : 200,
      );
      expect(
        (await t.inject({ method: 'GET', url: `/share/${shareToken}` })).body.includes('og:image'),
      ).toBe(state !== 'removed');
    }
    // Back as it was for the tests that follow.
    await setModeration(id, 'visible');
    await setModeration(alexandria, 'visible');
    await t.handle.db
      .update(stories)
      .set({ publishedAt: minutesAgo(100), featuredAt: null })
      .where(eq(stories.id, id));
    await t.handle.db
      .update(stories)
      .set({ publishedAt: minutesAgo(50) })
      .where(eq(stories.id, alexandria));
    await t.handle.db
      .delete(storySaves)
      .where(and(eq(storySaves.storyId, id), eq(storySaves.userId, reader.id)));
    t.app.landingCache.clear();
    expect(await everywhere()).toContain(id);
  });

  it('gives a story’s community side with the read: author, counts, the reader’s marks, and the admin’s reason to its owner only', async () => {
    const lantern = named['The Lantern of Nuhaila']!;
    await t.handle.db
      .update(stories)
      .set({ moderationReason: 'Approved after a look' })
      .where(eq(stories.id, lantern));
    const others = (await readStory(lantern, reader.token)).json();
    expect(others.community).toEqual({
      author: 'Umm Salma',
      likes: 2,
      comments: 0,
      views: 2,
      liked: false,
      saved: true,
      reported: false,
      moderation: 'visible',
      moderationReason: null,
    });
    expect((await readStory(lantern)).json().community).toMatchObject({
      liked: false,
      saved: false,
      views: 2,
    });
    expect((await readStory(lantern, author.token)).json().community).toMatchObject({
      moderationReason: 'Approved after a look',
      views: 2,
    });
    expect((await readStory(named['Private Dreams']!, author.token)).json().community).toBeNull();
    expect((await readStory(lantern, reader.token)).body).not.toMatch(/@/);
  });

  it('lets a Starter parent open 15 other families’ stories a week, reopening for free, then answers 403 with the reset date', async () => {
    const starter = await parent(t, 'weekly-starter@example.com');
    const many = await t.handle.db
      .insert(stories)
      .values(
        Array.from({ length: STARTER + 5 }, (_, i) => ({
          userId: author.id,
          status: 'complete',
          titleEn: `Allowance story ${i}`,
          publishedAt: minutesAgo(200 + i),
          input,
        })),
      )
      .returning({ id: stories.id });
    const own = await t.handle.db
      .insert(stories)
      .values({
        userId: starter.id,
        status: 'complete',
        titleEn: 'My own',
        publishedAt: minutesAgo(1),
        input,
      })
      .returning({ id: stories.id });
    for (const [i, row] of many.slice(0, STARTER).entries()) {
      const answer = await readStory(row.id, starter.token);
      expect(answer.statusCode, `story ${i + 1}`).toBe(200);
    }
    const [before] = await t.handle.db
      .select({ reads: stories.libraryReads })
      .from(stories)
      .where(eq(stories.id, many[0]!.id));
    expect(before!.reads).toBe(1);
    // Reopening costs nothing and counts no second read; the own story and share links never count.
    expect((await readStory(many[0]!.id, starter.token)).statusCode).toBe(200);
    expect((await readStory(own[0]!.id, starter.token)).statusCode).toBe(200);
    const [after] = await t.handle.db
      .select({ reads: stories.libraryReads })
      .from(stories)
      .where(eq(stories.id, many[0]!.id));
    expect(after!.reads).toBe(1);

    const refused = await get(`/api/stories/${many[STARTER]!.id}`, starter.token);
    expect(refused.statusCode).toBe(403);
    const body = refused.json();
    const monday = new Date(body.resetDate);
    expect(body).toMatchObject({
      code: 'COMMUNITY_LIMIT',
      limit: STARTER,
      upgradeOptions: [{ plan: 'family' }, { plan: 'heritage' }],
    });
    expect(monday.getUTCDay()).toBe(1);
    expect(monday.getTime()).toBeGreaterThan(clock.now().getTime());
    expect(body.message).toContain(String(STARTER));
    expect(Object.keys(body).sort()).toEqual([
      'code',
      'limit',
      'message',
      'resetDate',
      'upgradeOptions',
    ]);
    const arabic = await get(`/api/stories/${many[STARTER]!.id}`, starter.token, 'ar');
    expect(arabic.json().message).toMatch(/[\u0600-\u06ff]/);
    expect((await get('/api/community/allowance', starter.token)).json()).toEqual({
      used: STARTER,
      limit: STARTER,
      resetDate: body.resetDate,
    });

    // A share link still opens a story the allowance would refuse, and counts nothing.
    const [link] = await t.handle.db
      .insert(storyShares)
      .values({ storyId: many[STARTER + 1]!.id, token: 'C'.repeat(32), maxViews: 50 })
      .returning();
    expect((await get(`/api/share/${link!.token}`, starter.token)).statusCode).toBe(200);
    expect(await readsOf(starter.id)).toBe(STARTER);
    // The refused story is no secret: the library still lists it.
    expect(
      (await library(`?q=${encodeURIComponent(`Allowance story ${STARTER}`)}`, starter.token))
        .total,
    ).toBeGreaterThan(0);

    // A new plan week starts again.
    clock.advance(7 * 24 * 60 * 60 * 1000);
    expect((await readStory(many[STARTER]!.id, starter.token)).statusCode).toBe(200);
    expect((await get('/api/community/allowance', starter.token)).json()).toMatchObject({
      used: 1,
      limit: STARTER,
    });
    clock.advance(-7 * 24 * 60 * 60 * 1000);
  });

  it('records a Family parent’s reads for the counts but never limits them; admins and visitors record nothing', async () => {
    const listed = await t.handle.db
      .select({ id: stories.id })
      .from(stories)
      .where(eq(stories.userId, author.id));
    const publicOnes = listed.filter((row) => row.id !== named['Private Dreams']);
    expect(publicOnes.length).toBeGreaterThan(STARTER + 1);
    for (const row of publicOnes)
      expect((await readStory(row.id, family.token)).statusCode).toBe(200);
    expect(await readsOf(family.id)).toBe(publicOnes.length);
    expect((await get('/api/community/allowance', family.token)).json()).toMatchObject({
      used: publicOnes.length,
      limit: null,
    });

    const total = async () => (await t.handle.db.select({ n: count() }).from(communityReads))[0]!.n;
    const before = await total();
    for (const row of publicOnes.slice(0, 3)) {
      expect((await readStory(row.id)).statusCode).toBe(200);
      expect((await readStory(row.id, admin)).statusCode).toBe(200);
    }
    expect(await total()).toBe(before);
  });

  it('admits exactly 15 of 30 parallel openings of different stories by one Starter parent', async () => {
    const starter = await parent(t, 'parallel-starter@example.com');
    const thirty = await t.handle.db
      .insert(stories)
      .values(
        Array.from({ length: 30 }, (_, i) => ({
          userId: family.id,
          status: 'complete',
          titleEn: `Parallel ${i}`,
          publishedAt: minutesAgo(300 + i),
          input,
        })),
      )
      .returning({ id: stories.id });
    const answers = await Promise.all(thirty.map((row) => readStory(row.id, starter.token)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(STARTER);
    expect(statuses.filter((status) => status === 403)).toHaveLength(30 - STARTER);
    expect(await readsOf(starter.id)).toBe(STARTER);
    const reads = await t.handle.db
      .select({ reads: stories.libraryReads })
      .from(stories)
      .where(inArray(stories.id, ids(thirty)));
    expect(reads.reduce((sum, row) => sum + row.reads, 0)).toBe(STARTER);
  });

  it('sums the parent’s own figures for the dashboard', async () => {
    const stats = await get('/api/community/my-stats', author.token);
    const rows = await t.handle.db.select().from(stories).where(eq(stories.userId, author.id));
    const links = await t.handle.db
      .select()
      .from(storyShares)
      .where(inArray(storyShares.storyId, ids(rows)));
    expect(stats.json()).toEqual({
      views:
        rows.reduce((sum, row) => sum + row.libraryReads, 0) +
        links.reduce((sum, link) => sum + link.viewCount, 0),
      likes: rows.reduce((sum, row) => sum + row.likesCount, 0),
      comments: 0,
      published: rows.filter((row) => row.publishedAt !== null && row.moderation === 'visible')
        .length,
    });
    expect((await get('/api/community/my-stats', reader.token)).json()).toEqual({
      views: 0,
      likes: 0,
      comments: 0,
      published: 0,
    });
  });

  describe('testimonials', () => {
    const send = async (payload: object, token = reader.token, language = 'en') =>
      t.inject({
        method: 'POST',
        url: '/api/testimonials',
        headers: { ...(await withCsrf(t, token)), 'accept-language': language },
        payload,
        remoteAddress: address(),
      });
    const decide = async (id: number, action: string, token = admin) =>
      t.inject({
        method: 'POST',
        url: `/api/admin/testimonials/${id}`,
        headers: await withCsrf(t, token),
        payload: { action },
        remoteAddress: address(),
      });
    const words = 'Our daughter asks for a Qamar story every single night now.';

    it('takes a parent’s plain words, refusing links, contacts and unkind words each with its own message', async () => {
      expect(
        (
          await t.inject({
            method: 'POST',
            url: '/api/testimonials',
            headers: await withCsrf(t),
            payload: { firstName: 'Hala', city: 'Amman', message: words },
          })
        ).statusCode,
      ).toBe(401);
      const refusals: Array<[object, string, string]> = [
        [
          { message: `${words} See www.example.org` },
          'Please remove the link: links cannot be shared here.',
          'message',
        ],
        [
          { message: `${words} Write to hala@example.com` },
          'Please remove the email address: contact details cannot be shared here.',
          'message',
        ],
        [
          { message: `${words} Call ٠٧٩٥١٢٣٤٥٦٧` },
          'Please remove the phone number: contact details cannot be shared here.',
          'message',
        ],
        [{ city: 'qamar.shop' }, 'Please remove the link: links cannot be shared here.', 'city'],
        [
          { message: `${words} Better than any gun or war film.` },
          'This text includes something that does not belong in a bedtime story. Please choose gentler words.',
          'message',
        ],
      ];
      for (const [change, message, field] of refusals) {
        const answer = await send({ firstName: 'Hala', city: 'Amman', message: words, ...change });
        expect(answer.statusCode, message).toBe(400);
        expect(answer.json()).toMatchObject({ message, field });
      }
      const arabic = await send(
        { firstName: 'هالة', city: 'عمّان', message: `${words} https://x.co` },
        reader.token,
        'ar',
      );
      expect(arabic.json().message).toBe('يرجى حذف الرابط، فلا يمكن مشاركة الروابط هنا.');
      expect(
        (await send({ firstName: 'Hala', city: 'Amman', message: 'Too short' })).statusCode,
      ).toBe(400);
      expect(await t.handle.db.select().from(testimonials)).toEqual([]);

      const sent = await send({ firstName: 'Hala', city: 'Amman', message: words });
      expect(sent.statusCode).toBe(201);
      expect(sent.json()).toEqual({
        id: expect.any(Number),
        status: 'pending',
        notice: expect.stringContaining('Thank you'),
      });
    });

    it('holds a parent to a few a day', async () => {
      const eager = await parent(t, 'eager@example.com');
      for (let i = 0; i < 3; i++)
        expect(
          (
            await send(
              { firstName: 'Rami', city: 'Beirut', message: `${words} (${i})` },
              eager.token,
            )
          ).statusCode,
        ).toBe(201);
      const fourth = await send({ firstName: 'Rami', city: 'Beirut', message: words }, eager.token);
      expect(fourth.statusCode).toBe(429);
      expect(fourth.json()).toMatchObject({ code: 'RATE_LIMITED', retryAfter: expect.any(Number) });
    });

    it('shows approved words on the home page, the visitor’s language first, and takes rejected ones off at once', async () => {
      expect((await get('/api/admin/testimonials', reader.token)).statusCode).toBe(401);
      expect((await get('/api/admin/testimonials?status=maybe', admin)).statusCode).toBe(400);
      const pending = (await get('/api/admin/testimonials?status=pending', admin)).json()
        .testimonials as Array<{
        id: number;
        language: string;
        fromParent: boolean;
        status: string;
      }>;
      expect(pending).toHaveLength(4);
      expect(
        pending.every((row) => row.status === 'pending' && row.fromParent && row.language === 'en'),
      ).toBe(true);
      expect(JSON.stringify(pending)).not.toMatch(/@/);
      const arabicWords = await send(
        {
          firstName: 'سلمى',
          city: 'القاهرة',
          message: 'تنتظر ابنتي قصة قمر كل ليلة، وتحفظ أسماء الشخصيات كلها.',
        },
        family.token,
      );
      const arabicId = arabicWords.json().id as number;

      // The landing data is cached for a minute; a decision clears it.
      expect((await get('/api/landing-data')).json().testimonials).toEqual([]);
      for (const row of pending.slice(0, 3)) {
        clock.advance(1000);
        const approved = await decide(row.id, 'approve');
        expect(approved.statusCode).toBe(200);
        expect(approved.json()).toMatchObject({ id: row.id, status: 'approved' });
      }
      clock.advance(1000);
      await decide(arabicId, 'approve');
      const english = (await get('/api/landing-data')).json().testimonials;
      expect(ids(english)).toEqual([pending[2]!.id, pending[1]!.id, pending[0]!.id]);
      expect(english[0]).toEqual({
        id: pending[2]!.id,
        firstName: expect.any(String),
        city: expect.any(String),
        message: expect.any(String),
        language: 'en',
      });
      const arabic = (await get('/api/landing-data', undefined, 'ar')).json().testimonials;
      expect(ids(arabic)).toEqual([arabicId, pending[2]!.id, pending[1]!.id]);
      expect(arabic[0]).toMatchObject({ firstName: 'سلمى', language: 'ar' });

      expect((await decide(pending[2]!.id, 'reject')).json()).toMatchObject({ status: 'rejected' });
      expect(ids((await get('/api/landing-data')).json().testimonials)).toEqual([
        pending[1]!.id,
        pending[0]!.id,
        arabicId,
      ]);
      expect(
        (await get('/api/admin/testimonials?status=rejected', admin)).json().testimonials,
      ).toHaveLength(1);
      expect((await get('/api/admin/testimonials', admin)).json().testimonials).toHaveLength(5);

      expect((await decide(999_999, 'approve')).statusCode).toBe(404);
      expect((await decide(pending[0]!.id, 'publish')).statusCode).toBe(400);
      expect((await decide(pending[0]!.id, 'approve', reader.token)).statusCode).toBe(401);
      expect(
        (
          await t.inject({
            method: 'POST',
            url: `/api/admin/testimonials/${pending[3]!.id}`,
            headers: auth(admin),
            payload: { action: 'approve' },
          })
        ).statusCode,
      ).toBe(403);
    });
  });
});
