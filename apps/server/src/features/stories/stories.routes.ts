import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createStoryRequest,
  createStoryResponse,
  errorResponse,
  idParams,
  communityLimitResponse,
  storyWithCommunity,
  storyLimitResponse,
  storyLimits,
  storyList,
  storyListQuery,
  storyStatusResponse,
  type ReadingMode,
} from '@qamar/shared';
import {
  childProfiles,
  stories,
  storyChildren,
  storyPages,
  type StoryRow,
} from '../../db/schema.ts';
import { AppError, notFound } from '../../errors/app-error.ts';
import { ownerGrant, publicGrant } from '../../media/media-grants.ts';
import { createStory } from './create-story.ts';
import { startStory } from './start-story.ts';
import adminStoriesRoutes from './admin-stories.routes.ts';
import libraryRoutes from './library.routes.ts';
import pdfRoutes from './pdf.routes.ts';
import { registerStoryMediaGrants } from './story-media.ts';
import { storyStatus } from './story-status.ts';
import { storyMediaPrefix } from './story-steps.ts';
import { toStoryCards } from '../../story-views/story-cards.ts';
import { isPublicStory } from '../../story-views/story-visibility.ts';
import { toStory } from '../../story-views/story.mappers.ts';
import { readStoryCommunity } from '../../story-views/story-community.ts';

const errors = {
  400: errorResponse,
  401: errorResponse,
  404: errorResponse,
  422: errorResponse,
  429: errorResponse,
};

const storiesRoutes: FastifyPluginAsyncZod = async (app) => {
  registerStoryMediaGrants(app);
  await app.register(pdfRoutes);
  const { landingCache } = app;
  await app.register(libraryRoutes, { landingCache });
  await app.register(adminStoriesRoutes);
  const findStory = async (id: number): Promise<StoryRow | undefined> =>
    (await app.db.select().from(stories).where(eq(stories.id, id)))[0];

  app.post(
    '/api/stories',
    {
      preHandler: app.requireUserOrAdmin,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      bodyLimit: storyLimits.requestBytesMax,
      schema: {
        body: createStoryRequest,
        response: {
          201: createStoryResponse,
          403: z.union([storyLimitResponse, errorResponse]),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const owner = request.admin
        ? ({ kind: 'admin', adminId: request.admin.id } as const)
        : ({ kind: 'user', user: request.user! } as const);
      const id = await createStory(app, owner, request.body, request.language);
      return reply.status(201).send({ id });
    },
  );

  // Public by numeric id: it reveals only status, progress and queue; the titles, which
  // hold the children's names, only to the owner and admins.
  app.get(
    '/api/stories/:id/status',
    {
      preHandler: app.optionalUserOrAdmin,
      schema: { params: idParams, response: { 200: storyStatusResponse, 404: errorResponse } },
    },
    async (request, reply) => {
      const story = await findStory(request.params.id);
      if (!story) throw notFound();
      reply.header('cache-control', 'no-store');
      const mayRead = Boolean(request.admin || (request.user && story.userId === request.user.id));
      return storyStatus(app, story, request.language, { titles: mayRead });
    },
  );

  /**
   * The owner and admins read any story; anyone reads a public story (complete, published or
   * featured, visible to the community: docs/community.md). Everything else answers 404, so ids reveal
   * nothing. A signed-in parent opening another parent's story spends the plan week's allowance
   * (403 past it) and everyone gets the story's community side.
   */
  /** How the story's hero child reads (the first child it was made with), for the owner's reader. */
  const heroReading = async (story: StoryRow) => {
    const heroId = (story.request as { childIds?: number[] }).childIds?.[0];
    if (!heroId || !story.userId) return null;
    const [child] = await app.db
      .select({ reading: childProfiles.reading })
      .from(childProfiles)
      .where(and(eq(childProfiles.id, heroId), eq(childProfiles.userId, story.userId)));
    return child ? (child.reading as { mode: ReadingMode; vowelMarks: boolean }) : null;
  };

  app.get(
    '/api/stories/:id',
    {
      preHandler: app.optionalUserOrAdmin,
      schema: {
        params: idParams,
        response: { 200: storyWithCommunity, 403: communityLimitResponse, 404: errorResponse },
      },
    },
    async (request, reply) => {
      const story = await findStory(request.params.id);
      const isOwner = Boolean(story && request.user && story.userId === request.user.id);
      if (!story || (!isOwner && !request.admin && !isPublicStory(story))) throw notFound();
      const community = await readStoryCommunity(app, story, request, request.language);
      if ('limit' in community) return reply.status(403).send(community.limit);
      const pages = await app.db
        .select()
        .from(storyPages)
        .where(eq(storyPages.storyId, story.id))
        .orderBy(asc(storyPages.index));
      reply.header('cache-control', 'private, no-cache');
      // Its media addresses hold while the reader's right does: the story's life for its owner and
      // admins, its publication for everyone else, who read its public copy (hidden names swapped).
      const privateCopy = Boolean(isOwner || request.admin);
      return {
        ...toStory(
          story,
          pages,
          isOwner,
          request.language,
          app.mediaUrls(privateCopy ? ownerGrant : publicGrant),
          !privateCopy,
        ),
        community: community.community,
        reading: isOwner ? await heroReading(story) : null,
      };
    },
  );

  app.get(
    '/api/stories',
    {
      preHandler: app.requireUser,
      schema: {
        querystring: storyListQuery,
        response: { 200: storyList, 401: errorResponse, 400: errorResponse },
      },
    },
    async (request) => {
      const { page, pageSize, childId } = request.query;
      const own = eq(stories.userId, request.user!.id);
      // By child: the stories made with one of the parent's children (another parent's child has none of theirs).
      const mine = childId
        ? and(
            own,
            inArray(
              stories.id,
              app.db
                .select({ id: storyChildren.storyId })
                .from(storyChildren)
                .where(eq(storyChildren.childId, childId)),
            ),
          )
        : own;
      const [rows, [total]] = await Promise.all([
        app.db
          .select()
          .from(stories)
          .where(mine)
          .orderBy(desc(stories.createdAt), desc(stories.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        app.db.select({ n: count() }).from(stories).where(mine),
      ]);
      return {
        stories: await toStoryCards(app.db, rows, request.language, app.mediaUrls(ownerGrant)),
        total: total?.n ?? 0,
        page,
        pageSize,
      };
    },
  );

  app.delete(
    '/api/stories/:id',
    {
      preHandler: app.requireUser,
      schema: { params: idParams, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      const [row] = await app.db
        .delete(stories)
        .where(and(eq(stories.id, request.params.id), eq(stories.userId, request.user!.id)))
        .returning({ id: stories.id });
      if (!row) throw notFound();
      landingCache.clear();
      // Steps still queued for it find no story and do nothing.
      await app.media.removePrefix(storyMediaPrefix(row.id));
      return reply.status(204).send(null);
    },
  );

  /** A story that stopped with an error starts again where it stopped (finished steps are kept), as a new attempt. */
  app.post(
    '/api/stories/:id/retry',
    {
      preHandler: app.requireUser,
      schema: {
        params: idParams,
        response: {
          202: createStoryResponse,
          403: z.union([storyLimitResponse, errorResponse]),
          409: errorResponse,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const user = request.user!;
      const story = await findStory(request.params.id);
      if (!story || story.userId !== user.id) throw notFound();
      if (story.status !== 'error') throw new AppError('NOT_APPLICABLE', 'story.notRetryable');
      const now = app.now();
      const options = { now, priority: story.priority, language: request.language };
      await startStory(app, user, options, async (tx) => {
        const [updated] = await tx
          .update(stories)
          .set({
            status: sql`case when ${stories.textCompletedAt} is null then 'queued' else 'processing' end`,
            attempt: sql`${stories.attempt} + 1`,
            countsTowardLimit: true,
            error: null,
            createdAt: now,
            updatedAt: now,
          })
          .where(and(eq(stories.id, story.id), eq(stories.status, 'error')))
          .returning({ id: stories.id, attempt: stories.attempt });
        if (!updated) throw new AppError('NOT_APPLICABLE', 'story.notRetryable');
        return updated;
      });
      return reply.status(202).send({ id: story.id });
    },
  );
};

export default storiesRoutes;
