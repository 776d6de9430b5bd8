import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  communityAllowance,
  communityList,
  communityQuery,
  communityStats,
  errorResponse,
} from '@qamar/shared';
import { communityAllowance as allowanceOf } from '../../accounts/community-allowance.ts';
import { stories } from '../../db/schema.ts';
import { publicGrant } from '../../media/media-grants.ts';
import { storyViewsSql } from '../../story-views/story-community.ts';
import { publicStories } from '../../story-views/story-visibility.ts';
import { communityStories, savedStories } from './library.repository.ts';
import testimonialsRoutes from './testimonials.routes.ts';

const savedQuery = communityQuery.pick({ page: true, pageSize: true });

/**
 * The community's reading side: the library and forum of public stories (signed-in parents and
 * admins), a parent's saved stories, Starter's weekly allowance and the parent's own figures;
 * testimonials for the home page.
 */
const communityRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(testimonialsRoutes);
  const refused = { 400: errorResponse, 401: errorResponse };

  app.get(
    '/api/community/stories',
    {
      preHandler: app.requireUserOrAdmin,
      schema: { querystring: communityQuery, response: { 200: communityList, ...refused } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-cache');
      return communityStories(
        app.db,
        request.query,
        request,
        request.language,
        app.mediaUrls(publicGrant),
      );
    },
  );

  app.get(
    '/api/community/saved',
    {
      preHandler: app.requireUser,
      schema: { querystring: savedQuery, response: { 200: communityList, ...refused } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-cache');
      return savedStories(
        app.db,
        request.user!.id,
        request.query,
        request.language,
        app.mediaUrls(publicGrant),
        request,
      );
    },
  );

  app.get(
    '/api/community/allowance',
    {
      preHandler: app.requireUser,
      schema: { response: { 200: communityAllowance, 401: errorResponse } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return allowanceOf(app.db, request.user!, app.now());
    },
  );

  /** The parent's own stories as the community sees them: views (links, library and forum), likes, comments, how many are public. */
  app.get(
    '/api/community/my-stats',
    {
      preHandler: app.requireUser,
      schema: { response: { 200: communityStats, 401: errorResponse } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const [row] = await app.db
        .select({
          views: sql<number>`coalesce(sum(${storyViewsSql}), 0)::int`,
          likes: sql<number>`coalesce(sum(${stories.likesCount}), 0)::int`,
          comments: sql<number>`coalesce(sum(${stories.commentsCount}), 0)::int`,
          published: sql<number>`(count(*) filter (where ${publicStories}))::int`,
        })
        .from(stories)
        .where(eq(stories.userId, request.user!.id));
      return {
        views: Number(row?.views ?? 0),
        likes: Number(row?.likes ?? 0),
        comments: Number(row?.comments ?? 0),
        published: Number(row?.published ?? 0),
      };
    },
  );
};

export default communityRoutes;
