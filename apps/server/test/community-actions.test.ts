import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, isNull } from 'drizzle-orm';
import { REPORTS_TO_HIDE, translateMessage, type MessageKey } from '@qamar/shared';
import {
  contentReports,
  stories,
  storyComments,
  storyLikes,
  storySaves,
  users,
} from '../src/db/schema.ts';
import { adminToken, withCsrf } from './accounts-helper.ts';
import { createTestApp, target, type TestApp } from './helper.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
interface Parent {
  id: number;
  token: string;
}

describe(`community actions: likes, saves, comments, reports, moderation (${target})`, () => {
  let t: TestApp;
  let admin: string;
  let owner: Parent;
  let reader: Parent;
  let nameless: Parent;
  let unverified: Parent;
  let publicStory: number;
  let privateStory: number;
  let pendingStory: number;
  let ownersOtherStory: number;
  let userCounter = 0;
  let addressCounter = 0;

  /** A parent written straight into the table, with a token the app issues (registration's captcha would only slow the suite). */
  const newParent = async (
    options: { displayName?: string | null; verified?: boolean } = {},
  ): Promise<Parent> => {
    userCounter += 1;
    const [row] = await t.handle.db
      .insert(users)
      .values({
        email: `parent-${userCounter}@example.com`,
        name: `Parent ${userCounter}`,
        passwordHash: 'not-a-real-hash',
        displayName:
          options.displayName === undefined ? `Parent ${userCounter}` : options.displayName,
        emailVerifiedAt: options.verified === false ? null : new Date(),
      })
      .returning({ id: users.id });
    return { id: row!.id, token: await t.app.issueToken('user', row!.id, 0) };
  };
  const newStory = async (userId: number, fields: Partial<typeof stories.$inferInsert> = {}) => {
    const [row] = await t.handle.db
      .insert(stories)
      .values({
        userId,
        status: 'complete',
        titleEn: 'The Moon Boat',
        titleAr: 'قارب القمر',
        input: { characters: [], location: { name: 'the harbour' } },
        publishedAt: new Date(),
        ...fields,
      })
      .returning({ id: stories.id });
    return row!.id;
  };

  const csrfCache = new Map<string, Record<string, string>>();
  /** One call as a principal (a parent, the admin's token, or nobody), each from its own address so the per-address limit never interferes. */
  const call = async (
    method: Method,
    url: string,
    who?: Parent | string,
    options: { payload?: object; language?: string } = {},
  ) => {
    const token = typeof who === 'string' ? who : who?.token;
    let headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
    if (method !== 'GET') {
      const key = token ?? '';
      if (!csrfCache.has(key)) csrfCache.set(key, await withCsrf(t, token));
      headers = csrfCache.get(key)!;
    }
    addressCounter += 1;
    return t.inject({
      method,
      url,
      headers: { ...headers, 'accept-language': options.language ?? 'en' },
      remoteAddress: `10.66.${(addressCounter >> 8) & 255}.${addressCounter & 255}`,
      ...(options.payload ? { payload: options.payload } : {}),
    });
  };
  const storyRow = async (id: number) =>
    (await t.handle.db.select().from(stories).where(eq(stories.id, id)))[0]!;
  const commentRow = async (id: number) =>
    (await t.handle.db.select().from(storyComments).where(eq(storyComments.id, id)))[0];
  const rows = async (table: typeof storyLikes | typeof storySaves, storyId: number) =>
    (await t.handle.db.select({ n: count() }).from(table).where(eq(table.storyId, storyId)))[0]!.n;
  const expectRefusal = (
    response: { statusCode: number; json: () => unknown },
    status: number,
    key: MessageKey,
    language: 'en' | 'ar' = 'en',
  ) => {
    expect(response.statusCode).toBe(status);
    expect((response.json() as { message: string }).message).toBe(translateMessage(key, language));
  };

  beforeAll(async () => {
    t = await createTestApp({ env: { ADMIN_USERNAME: 'warda', ADMIN_PASSWORD: 'night-garden-7' } });
    admin = await adminToken(t, 'warda', 'night-garden-7');
    owner = await newParent({ displayName: 'Umm Layla' });
    reader = await newParent({ displayName: 'Abu Omar' });
    nameless = await newParent({ displayName: null });
    unverified = await newParent({ verified: false });
    publicStory = await newStory(owner.id);
    ownersOtherStory = await newStory(owner.id, { featuredAt: new Date(), publishedAt: null });
    privateStory = await newStory(owner.id, { publishedAt: null });
    pendingStory = await newStory(owner.id, { moderation: 'pending' });
  }, 60_000);

  afterAll(async () => {
    expect(t.serverErrors).toEqual([]);
    await t.close();
  });

  describe('likes and saves', () => {
    it('likes once per parent: PUT adds, DELETE takes away, both idempotent, with the exact count', async () => {
      const like = `/api/community/stories/${publicStory}/like`;
      expect((await call('PUT', like, reader)).json()).toEqual({ liked: true, likes: 1 });
      expect((await call('PUT', like, reader)).json()).toEqual({ liked: true, likes: 1 });
      expect((await call('PUT', like, nameless)).json()).toEqual({ liked: true, likes: 2 });
      expect((await call('DELETE', like, reader)).json()).toEqual({ liked: false, likes: 1 });
      expect((await call('DELETE', like, reader)).json()).toEqual({ liked: false, likes: 1 });
      expect((await call('DELETE', like, nameless)).json()).toEqual({ liked: false, likes: 0 });
      expect(await rows(storyLikes, publicStory)).toBe(0);
      // A featured story is public too.
      expect(
        (await call('PUT', `/api/community/stories/${ownersOtherStory}/like`, reader)).json(),
      ).toEqual({ liked: true, likes: 1 });
    });

    it('saves once per parent', async () => {
      const save = `/api/community/stories/${publicStory}/save`;
      expect((await call('PUT', save, reader)).json()).toEqual({ saved: true });
      expect((await call('PUT', save, reader)).json()).toEqual({ saved: true });
      expect(await rows(storySaves, publicStory)).toBe(1);
      expect((await call('DELETE', save, reader)).json()).toEqual({ saved: false });
      expect((await call('DELETE', save, reader)).json()).toEqual({ saved: false });
      expect(await rows(storySaves, publicStory)).toBe(0);
    });

    it('refuses one’s own story (409, in the caller’s language), and answers 404 for what is not public, 401 without a parent', async () => {
      for (const action of ['like', 'save']) {
        for (const method of ['PUT', 'DELETE'] as const) {
          const url = (id: number) => `/api/community/stories/${id}/${action}`;
          expectRefusal(await call(method, url(publicStory), owner), 409, 'community.ownStory');
          expectRefusal(
            await call(method, url(publicStory), owner, { language: 'ar' }),
            409,
            'community.ownStory',
            'ar',
          );
          for (const id of [privateStory, pendingStory, 999_999])
            expect((await call(method, url(id), reader)).statusCode).toBe(404);
          expect((await call(method, url(publicStory))).statusCode).toBe(401);
          expect((await call(method, url(publicStory), admin)).statusCode).toBe(401);
        }
      }
      expect(await rows(storyLikes, privateStory)).toBe(0);
      expect(await rows(storySaves, pendingStory)).toBe(0);
    });

    it('keeps the count exact under 200 concurrent likes from 20 parents, and under a storm of likes and unlikes', async () => {
      const story = await newStory(owner.id);
      const parents = await Promise.all(Array.from({ length: 20 }, () => newParent()));
      // CSRF tokens first, so the burst is the likes alone.
      await Promise.all(
        parents.map((p) => withCsrf(t, p.token).then((headers) => csrfCache.set(p.token, headers))),
      );
      const url = `/api/community/stories/${story}/like`;
      const answers = await Promise.all(
        parents.flatMap((p) => Array.from({ length: 10 }, () => call('PUT', url, p))),
      );
      expect(answers.map((answer) => answer.statusCode).every((status) => status === 200)).toBe(
        true,
      );
      expect((await storyRow(story)).likesCount).toBe(20);
      expect(await rows(storyLikes, story)).toBe(20);
      expect(Math.max(...answers.map((answer) => answer.json().likes))).toBe(20);

      const storm = await Promise.all(
        parents.flatMap((p, i) =>
          Array.from({ length: 6 }, (_, k) => call((i + k) % 2 === 0 ? 'DELETE' : 'PUT', url, p)),
        ),
      );
      expect(storm.every((answer) => answer.statusCode === 200)).toBe(true);
      const after = await storyRow(story);
      expect(after.likesCount).toBe(await rows(storyLikes, story));
    }, 120_000);
  });

  describe('comments', () => {
    const comments = (id: number) => `/api/community/stories/${id}/comments`;

    it('takes a plain comment from a parent and from the story’s owner, oldest first, with display names', async () => {
      const first = await call('POST', comments(publicStory), reader, {
        payload: { body: '  My daughter asked for it twice tonight!  ' },
      });
      expect(first.statusCode).toBe(201);
      expect(first.json()).toEqual({
        id: expect.any(Number),
        body: 'My daughter asked for it twice tonight!',
        author: 'Abu Omar',
        createdAt: expect.any(String),
        mine: true,
        moderation: 'visible',
        moderationReason: null,
        reported: false,
      });
      const second = await call('POST', comments(publicStory), owner, {
        payload: { body: 'شكرًا لكم، سعدنا بذلك كثيرًا' },
      });
      expect(second.statusCode).toBe(201);
      const third = await call('POST', comments(publicStory), nameless, {
        payload: { body: 'It helped us after grandpa died. Thank you.' },
      });
      expect(third.statusCode).toBe(201);
      expect(third.json().author).toBe('A Qamar parent');
      expect((await storyRow(publicStory)).commentsCount).toBe(3);

      const list = await call('GET', comments(publicStory), reader);
      expect(list.statusCode).toBe(200);
      expect(list.json()).toMatchObject({ total: 3, page: 1, pageSize: 20 });
      expect(
        list.json().comments.map((c: { author: string; mine: boolean }) => [c.author, c.mine]),
      ).toEqual([
        ['Abu Omar', true],
        ['Umm Layla', false],
        ['A Qamar parent', false],
      ]);
      const arabic = await call('GET', comments(publicStory), reader, { language: 'ar' });
      expect(arabic.json().comments[2].author).toBe(
        translateMessage('community.anonymousAuthor', 'ar'),
      );
      // Paged.
      expect(
        (await call('GET', `${comments(publicStory)}?page=2&pageSize=2`, reader)).json().comments,
      ).toHaveLength(1);
      // Admins read them; nobody signed in does not.
      expect((await call('GET', comments(publicStory), admin)).json().total).toBe(3);
      expect((await call('GET', comments(publicStory))).statusCode).toBe(401);
    });

    it('lets the owner read the comments of a story others cannot, and answers others 404', async () => {
      expect((await call('GET', comments(privateStory), owner)).json()).toEqual({
        comments: [],
        total: 0,
        page: 1,
        pageSize: 20,
      });
      expect((await call('GET', comments(privateStory), admin)).statusCode).toBe(200);
      for (const id of [privateStory, pendingStory, 999_999]) {
        expect((await call('GET', comments(id), reader)).statusCode).toBe(404);
        expect(
          (await call('POST', comments(id), reader, { payload: { body: 'Lovely' } })).statusCode,
        ).toBe(404);
      }
      // Not even its owner comments while it is not public.
      expect(
        (await call('POST', comments(privateStory), owner, { payload: { body: 'Lovely' } }))
          .statusCode,
      ).toBe(404);
      expectRefusal(
        await call('POST', comments(publicStory), unverified, { payload: { body: 'Lovely' } }),
        403,
        'account.verifyRequired',
      );
    });

    const refused: Array<[string, MessageKey]> = [
      ['See more at https://example.com/stories', 'community.commentLink'],
      ['www.example.com has more', 'community.commentLink'],
      ['more stories on example dot com', 'community.commentLink'],
      ['join us: wa.me/971501234567', 'community.commentLink'],
      ['قصص أكثر على qamar-stories.net', 'community.commentLink'],
      ['write to me: layla@example.com', 'community.commentContact'],
      ['layla (at) example (dot) org', 'community.commentContact'],
      ['call me on +971 50 123 4567', 'community.commentContact'],
      ['اتصلوا بي على ٠٥٠١٢٣٤٥٦٧', 'community.commentContact'],
      ['رقمي ۰۵۰-۱۲۳-۴۵۶۷', 'community.commentContact'],
      ['050.123.4567 for playdates', 'community.commentContact'],
      ['a great story, better than a gun fight', 'community.commentUnsafe'],
      ['too much blood for my son', 'community.commentUnsafe'],
      ['قصة فيها خمر', 'community.commentUnsafe'],
      ['البطل يقتل الوحش', 'community.commentUnsafe'],
    ];
    it.each(refused)(
      'refuses %j with its own message in English and Arabic, writing nothing',
      async (body, key) => {
        // A parent of its own: refusals count against the hourly allowance too.
        const writer = await newParent();
        const before = await storyRow(publicStory);
        const [{ n: rowsBefore }] = (await t.handle.db
          .select({ n: count() })
          .from(storyComments)) as [{ n: number }];
        for (const language of ['en', 'ar'] as const) {
          const answer = await call('POST', comments(publicStory), writer, {
            payload: { body },
            language,
          });
          expectRefusal(answer, 400, key, language);
          expect(answer.json().field).toBe('body');
        }
        expect((await t.handle.db.select({ n: count() }).from(storyComments))[0]!.n).toBe(
          rowsBefore,
        );
        expect((await storyRow(publicStory)).commentsCount).toBe(before.commentsCount);
      },
    );

    it('refuses an empty or too long comment', async () => {
      const writer = await newParent();
      expect(
        (await call('POST', comments(publicStory), writer, { payload: { body: '   ' } }))
          .statusCode,
      ).toBe(400);
      expect(
        (await call('POST', comments(publicStory), writer, { payload: { body: 'a'.repeat(1001) } }))
          .statusCode,
      ).toBe(400);
      expect(
        (await call('POST', comments(publicStory), writer, { payload: { body: 'a'.repeat(1000) } }))
          .statusCode,
      ).toBe(201);
    });

    it('deletes a parent’s own comment (204, the count too) and answers 404 for anyone else’s', async () => {
      const story = await newStory(owner.id);
      const mine = (
        await call('POST', comments(story), reader, { payload: { body: 'Sweet dreams!' } })
      ).json().id as number;
      const theirs = (
        await call('POST', comments(story), nameless, { payload: { body: 'Lovely pictures' } })
      ).json().id as number;
      expect((await storyRow(story)).commentsCount).toBe(2);
      expect((await call('DELETE', `/api/community/comments/${theirs}`, reader)).statusCode).toBe(
        404,
      );
      // Not even the story's owner deletes another parent's comment (admins moderate).
      expect((await call('DELETE', `/api/community/comments/${theirs}`, owner)).statusCode).toBe(
        404,
      );
      expect((await call('DELETE', '/api/community/comments/999999', reader)).statusCode).toBe(404);
      expect((await call('DELETE', `/api/community/comments/${mine}`)).statusCode).toBe(401);
      expect((await call('DELETE', `/api/community/comments/${mine}`, reader)).statusCode).toBe(
        204,
      );
      expect((await call('DELETE', `/api/community/comments/${mine}`, reader)).statusCode).toBe(
        404,
      );
      expect(await commentRow(mine)).toBeUndefined();
      expect(await commentRow(theirs)).toBeDefined();
      expect((await storyRow(story)).commentsCount).toBe(1);
    });
  });

  describe('reports', () => {
    const reportStory = (id: number, who: Parent, payload: object = { reason: 'inappropriate' }) =>
      call('POST', `/api/community/stories/${id}/report`, who, { payload });
    const reportComment = (
      id: number,
      who: Parent,
      payload: object = { reason: 'spam', details: 'selling things' },
    ) => call('POST', `/api/community/comments/${id}/report`, who, { payload });
    const openReports = async (storyId: number) =>
      (
        await t.handle.db
          .select({ n: count() })
          .from(contentReports)
          .where(
            and(
              eq(contentReports.storyId, storyId),
              isNull(contentReports.commentId),
              isNull(contentReports.resolvedAt),
            ),
          )
      )[0]!.n;

    it('takes one report per parent and thing; a second changes nothing; one’s own is 409; a story nobody else reads is 404', async () => {
      const story = await newStory(owner.id);
      expect(
        (
          await reportStory(story, reader, { reason: 'privacy', details: 'shows a real name' })
        ).json(),
      ).toEqual({ reported: true });
      expect((await reportStory(story, reader, { reason: 'spam' })).json()).toEqual({
        reported: true,
      });
      expect(await openReports(story)).toBe(1);
      const [report] = await t.handle.db
        .select()
        .from(contentReports)
        .where(eq(contentReports.storyId, story));
      expect(report).toMatchObject({
        reason: 'privacy',
        details: 'shows a real name',
        reporterId: reader.id,
      });
      expect((await storyRow(story)).reportsCount).toBe(1);
      expectRefusal(await reportStory(story, owner), 409, 'community.ownContent');
      expectRefusal(
        await reportStory(story, owner, { reason: 'spam' }),
        409,
        'community.ownContent',
      );
      for (const id of [privateStory, pendingStory, 999_999])
        expect((await reportStory(id, reader)).statusCode).toBe(404);
      expect((await reportStory(story, reader, { reason: 'rude' })).statusCode).toBe(400);
      expect(
        (
          await call('POST', `/api/community/stories/${story}/report`, undefined, {
            payload: { reason: 'spam' },
          })
        ).statusCode,
      ).toBe(401);
      expectRefusal(await reportStory(story, unverified), 403, 'account.verifyRequired');

      const commentId = (
        await call('POST', `/api/community/stories/${story}/comments`, reader, {
          payload: { body: 'Nice one' },
        })
      ).json().id as number;
      expectRefusal(await reportComment(commentId, reader), 409, 'community.ownContent');
      expect((await reportComment(commentId, owner)).json()).toEqual({ reported: true });
      expect((await reportComment(commentId, owner)).json()).toEqual({ reported: true });
      expect((await commentRow(commentId))!.reportsCount).toBe(1);
      const list = (await call('GET', `/api/community/stories/${story}/comments`, owner)).json();
      expect(list.comments[0]).toMatchObject({ id: commentId, reported: true, mine: false });
      expect((await reportComment(999_999, owner)).statusCode).toBe(404);
    });

    it(`hides a story at once when ${REPORTS_TO_HIDE} parents report it, exactly once under 10 concurrent reporters`, async () => {
      const story = await newStory(owner.id);
      await call('PUT', `/api/community/stories/${story}/like`, reader);
      const reporters = await Promise.all(Array.from({ length: 10 }, () => newParent()));
      await Promise.all(
        reporters.map((p) =>
          withCsrf(t, p.token).then((headers) => csrfCache.set(p.token, headers)),
        ),
      );
      const answers = await Promise.all(reporters.map((p) => reportStory(story, p)));
      // A reporter who comes after it was hidden no longer reads it: 404, as for anything hidden.
      const taken = answers.filter((answer) => answer.statusCode === 200).length;
      expect(
        answers.every((answer) => answer.statusCode === 200 || answer.statusCode === 404),
      ).toBe(true);
      expect(taken).toBeGreaterThanOrEqual(REPORTS_TO_HIDE);
      const row = await storyRow(story);
      expect(row).toMatchObject({
        moderation: 'hidden',
        reportsCount: taken,
        moderationReason: null,
      });
      expect(row.moderatedAt).not.toBeNull();
      expect(await openReports(story)).toBe(taken);
      // Out of the community at once: nobody else acts on it or reads its comments; its owner still does.
      expect((await call('PUT', `/api/community/stories/${story}/like`, nameless)).statusCode).toBe(
        404,
      );
      expect(
        (await call('GET', `/api/community/stories/${story}/comments`, reader)).statusCode,
      ).toBe(404);
      expect(
        (
          await call('POST', `/api/community/stories/${story}/comments`, reader, {
            payload: { body: 'Hello' },
          })
        ).statusCode,
      ).toBe(404);
      expect((await reportStory(story, nameless)).statusCode).toBe(404);
      expect(
        (await call('GET', `/api/community/stories/${story}/comments`, owner)).statusCode,
      ).toBe(200);
    });

    it(`hides a comment at once when ${REPORTS_TO_HIDE} parents report it, the story's count falling exactly once; its author still sees it`, async () => {
      const story = await newStory(owner.id);
      const author = await newParent({ displayName: 'Noisy Neighbour' });
      const kept = (
        await call('POST', `/api/community/stories/${story}/comments`, reader, {
          payload: { body: 'Beautiful' },
        })
      ).json().id as number;
      const flagged = (
        await call('POST', `/api/community/stories/${story}/comments`, author, {
          payload: { body: 'Buy my books, ask me how' },
        })
      ).json().id as number;
      expect((await storyRow(story)).commentsCount).toBe(2);
      const reporters = await Promise.all(Array.from({ length: 10 }, () => newParent()));
      await Promise.all(
        reporters.map((p) =>
          withCsrf(t, p.token).then((headers) => csrfCache.set(p.token, headers)),
        ),
      );
      const answers = await Promise.all(reporters.map((p) => reportComment(flagged, p)));
      const taken = answers.filter((answer) => answer.statusCode === 200).length;
      expect(
        answers.every((answer) => answer.statusCode === 200 || answer.statusCode === 404),
      ).toBe(true);
      expect(taken).toBeGreaterThanOrEqual(REPORTS_TO_HIDE);
      expect(await commentRow(flagged)).toMatchObject({
        moderation: 'hidden',
        reportsCount: taken,
      });
      expect((await storyRow(story)).commentsCount).toBe(1);
      const others = (await call('GET', `/api/community/stories/${story}/comments`, reader)).json();
      expect(others.comments.map((c: { id: number }) => c.id)).toEqual([kept]);
      expect(others.total).toBe(1);
      const authors = (
        await call('GET', `/api/community/stories/${story}/comments`, author)
      ).json();
      expect(
        authors.comments.map((c: { id: number; moderation: string; mine: boolean }) => [
          c.id,
          c.moderation,
          c.mine,
        ]),
      ).toEqual([
        [kept, 'visible', false],
        [flagged, 'hidden', true],
      ]);
      // Hidden: nobody else reports it any more; the author may still delete it.
      expect((await reportComment(flagged, nameless)).statusCode).toBe(404);
    });
  });

  describe('moderation', () => {
    const decide = (
      kind: 'stories' | 'comments',
      id: number,
      action: string,
      reason?: string,
      who: string | Parent = admin,
    ) =>
      call('POST', `/api/admin/moderation/${kind}/${id}`, who, {
        payload: { action, ...(reason === undefined ? {} : { reason }) },
      });

    it('lists pending and hidden stories and hidden comments with their open reports, oldest first, to admins only', async () => {
      const hidden = await newStory(owner.id, {
        moderation: 'hidden',
        moderatedAt: new Date(Date.now() - 60_000),
      });
      await t.handle.db
        .insert(contentReports)
        .values({ storyId: hidden, reporterId: reader.id, reason: 'unsafe', details: 'scary' });
      const queue = await call('GET', '/api/admin/moderation', admin);
      expect(queue.statusCode).toBe(200);
      const body = queue.json() as {
        stories: Array<{
          id: number;
          moderation: string;
          authorEmail: string;
          author: string;
          title: string;
          reports: unknown[];
        }>;
        comments: Array<{ moderation: string; reports: unknown[] }>;
      };
      const ids = body.stories.map((s) => s.id);
      expect(ids).toContain(pendingStory);
      expect(ids).toContain(hidden);
      expect(ids).not.toContain(publicStory);
      expect(body.stories.every((s) => ['pending', 'hidden'].includes(s.moderation))).toBe(true);
      const entry = body.stories.find((s) => s.id === hidden)!;
      expect(entry).toMatchObject({
        author: 'Umm Layla',
        authorEmail: expect.stringMatching(/@example\.com$/),
        title: 'The Moon Boat',
        reports: [{ reason: 'unsafe', details: 'scary', createdAt: expect.any(String) }],
      });
      expect(body.comments.length).toBeGreaterThan(0);
      expect(
        body.comments.every(
          (c) => c.moderation === 'hidden' && c.reports.length >= REPORTS_TO_HIDE,
        ),
      ).toBe(true);
      expect((await call('GET', '/api/admin/moderation', owner)).statusCode).toBe(401);
      expect((await call('GET', '/api/admin/moderation')).statusCode).toBe(401);
    });

    it('approves a pending story, restores a hidden one (resolving its reports) and refuses decisions that do not apply', async () => {
      const pending = await newStory(owner.id, { moderation: 'pending' });
      expectRefusal(
        await decide('stories', publicStory, 'approve'),
        409,
        'community.decisionNotApplicable',
      );
      expectRefusal(
        await decide('stories', publicStory, 'restore', '', admin),
        409,
        'community.decisionNotApplicable',
      );
      expect((await decide('stories', 999_999, 'approve')).statusCode).toBe(404);
      expect((await decide('stories', pending, 'approve', undefined, owner)).statusCode).toBe(401);
      expect((await decide('stories', pending, 'publish')).statusCode).toBe(400);
      const approved = await decide('stories', pending, 'approve');
      expect(approved.json()).toEqual({
        id: pending,
        moderation: 'visible',
        moderationReason: null,
      });
      expect((await call('PUT', `/api/community/stories/${pending}/like`, reader)).statusCode).toBe(
        200,
      );

      const story = await newStory(owner.id);
      const reporters = await Promise.all(
        Array.from({ length: REPORTS_TO_HIDE }, () => newParent()),
      );
      for (const p of reporters)
        await call('POST', `/api/community/stories/${story}/report`, p, {
          payload: { reason: 'other' },
        });
      expect((await storyRow(story)).moderation).toBe('hidden');
      expectRefusal(
        await decide('stories', story, 'approve'),
        409,
        'community.decisionNotApplicable',
      );
      expect((await decide('stories', story, 'restore', 'Checked: a gentle story')).json()).toEqual(
        { id: story, moderation: 'visible', moderationReason: 'Checked: a gentle story' },
      );
      expect(await storyRow(story)).toMatchObject({ moderation: 'visible', reportsCount: 0 });
      const open = await t.handle.db
        .select()
        .from(contentReports)
        .where(and(eq(contentReports.storyId, story), isNull(contentReports.resolvedAt)));
      expect(open).toEqual([]);
      expect(
        (await call('GET', '/api/admin/moderation', admin))
          .json()
          .stories.map((s: { id: number }) => s.id),
      ).not.toContain(story);
      // The same parents cannot hide it again (one report each); three others can.
      for (const p of reporters)
        await call('POST', `/api/community/stories/${story}/report`, p, {
          payload: { reason: 'other' },
        });
      expect((await storyRow(story)).moderation).toBe('visible');
    });

    it('removes a story with a reason its author reads; it is published no more', async () => {
      const story = await newStory(owner.id, { featuredAt: new Date() });
      const landing = async () =>
        (await call('GET', '/api/landing-data')).json() as {
          featuredStories: Array<{ id: number }>;
        };
      expect((await landing()).featuredStories.map((card) => card.id)).toContain(story);
      const removed = await decide('stories', story, 'remove', 'It shows a real address.');
      // The home page's answer, kept a minute, is dropped at once.
      expect((await landing()).featuredStories.map((card) => card.id)).not.toContain(story);
      expect(removed.json()).toEqual({
        id: story,
        moderation: 'removed',
        moderationReason: 'It shows a real address.',
      });
      const row = await storyRow(story);
      expect(row).toMatchObject({
        moderation: 'removed',
        moderationReason: 'It shows a real address.',
        publishedAt: null,
        featuredAt: null,
      });
      expect(row.moderatedAt).not.toBeNull();
      expectRefusal(
        await decide('stories', story, 'remove'),
        409,
        'community.decisionNotApplicable',
      );
      expectRefusal(
        await decide('stories', story, 'restore'),
        409,
        'community.decisionNotApplicable',
      );
      // Others no longer read it; its owner still does.
      expect((await call('GET', `/api/stories/${story}`, reader)).statusCode).toBe(404);
      expect((await call('GET', `/api/stories/${story}`, owner)).statusCode).toBe(200);
      expect((await call('PUT', `/api/community/stories/${story}/save`, reader)).statusCode).toBe(
        404,
      );
    });

    it('removes and restores comments, the author reading the reason, the story’s count following', async () => {
      const story = await newStory(owner.id);
      const author = await newParent({ displayName: 'Sami' });
      const id = (
        await call('POST', `/api/community/stories/${story}/comments`, author, {
          payload: { body: 'A story about my own kids' },
        })
      ).json().id as number;
      expectRefusal(
        await decide('comments', id, 'approve'),
        409,
        'community.decisionNotApplicable',
      );
      expectRefusal(
        await decide('comments', id, 'restore'),
        409,
        'community.decisionNotApplicable',
      );
      expect((await decide('comments', 999_999, 'remove')).statusCode).toBe(404);
      expect((await decide('comments', id, 'remove', 'Off topic', author)).statusCode).toBe(401);
      expect((await decide('comments', id, 'remove', 'Off topic')).json()).toEqual({
        id,
        moderation: 'removed',
        moderationReason: 'Off topic',
      });
      expect((await storyRow(story)).commentsCount).toBe(0);
      const authors = (
        await call('GET', `/api/community/stories/${story}/comments`, author)
      ).json();
      expect(authors.comments).toEqual([
        expect.objectContaining({
          id,
          moderation: 'removed',
          moderationReason: 'Off topic',
          mine: true,
        }),
      ]);
      expect(
        (await call('GET', `/api/community/stories/${story}/comments`, reader)).json().comments,
      ).toEqual([]);
      expectRefusal(
        await decide('comments', id, 'restore'),
        409,
        'community.decisionNotApplicable',
      );

      const second = (
        await call('POST', `/api/community/stories/${story}/comments`, author, {
          payload: { body: 'Lovely drawings' },
        })
      ).json().id as number;
      const reporters = await Promise.all(
        Array.from({ length: REPORTS_TO_HIDE }, () => newParent()),
      );
      for (const p of reporters)
        await call('POST', `/api/community/comments/${second}/report`, p, {
          payload: { reason: 'spam' },
        });
      expect(await commentRow(second)).toMatchObject({ moderation: 'hidden' });
      expect((await storyRow(story)).commentsCount).toBe(0);
      expect((await decide('comments', second, 'restore')).json()).toMatchObject({
        moderation: 'visible',
      });
      expect(await commentRow(second)).toMatchObject({ moderation: 'visible', reportsCount: 0 });
      expect((await storyRow(story)).commentsCount).toBe(1);
      const open = await t.handle.db
        .select()
        .from(contentReports)
        .where(and(eq(contentReports.commentId, second), isNull(contentReports.resolvedAt)));
      expect(open).toEqual([]);
    });
  });

  describe('throttles', () => {
    it('answers 429 with the seconds to wait past each action’s allowance', async () => {
      const story = await newStory(owner.id);
      const busy = await newParent();
      const cases: Array<[string, Method, number, object | undefined]> = [
        [`/api/community/stories/${story}/like`, 'PUT', 120, undefined],
        [`/api/community/stories/${story}/save`, 'PUT', 120, undefined],
        [`/api/community/stories/${story}/comments`, 'POST', 20, { body: 'Thank you!' }],
        [`/api/community/stories/${story}/report`, 'POST', 10, { reason: 'other' }],
      ];
      for (const [url, method, limit, payload] of cases) {
        for (let i = 0; i < limit; i += 1)
          expect(
            (await call(method, url, busy, payload ? { payload } : {})).statusCode,
          ).toBeLessThan(300);
        const refused = await call(method, url, busy, payload ? { payload } : {});
        expect(refused.statusCode, url).toBe(429);
        expect(refused.json()).toMatchObject({
          code: 'RATE_LIMITED',
          retryAfter: expect.any(Number),
        });
      }
      expect((await storyRow(story)).commentsCount).toBe(20);
    }, 60_000);
  });
});
