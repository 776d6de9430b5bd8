import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse, idParams, shareLinkResponse } from '@qamar/shared';
import { planOf } from '../../accounts/quota.ts';
import { stories, storyShares } from '../../db/schema.ts';
import { AppError, notFound } from '../../errors/app-error.ts';

/** 192 random bits, URL-safe. */
const newToken = () => randomBytes(24).toString('base64url');

/** The owner's side of a story's share link: read, create, rotate, revoke. */
const shareLinkRoutes: FastifyPluginAsyncZod = async (app) => {
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
};

export default shareLinkRoutes;
