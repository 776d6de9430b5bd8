import { and, eq, inArray, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponse,
  idParams,
  publicCopyQuery,
  publicCopyResponse,
  publishRequest,
  publishResponse,
  storyVisibility,
  type StoryModeration,
} from '@qamar/shared';
import { hit } from '../../accounts/throttle.ts';
import { throttleRules } from '../../accounts/throttle-rules.ts';
import { tooManyRequests } from '../../accounts/sign-in-guard.ts';
import { stories, users } from '../../db/schema.ts';
import { AppError, notFound } from '../../errors/app-error.ts';
import { visibilityOf, type LandingCache } from '../../story-views/story-visibility.ts';
import {
  castOf,
  computePublicCopy,
  loadPages,
  storePublicCopy,
  toPublicCopy,
} from './public-copy.ts';

/** Publishing by owners: the public copy's preview, publishing and withdrawing (docs/community.md). */
const publishingRoutes: FastifyPluginAsyncZod<{ landingCache: LandingCache }> = async (
  app,
  { landingCache },
) => {
  const errors = { 401: errorResponse, 404: errorResponse, 409: errorResponse };
  const byId = async (id: number) =>
    (await app.db.select().from(stories).where(eq(stories.id, id)))[0];

  /**
   * The publish dialog's preview: the story as others will read it with the names in `hide` (the
   * parent's own people by default) replaced by neutral ones. The owner's only; 404 for anyone else.
   */
  app.get(
    '/api/stories/:id/public-copy',
    {
      preHandler: app.requireUser,
      schema: {
        params: idParams,
        querystring: publicCopyQuery,
        response: { 200: publicCopyResponse, 400: errorResponse, ...errors },
      },
    },
    async (request, reply) => {
      const story = await byId(request.params.id);
      if (!story || story.userId !== request.user!.id) throw notFound();
      if (story.status !== 'complete')
        throw new AppError('NOT_APPLICABLE', 'story.publishNotReady');
      const hide =
        request.query.hide === undefined ? undefined : [request.query.hide].flat().filter(Boolean);
      const computed = computePublicCopy(
        story,
        await loadPages(app, story.id),
        await castOf(app, story),
        hide,
      );
      reply.header('cache-control', 'no-store');
      return toPublicCopy(computed, request.language);
    },
  );

  /**
   * Publishing to the library and forum: the owner's complete stories only; anything not theirs is
   * 404. Others will read the public copy (hidden names replaced, its narrations made again by a
   * job). A new author's first story waits for an admin's approval; once one of their stories has
   * been approved (or was public before reviews began), the next ones are visible at once. A story
   * hidden after reports stays hidden; one an admin removed cannot come back.
   */
  app.post(
    '/api/stories/:id/publish',
    {
      preHandler: app.requireUser,
      schema: {
        params: idParams,
        body: publishRequest.nullish(),
        response: { 200: publishResponse, 400: errorResponse, 429: errorResponse, ...errors },
      },
    },
    async (request) => {
      const user = request.user!;
      const story = await byId(request.params.id);
      if (!story || story.userId !== user.id) throw notFound();
      if (story.status !== 'complete')
        throw new AppError('NOT_APPLICABLE', 'story.publishNotReady');
      if (story.moderation === 'removed')
        throw new AppError('NOT_APPLICABLE', 'community.storyRemoved');
      const displayName = request.body?.displayName ?? user.displayName;
      if (!displayName)
        throw new AppError('VALIDATION_FAILED', 'community.displayNameRequired', {
          field: 'displayName',
        });
      const state = await hit(
        app.db,
        `publish:user:${user.id}`,
        throttleRules.publishPerAccount,
        app.now(),
      );
      if (!state.allowed) throw tooManyRequests(state);

      const pages = await loadPages(app, story.id);
      const computed = computePublicCopy(
        story,
        pages,
        await castOf(app, story),
        request.body?.hiddenNames,
      );
      const { row, unused } = await app.db.transaction(async (tx) => {
        // The name, the copy and the publication are saved together or not at all.
        if (displayName !== user.displayName)
          await tx
            .update(users)
            .set({ displayName, updatedAt: app.now() })
            .where(eq(users.id, user.id));
        const unused = await storePublicCopy(app, tx, story, pages, computed);
        const [approved] = await tx
          .select({ id: stories.id })
          .from(stories)
          .where(
            and(
              eq(stories.userId, user.id),
              inArray(stories.moderation, ['visible', 'hidden']),
              or(isNotNull(stories.publishedAt), isNotNull(stories.moderatedAt)),
            ),
          )
          .limit(1);
        const [row] = await tx
          .update(stories)
          .set({
            publishedAt: sql`coalesce(${stories.publishedAt}, ${app.now().toISOString()}::timestamptz)`,
            moderation: sql`case when ${stories.moderation} in ('hidden', 'removed') then ${stories.moderation} else ${approved ? 'visible' : 'pending'} end`,
            updatedAt: app.now(),
          })
          .where(
            and(
              eq(stories.id, story.id),
              eq(stories.status, 'complete'),
              ne(stories.moderation, 'removed'),
            ),
          )
          .returning({
            id: stories.id,
            publishedAt: stories.publishedAt,
            featuredAt: stories.featuredAt,
            moderation: stories.moderation,
          });
        if (!row) throw new AppError('NOT_APPLICABLE', 'community.storyRemoved');
        return { row, unused };
      });
      if (unused) await app.media.removePrefix(unused);
      landingCache.clear();
      request.log.info(
        { story: row.id, moderation: row.moderation, hidden: computed.chosen.length },
        'story published',
      );
      return { ...visibilityOf(row), moderation: row.moderation as StoryModeration };
    },
  );

  /** Withdrawing takes the story out of every public place, the home page included: it is the owner's to keep private. */
  app.delete(
    '/api/stories/:id/publish',
    {
      preHandler: app.requireUser,
      schema: { params: idParams, response: { 200: storyVisibility, ...errors } },
    },
    async (request) => {
      const [row] = await app.db
        .update(stories)
        .set({ publishedAt: null, featuredAt: null })
        .where(and(eq(stories.id, request.params.id), eq(stories.userId, request.user!.id)))
        .returning({
          id: stories.id,
          publishedAt: stories.publishedAt,
          featuredAt: stories.featuredAt,
        });
      if (!row) throw notFound();
      landingCache.clear();
      return visibilityOf(row);
    },
  );
};

export default publishingRoutes;
