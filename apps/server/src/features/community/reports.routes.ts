import { and, count, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponse,
  idParams,
  REPORTS_TO_HIDE,
  reportRequest,
  reportResponse,
} from '@qamar/shared';
import { assertVerified } from '../../accounts/creation-rules.ts';
import type { Database } from '../../db/client.ts';
import { contentReports, stories, storyComments } from '../../db/schema.ts';
import { AppError, notFound } from '../../errors/app-error.ts';
import { findStory, isCommunityStory, mayReadStory, spend } from './acting.ts';

const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  429: errorResponse,
};
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Reports: a parent flags a story or comment they may read and did not write, once per thing (a
 * second report is answered the same and changes nothing). When REPORTS_TO_HIDE different
 * parents have open reports on it, it is hidden at once, until an admin decides. The report, the
 * count and the hiding happen under the thing's row lock, so concurrent reporters hide it exactly
 * once.
 */
const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const options = {
    preHandler: app.requireUser,
    schema: { params: idParams, body: reportRequest, response: { 200: reportResponse, ...errors } },
  };
  const ownContent = () => new AppError('NOT_APPLICABLE', 'community.ownContent');

  app.post('/api/community/stories/:id/report', options, async (request) => {
    const user = request.user!;
    const story = await findStory(app.db, request.params.id);
    // Reported only while others read it (a community story), as likes and saves are.
    if (!story || !isCommunityStory(story)) throw notFound();
    if (story.userId === user.id) throw ownContent();
    assertVerified(user);
    await spend(app, user, 'reportsPerAccount');
    const hidden = await app.db.transaction(async (tx) => {
      const [locked] = await tx
        .select()
        .from(stories)
        .where(eq(stories.id, story.id))
        .for('update');
      if (!locked) throw notFound();
      const added = await addReport(
        tx,
        { storyId: locked.id, commentId: null },
        user.id,
        request.body,
        app.now(),
      );
      if (!added) return false;
      const open = await openReports(
        tx,
        and(eq(contentReports.storyId, locked.id), isNull(contentReports.commentId)),
      );
      const hide = open >= REPORTS_TO_HIDE && locked.moderation === 'visible';
      await tx
        .update(stories)
        .set({
          reportsCount: open,
          ...(hide ? { moderation: 'hidden', moderatedAt: app.now(), moderationReason: null } : {}),
        })
        .where(eq(stories.id, locked.id));
      return hide ? open : false;
    });
    if (hidden) {
      app.landingCache.clear();
      request.log.info({ story: story.id, reports: hidden }, 'story hidden by reports');
    }
    return { reported: true as const };
  });

  app.post('/api/community/comments/:id/report', options, async (request) => {
    const user = request.user!;
    const [found] = await app.db
      .select()
      .from(storyComments)
      .where(eq(storyComments.id, request.params.id));
    const story = found && (await findStory(app.db, found.storyId));
    // A comment is read with its story, and by others only while it is visible.
    if (
      !found ||
      !story ||
      !mayReadStory(story, request) ||
      (found.moderation !== 'visible' && found.userId !== user.id)
    )
      throw notFound();
    if (found.userId === user.id) throw ownContent();
    assertVerified(user);
    await spend(app, user, 'reportsPerAccount');
    const hidden = await app.db.transaction(async (tx) => {
      const [locked] = await tx
        .select()
        .from(storyComments)
        .where(eq(storyComments.id, found.id))
        .for('update');
      if (!locked) throw notFound();
      const added = await addReport(
        tx,
        { storyId: locked.storyId, commentId: locked.id },
        user.id,
        request.body,
        app.now(),
      );
      if (!added) return false;
      const open = await openReports(tx, eq(contentReports.commentId, locked.id));
      const hide = open >= REPORTS_TO_HIDE && locked.moderation === 'visible';
      await tx
        .update(storyComments)
        .set({
          reportsCount: open,
          ...(hide ? { moderation: 'hidden', moderatedAt: app.now(), moderationReason: null } : {}),
        })
        .where(eq(storyComments.id, locked.id));
      // The story counts its visible comments.
      if (hide)
        await tx
          .update(stories)
          .set({ commentsCount: sql`${stories.commentsCount} - 1` })
          .where(eq(stories.id, locked.storyId));
      return hide ? open : false;
    });
    if (hidden)
      request.log.info({ comment: found.id, reports: hidden }, 'comment hidden by reports');
    return { reported: true as const };
  });
};

/** The parent's report, unless they already made one on the same thing (then nothing changes). */
async function addReport(
  tx: Transaction,
  thing: { storyId: number; commentId: number | null },
  reporterId: number,
  body: { reason: string; details?: string | undefined },
  now: Date,
): Promise<boolean> {
  const added = await tx
    .insert(contentReports)
    .values({
      ...thing,
      reporterId,
      reason: body.reason,
      details: body.details || null,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: contentReports.id });
  return added.length > 0;
}

async function openReports(tx: Transaction, where: SQL | undefined): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(contentReports)
    .where(and(where, isNull(contentReports.resolvedAt)));
  return row?.n ?? 0;
}

export default reportsRoutes;
