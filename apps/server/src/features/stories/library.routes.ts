import { and, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse, featuredStories, idParams, landingData, storyList, storyListQuery, storyVisibility, type Language, type StoryList } from '@qamar/shared';
import { stories } from '../../db/schema.ts';
import { AppError, notFound } from '../../errors/app-error.ts';
import { publicGrant } from '../../media/media-grants.ts';
import { toStoryCards } from '../../story-views/story-cards.ts';
import { withPublicTitles } from '../../story-views/story.mappers.ts';
import { landingTestimonials } from '../../story-views/landing-testimonials.ts';
import { publicStories, visibilityOf, type LandingCache } from '../../story-views/story-visibility.ts';

const FEATURED_MAX = 12;
const LANDING_CARDS = 3;

/**
 * The public side of stories (SPEC.md 6: featured, public and landing data need no sign-in),
 * publishing by owners and featuring by admins (DECISIONS.md 2 and 4).
 */
const libraryRoutes: FastifyPluginAsyncZod<{ landingCache: LandingCache }> = async (app, { landingCache }) => {
  const featured = async (limit: number, language: Language) => {
    const rows = await app.db
      .select()
      .from(stories)
      .where(and(publicStories, isNotNull(stories.featuredAt)))
      .orderBy(desc(stories.featuredAt), desc(stories.id))
      .limit(limit);
    return toStoryCards(app.db, rows.map(withPublicTitles), language, app.mediaUrls(publicGrant));
  };

  /** Newest first by the time they became public (published or featured, whichever is later). */
  const publicPage = async (page: number, pageSize: number, language: Language): Promise<StoryList> => {
    const [rows, [total]] = await Promise.all([
      app.db
        .select()
        .from(stories)
        .where(publicStories)
        .orderBy(desc(sql`greatest(${stories.publishedAt}, ${stories.featuredAt})`), desc(stories.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      app.db.select({ n: count() }).from(stories).where(publicStories),
    ]);
    return { stories: await toStoryCards(app.db, rows.map(withPublicTitles), language, app.mediaUrls(publicGrant)), total: total?.n ?? 0, page, pageSize };
  };

  app.get('/api/stories/featured', { schema: { response: { 200: featuredStories } } }, async (request) => ({ stories: await featured(FEATURED_MAX, request.language) }));

  app.get('/api/stories/public', { schema: { querystring: storyListQuery, response: { 200: storyList, 400: errorResponse } } }, async (request) =>
    publicPage(request.query.page, request.query.pageSize, request.language),
  );

  /** Every visitor of the home page asks for this: the same answer for a minute, per language. */
  app.get('/api/landing-data', { schema: { response: { 200: landingData } } }, async (request, reply) => {
    const data = await landingCache.get(request.language, async () => {
      const [featuredCards, publicList, testimonials] = await Promise.all([
        featured(LANDING_CARDS, request.language),
        publicPage(1, LANDING_CARDS, request.language),
        landingTestimonials(app.db, request.language),
      ]);
      return { featuredStories: featuredCards, publicStories: publicList, testimonials };
    });
    reply.header('cache-control', 'public, max-age=60').header('vary', 'Accept-Language');
    return data;
  });

  const errors = { 401: errorResponse, 404: errorResponse, 409: errorResponse };
  const byId = async (id: number) => (await app.db.select().from(stories).where(eq(stories.id, id)))[0];

  /** Publishing to the library and forum: the owner's complete stories only; anything not theirs is 404. */
  app.post('/api/stories/:id/publish', { preHandler: app.requireUser, schema: { params: idParams, response: { 200: storyVisibility, ...errors } } }, async (request) => {
    const mine = and(eq(stories.id, request.params.id), eq(stories.userId, request.user!.id));
    const [row] = await app.db
      .update(stories)
      .set({ publishedAt: sql`coalesce(${stories.publishedAt}, ${app.now().toISOString()}::timestamptz)` })
      .where(and(mine, eq(stories.status, 'complete')))
      .returning({ id: stories.id, publishedAt: stories.publishedAt, featuredAt: stories.featuredAt });
    if (!row) {
      const story = await byId(request.params.id);
      if (!story || story.userId !== request.user!.id) throw notFound();
      throw new AppError(409, 'BAD_REQUEST', 'story.publishNotReady');
    }
    landingCache.clear();
    return visibilityOf(row);
  });

  /** Withdrawing takes the story out of every public place, the home page included: it is the owner's to keep private. */
  app.delete('/api/stories/:id/publish', { preHandler: app.requireUser, schema: { params: idParams, response: { 200: storyVisibility, ...errors } } }, async (request) => {
    const [row] = await app.db
      .update(stories)
      .set({ publishedAt: null, featuredAt: null })
      .where(and(eq(stories.id, request.params.id), eq(stories.userId, request.user!.id)))
      .returning({ id: stories.id, publishedAt: stories.publishedAt, featuredAt: stories.featuredAt });
    if (!row) throw notFound();
    landingCache.clear();
    return visibilityOf(row);
  });

  /**
   * Admins choose the stories of the home page (and the library's featured shelf) among the ones
   * their families published: featuring never makes a private story public (ADR 006).
   */
  app.post('/api/admin/stories/:id/feature', { preHandler: app.requireAdmin, schema: { params: idParams, response: { 200: storyVisibility, ...errors } } }, async (request) => {
    const [row] = await app.db
      .update(stories)
      .set({ featuredAt: sql`coalesce(${stories.featuredAt}, ${app.now().toISOString()}::timestamptz)` })
      .where(and(eq(stories.id, request.params.id), eq(stories.status, 'complete'), isNotNull(stories.publishedAt)))
      .returning({ id: stories.id, publishedAt: stories.publishedAt, featuredAt: stories.featuredAt });
    if (!row) {
      if (!(await byId(request.params.id))) throw notFound();
      throw new AppError(409, 'BAD_REQUEST', 'story.featureNotReady');
    }
    request.log.info({ admin: request.admin?.id, story: row.id }, 'story featured');
    landingCache.clear();
    return visibilityOf(row);
  });

  app.delete('/api/admin/stories/:id/feature', { preHandler: app.requireAdmin, schema: { params: idParams, response: { 200: storyVisibility, ...errors } } }, async (request) => {
    const [row] = await app.db
      .update(stories)
      .set({ featuredAt: null })
      .where(eq(stories.id, request.params.id))
      .returning({ id: stories.id, publishedAt: stories.publishedAt, featuredAt: stories.featuredAt });
    if (!row) throw notFound();
    request.log.info({ admin: request.admin?.id, story: row.id }, 'story unfeatured');
    landingCache.clear();
    return visibilityOf(row);
  });
};

export default libraryRoutes;
