import { and, count, desc, isNotNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponse,
  featuredStories,
  landingData,
  storyList,
  storyListQuery,
  type Language,
  type StoryList,
} from '@qamar/shared';
import { stories } from '../../db/schema.ts';
import { publicGrant } from '../../media/media-grants.ts';
import { toStoryCards } from '../../story-views/story-cards.ts';
import { landingTestimonials } from '../../story-views/landing-testimonials.ts';
import { publicStories, type LandingCache } from '../../story-views/story-visibility.ts';
import featuringRoutes from './featuring.routes.ts';
import publishingRoutes from './publishing.routes.ts';

const FEATURED_MAX = 12;
const LANDING_CARDS = 3;

/**
 * The public side of stories (docs/product/roles-and-plans.md: featured, public and landing data need no sign-in),
 * with publishing by owners (publishing.routes.ts) and featuring by admins (featuring.routes.ts)
 * registered beside it (docs/product/stories-and-engines.md, docs/product/screens.md).
 */
const libraryRoutes: FastifyPluginAsyncZod<{ landingCache: LandingCache }> = async (
  app,
  { landingCache },
) => {
  const featured = async (limit: number, language: Language) => {
    const rows = await app.db
      .select()
      .from(stories)
      .where(and(publicStories, isNotNull(stories.featuredAt)))
      .orderBy(desc(stories.featuredAt), desc(stories.id))
      .limit(limit);
    return toStoryCards(app.db, rows, language, app.mediaUrls(publicGrant), true);
  };

  /** Newest first by the time they became public (published or featured, whichever is later). */
  const publicPage = async (
    page: number,
    pageSize: number,
    language: Language,
  ): Promise<StoryList> => {
    const [rows, [total]] = await Promise.all([
      app.db
        .select()
        .from(stories)
        .where(publicStories)
        .orderBy(
          desc(sql`greatest(${stories.publishedAt}, ${stories.featuredAt})`),
          desc(stories.id),
        )
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      app.db.select({ n: count() }).from(stories).where(publicStories),
    ]);
    return {
      stories: await toStoryCards(app.db, rows, language, app.mediaUrls(publicGrant), true),
      total: total?.n ?? 0,
      page,
      pageSize,
    };
  };

  app.get(
    '/api/stories/featured',
    { schema: { response: { 200: featuredStories } } },
    async (request) => ({ stories: await featured(FEATURED_MAX, request.language) }),
  );

  app.get(
    '/api/stories/public',
    { schema: { querystring: storyListQuery, response: { 200: storyList, 400: errorResponse } } },
    async (request) => publicPage(request.query.page, request.query.pageSize, request.language),
  );

  /** Every visitor of the home page asks for this: the same answer for a minute, per language. */
  app.get(
    '/api/landing-data',
    { schema: { response: { 200: landingData } } },
    async (request, reply) => {
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
    },
  );

  await app.register(publishingRoutes, { landingCache });
  await app.register(featuringRoutes, { landingCache });
};

export default libraryRoutes;
