import { createHmac, randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponse,
  idParams,
  shareLinkResponse,
  sharedStoryResponse,
  sharedStoryQueryKey,
  shareTokenParams,
  shareTokenPattern,
  translateMessage,
  type AgeGroup,
  type Dialect,
  type Language,
  type SharedStoryResponse,
} from '@qamar/shared';
import { planOf } from '../../accounts/quota.ts';
import { sqlLiteral } from '../../db/client.ts';
import { stories, storyPages, storyShares } from '../../db/schema.ts';
import { AppError, notFound } from '../../errors/app-error.ts';
import { mediaExpiry } from '../../media/media-grants.ts';
import { isLinkPreviewRobot } from '../../plugins/app/page-head.ts';
import { linkStoryNotRemoved, shareGrant } from './story-media.ts';
import { toStoryPage } from '../../story-views/story.mappers.ts';

/** 192 random bits, URL-safe. */
const newToken = () => randomBytes(24).toString('base64url');

const shareRoutes: FastifyPluginAsyncZod = async (app) => {
  // The viewer's hot path: one statement per load, sent straight to the driver. A link is open while
  // views remain (links exist only for complete stories, and those stay complete) and its story was
  // not removed by an admin (one look-up of the story by its key).
  type View = { id: number; storyId: number; viewCount: number; maxViews: number };
  const viewFields =
    'id, story_id as "storyId", view_count as "viewCount", max_views as "maxViews"';
  // Asynchronous commit: a crash may forget the last moment's views, which only gives a link a few
  // more; the limit itself is checked and counted by this one statement under the row's lock.
  const countView = (token: string) =>
    app.database.relaxedWrite<View>(
      `update story_shares set view_count = view_count + 1 where token = ${sqlLiteral(token)} and view_count < max_views and ${linkStoryNotRemoved} returning ${viewFields}`,
    );
  const peekView = (token: string) =>
    app.database.query<View>(
      `select ${viewFields} from story_shares where token = $1 and view_count < max_views and ${linkStoryNotRemoved}`,
      [token],
    );

  /**
   * A visitor counts once a day per link: the links a browser has counted today travel in a
   * first-party cookie (no address or agent is stored anywhere). A visitor who clears it counts
   * again, which only spends a view; the limit itself stays exact.
   */
  const SEEN_COOKIE = 'qamar_seen';
  const dayOf = (now: Date) => now.toISOString().slice(0, 10).replaceAll('-', '');
  // Signed, so a made-up cookie cannot read a link without spending its views.
  const seal = (value: string) =>
    createHmac('sha256', app.secret).update(`share-seen:${value}`).digest('base64url').slice(0, 22);
  const seenToday = (cookie: string | undefined, day: string): string[] => {
    const [when, tags, signature] = (cookie ?? '').split(':');
    if (when !== day || !tags || signature !== seal(`${when}:${tags}`)) return [];
    return tags.split('.');
  };
  const seenCookie = (day: string, tags: string[]) => {
    const value = `${day}:${tags.slice(-40).join('.')}`;
    return `${value}:${seal(value)}`;
  };
  /** A link's mark in the cookie: from its token, so a rotated link is a new one. */
  const linkTag = (token: string) =>
    createHmac('sha256', app.secret).update(`share-link:${token}`).digest('base64url').slice(0, 10);
  const shareOwner = async (storyId: number) =>
    (
      await app.db.select({ userId: stories.userId }).from(stories).where(eq(stories.id, storyId))
    )[0]?.userId;

  /**
   * A shared story is complete and no longer changes, and every visitor of a link gets the same
   * pages: its JSON is kept as the UTF-8 bytes that end every answer (`,"story":…,"pages":[…]}`),
   * so a view costs one statement and one copy. The pages' media addresses are signed for the link
   * and expire with the hour (docs/decisions/012), so the bytes are kept per story, language, link
   * and expiry (the most recent 200). `head` is the same without the pages: what a load that
   * counts no view gets.
   */
  interface SharedStory {
    full: Buffer;
    head: Buffer;
  }
  const storyCache = new Map<string, SharedStory>();
  const sharedStory = async (
    view: View,
    token: string,
    language: Language,
  ): Promise<SharedStory | undefined> => {
    const expiresAt = mediaExpiry(app.now());
    const key = `${view.storyId}:${language}:${view.id}:${token}:${expiresAt}`;
    const cached = storyCache.get(key);
    if (cached) return cached;
    const [story] = await app.db.select().from(stories).where(eq(stories.id, view.storyId));
    if (!story) return undefined;
    const pages = await app.db
      .select()
      .from(storyPages)
      .where(eq(storyPages.storyId, story.id))
      .orderBy(asc(storyPages.index));
    const url = app.mediaUrls(shareGrant(view.id, token), expiresAt);
    const part = sharedStoryResponse.omit({ shareInfo: true }).parse({
      story: {
        id: story.id,
        ageGroup: story.ageGroup as AgeGroup,
        dialect: story.dialect as Dialect,
        title:
          language === 'ar'
            ? (story.titleAr ?? story.titleEn ?? story.title)
            : (story.titleEn ?? story.title),
        titleEn: story.titleEn,
        titleAr: story.titleAr,
        titleDialect: story.titleDialect,
        moralEn: story.moralEn,
        moralAr: story.moralAr,
      },
      pages: pages.map((page) => toStoryPage(page, url)),
    });
    const tail = (value: object) => Buffer.from(`,${JSON.stringify(value).slice(1)}`);
    const entry = { full: tail(part), head: tail({ story: part.story, pages: [] }) };
    if (storyCache.size >= 200) storyCache.delete(storyCache.keys().next().value as string);
    storyCache.set(key, entry);
    return entry;
  };

  /** The caller's own complete story, or 404 (409 while it is still being made). */
  const ownStory = async (id: number, userId: number) => {
    const [story] = await app.db
      .select()
      .from(stories)
      .where(and(eq(stories.id, id), eq(stories.userId, userId)));
    if (!story) throw notFound();
    return story;
  };

  const linkOf = async (storyId: number) => {
    const [row] = await app.db.select().from(storyShares).where(eq(storyShares.storyId, storyId));
    return row
      ? {
          token: row.token,
          path: `/share/${row.token}`,
          viewCount: row.viewCount,
          maxViews: row.maxViews,
          createdAt: row.createdAt.toISOString(),
        }
      : null;
  };

  // Link previews (chat apps, social sites) run no script: the shared page's HTML carries the
  // story's title and first picture, and the viewer's first screen. Reading it counts no view.
  app.pageHeads.push(async (pathname, language) => {
    const token = /^\/(?:ar\/)?share\/([^/]+)$/.exec(pathname)?.[1];
    if (!token || !shareTokenPattern.test(token)) return null;
    const [row] = await peekView(token);
    const shared = row && (await sharedStory(row, token, language));
    if (!row || !shared) return null;
    const { story, pages } = JSON.parse(`{"shareInfo":null${shared.full.toString()}`) as Pick<
      SharedStoryResponse,
      'story' | 'pages'
    >;
    // The viewer's first screen, down to the first picture (never the text), as the load that counts
    // this view will most likely see it; the page then fetches the story, counting the view.
    const firstScreen: SharedStoryResponse = {
      shareInfo: { isAuthenticated: false, viewCount: row.viewCount + 1, maxViews: row.maxViews },
      story,
      pages,
    };
    const picture = pages[0]?.imageMedium;
    const fullPicture = pages[0]?.imageUrl;
    return {
      title: story.title,
      description: translateMessage('share.previewDescription', language),
      // Indexable like any page (docs/decisions/006): robots.txt keeps crawlers out of /api/, so
      // what a search engine can see is this title and picture, never the story's text.
      ...(picture ? { image: new URL(picture, app.config.publicUrl).href } : {}),
      ...(fullPicture ? { preloadImage: fullPicture } : {}),
      // The web app leaves it out for link previews and HEAD requests (plugins/app/web-app.ts).
      firstScreen: [{ key: sharedStoryQueryKey(token), data: firstScreen }],
    };
  });

  const owner = { preHandler: app.requireUser };
  const errors = { 401: errorResponse, 404: errorResponse, 409: errorResponse };

  app.get(
    '/api/stories/:id/share',
    { ...owner, schema: { params: idParams, response: { 200: shareLinkResponse, ...errors } } },
    async (request) => {
      await ownStory(request.params.id, request.user!.id);
      return { share: await linkOf(request.params.id) };
    },
  );

  /** Creates the link, or answers the one that exists (creating twice makes one link). */
  app.post(
    '/api/stories/:id/share',
    { ...owner, schema: { params: idParams, response: { 200: shareLinkResponse, ...errors } } },
    async (request) => {
      const story = await ownStory(request.params.id, request.user!.id);
      if (story.status !== 'complete') throw new AppError('NOT_APPLICABLE', 'share.notReady');
      const maxViews = planOf(request.user!).shareMaxViews;
      await app.db
        .insert(storyShares)
        .values({ storyId: story.id, token: newToken(), maxViews })
        .onConflictDoNothing({ target: storyShares.storyId });
      return { share: await linkOf(story.id) };
    },
  );

  /** A new token: the old link stops working and the count starts again. */
  app.post(
    '/api/stories/:id/share/rotate',
    { ...owner, schema: { params: idParams, response: { 200: shareLinkResponse, ...errors } } },
    async (request) => {
      await ownStory(request.params.id, request.user!.id);
      const [row] = await app.db
        .update(storyShares)
        .set({ token: newToken(), viewCount: 0, createdAt: app.now() })
        .where(eq(storyShares.storyId, request.params.id))
        .returning();
      if (!row) throw notFound();
      return { share: await linkOf(request.params.id) };
    },
  );

  app.delete(
    '/api/stories/:id/share',
    { ...owner, schema: { params: idParams, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await ownStory(request.params.id, request.user!.id);
      const [row] = await app.db
        .delete(storyShares)
        .where(eq(storyShares.storyId, request.params.id))
        .returning({ id: storyShares.id });
      if (!row) throw notFound();
      return reply.status(204).send(null);
    },
  );

  /**
   * The shared viewer's one call. A visitor's first load of the day counts one view, in one
   * statement that also checks the limit, so parallel loads never pass it; the owner's and an
   * admin's loads count none. HEAD requests and link previews count
   * nothing, so they get the story's title and no pages (the page's text is given only to a load
   * that counts). Unknown, revoked and used-up links answer the same 404.
   */
  app.get(
    '/api/share/:shareToken',
    // 200 is `sharedStoryResponse`: its story part is parsed with that schema when cached (above).
    {
      preHandler: app.optionalUserOrAdmin,
      schema: { params: shareTokenParams, response: { 404: errorResponse } },
    },
    async (request, reply) => {
      const reader = request.method === 'GET' && !isLinkPreviewRobot(request.headers['user-agent']);
      const token = request.params.shareToken;
      const day = dayOf(app.now());
      const seen = seenToday(request.cookies[SEEN_COOKIE], day);
      // The owner and admins read without spending views; so does a visitor already counted today.
      // Everyone else's load counts in the one statement that also checks the limit.
      let [view] =
        reader && !request.user && !request.admin && seen.length === 0
          ? await countView(token)
          : await peekView(token);
      if (!view) throw notFound();
      const tag = linkTag(token);
      let counts = reader && !request.admin && !seen.includes(tag);
      if (counts && request.user && (await shareOwner(view.storyId)) === request.user.id)
        counts = false;
      if (counts && (request.user || seen.length > 0)) {
        [view] = await countView(token);
        if (!view) throw notFound();
      }
      if (counts) {
        const tomorrow =
          new Date(`${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6)}T00:00:00Z`).getTime() +
          86_400_000;
        void reply.setCookie(SEEN_COOKIE, seenCookie(day, [...seen, tag]), {
          path: '/api/share',
          httpOnly: true,
          sameSite: 'lax',
          secure: app.config.secureCookies,
          maxAge: Math.max(60, Math.floor((tomorrow - app.now().getTime()) / 1000)),
        });
      }
      const shared = await sharedStory(view, token, request.language);
      if (!shared) throw notFound();
      const shareInfo = {
        isAuthenticated: Boolean(request.user || request.admin),
        viewCount: view.viewCount,
        maxViews: view.maxViews,
      };
      // The story part was checked against the response schema when it was cached; only the
      // counts are new, so the body is put together from bytes instead of serialising pages again.
      return reply
        .header('cache-control', 'private, no-store')
        .type('application/json; charset=utf-8')
        .send(
          Buffer.concat([
            Buffer.from(`{"shareInfo":${JSON.stringify(shareInfo)}`),
            reader ? shared.full : shared.head,
          ]) as never,
        );
    },
  );
};

export default shareRoutes;
