import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  childExport,
  childLimitResponse,
  childProfile,
  childProfileList,
  createChildRequest,
  errorResponse,
  idParams,
  updateChildRequest,
  type PlanId,
} from '@qamar/shared';
import { countAllStories, createWithinLimit, planOf } from '../../accounts/quota.ts';
import { upgradeOptions } from '../../accounts/upgrade-offer.ts';
import { childProfiles, stories } from '../../db/schema.ts';
import { AppError, notFound } from '../../errors/app-error.ts';
import { storyMediaPrefix } from '../../story-views/story-media-prefix.ts';
import {
  countOwnChildren,
  exportChild,
  findOwnChild,
  listOwnChildren,
  storyIdsOfChild,
  toChildProfile,
} from './children.repository.ts';

const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  429: errorResponse,
};

/**
 * A parent's children: theirs alone (anyone else's answers 404), within the plan's number of
 * profiles. Nothing here writes a child's name or details to the log.
 */
const childrenRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/child-profiles',
    {
      preHandler: app.requireUser,
      schema: { response: { 200: childProfileList, 401: errorResponse } },
    },
    async (request) => {
      const user = request.user!;
      const rows = await listOwnChildren(app.db, user.id);
      const now = app.now();
      return {
        children: rows.map((row) => toChildProfile(row, now)),
        limit: planOf(user).childProfiles,
      };
    },
  );

  app.post(
    '/api/child-profiles',
    {
      preHandler: app.requireUser,
      schema: {
        body: createChildRequest,
        response: {
          201: childProfile,
          ...errors,
          403: z.union([childLimitResponse, errorResponse]),
        },
      },
    },
    async (request, reply) => {
      const user = request.user!;
      const limit = planOf(user).childProfiles;
      const body = request.body;
      const now = app.now();
      const result = await createWithinLimit(
        app.db,
        user.id,
        limit,
        (tx) => countOwnChildren(tx, user.id),
        async (tx) =>
          (
            await tx
              .insert(childProfiles)
              .values({ ...body, userId: user.id, createdAt: now, updatedAt: now })
              .returning()
          )[0]!,
      );
      if ('exceeded' in result) {
        throw new AppError('CHILD_LIMIT', 'children.limitReached', {
          params: { limit },
          details: {
            limit,
            upgradeOptions: upgradeOptions(
              user.plan as PlanId,
              await countAllStories(app.db, user.id),
            ),
          },
        });
      }
      return reply.status(201).send(toChildProfile(result.created, now));
    },
  );

  app.get(
    '/api/child-profiles/:id',
    {
      preHandler: app.requireUser,
      schema: { params: idParams, response: { 200: childProfile, ...errors } },
    },
    async (request) => {
      const row = await findOwnChild(app.db, request.user!.id, request.params.id);
      if (!row) throw notFound();
      return toChildProfile(row, app.now());
    },
  );

  app.patch(
    '/api/child-profiles/:id',
    {
      preHandler: app.requireUser,
      schema: {
        params: idParams,
        body: updateChildRequest,
        response: { 200: childProfile, ...errors },
      },
    },
    async (request) => {
      const now = app.now();
      const [row] = await app.db
        .update(childProfiles)
        .set({ ...request.body, updatedAt: now })
        .where(
          and(eq(childProfiles.id, request.params.id), eq(childProfiles.userId, request.user!.id)),
        )
        .returning();
      if (!row) throw notFound();
      return toChildProfile(row, now);
    },
  );

  app.get(
    '/api/child-profiles/:id/export',
    {
      preHandler: app.requireUser,
      schema: { params: idParams, response: { 200: childExport, ...errors } },
    },
    async (request, reply) => {
      const row = await findOwnChild(app.db, request.user!.id, request.params.id);
      if (!row) throw notFound();
      reply.header('content-disposition', `attachment; filename="qamar-child-${row.id}.json"`);
      reply.header('cache-control', 'no-store');
      return exportChild(app.db, row, app.now());
    },
  );

  /** The child and everything that names the child: the stories made with them and their media. */
  app.delete(
    '/api/child-profiles/:id',
    {
      preHandler: app.requireUser,
      schema: { params: idParams, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      const userId = request.user!.id;
      const removed = await app.db.transaction(async (tx) => {
        const row = await findOwnChild(tx, userId, request.params.id);
        if (!row) return null;
        const ids = await storyIdsOfChild(tx, row.id);
        const gone = ids.length
          ? await tx
              .delete(stories)
              .where(and(inArray(stories.id, ids), eq(stories.userId, userId)))
              .returning({ id: stories.id })
          : [];
        await tx.delete(childProfiles).where(eq(childProfiles.id, row.id));
        return gone.map((story) => story.id);
      });
      if (!removed) throw notFound();
      if (removed.length) app.landingCache.clear();
      // Steps still queued for these stories find no story and do nothing.
      for (const id of removed) await app.media.removePrefix(storyMediaPrefix(id));
      return reply.status(204).send(null);
    },
  );
};

export default childrenRoutes;
