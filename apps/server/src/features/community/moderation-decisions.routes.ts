import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  commentModerationResponse,
  errorResponse,
  idParams,
  moderationDecision,
  storyModerationResponse,
  type CommentModeration,
  type StoryModeration,
} from '@qamar/shared';
import { contentReports, stories, storyComments } from '../../db/schema.ts';
import { auditActor, recordAdminAction } from '../../accounts/admin-audit.ts';
import { AppError, notFound } from '../../errors/app-error.ts';

const errors = { 400: errorResponse, 401: errorResponse, 404: errorResponse, 409: errorResponse };

type Action = 'approve' | 'restore' | 'hide' | 'remove';
/** Where each decision may be taken from, and where it leads. */
const storyDecisions: Record<Action, { from: readonly StoryModeration[]; to: StoryModeration }> = {
  approve: { from: ['pending'], to: 'visible' },
  restore: { from: ['pending', 'hidden'], to: 'visible' },
  // An admin takes a story out of public places until restored (it stays published, so it comes back as it was).
  hide: { from: ['visible', 'pending'], to: 'hidden' },
  remove: { from: ['visible', 'pending', 'hidden'], to: 'removed' },
};
const commentDecisions: Record<
  Action,
  { from: readonly CommentModeration[]; to: CommentModeration }
> = {
  approve: { from: [], to: 'visible' },
  restore: { from: ['hidden'], to: 'visible' },
  hide: { from: ['visible'], to: 'hidden' },
  remove: { from: ['visible', 'hidden'], to: 'removed' },
};

const notApplicable = () => new AppError('NOT_APPLICABLE', 'community.decisionNotApplicable');

/** The admins' decisions on a story or a comment (see moderation.routes.ts). */
const moderationDecisionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/admin/moderation/stories/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        params: idParams,
        body: moderationDecision,
        response: { 200: storyModerationResponse, ...errors },
      },
    },
    async (request) => {
      const { action, reason } = request.body;
      const now = app.now();
      const decided = await app.db.transaction(async (tx) => {
        const [story] = await tx
          .select()
          .from(stories)
          .where(eq(stories.id, request.params.id))
          .for('update');
        if (!story) throw notFound();
        const decision = storyDecisions[action];
        if (!decision.from.includes(story.moderation as StoryModeration)) throw notApplicable();
        await tx
          .update(contentReports)
          .set({ resolvedAt: now })
          .where(
            and(
              eq(contentReports.storyId, story.id),
              isNull(contentReports.commentId),
              isNull(contentReports.resolvedAt),
            ),
          );
        const [row] = await tx
          .update(stories)
          .set({
            moderation: decision.to,
            moderationReason: reason || null,
            moderatedAt: now,
            reportsCount: 0,
            // Removed: no longer published nor featured, out of every public place.
            ...(decision.to === 'removed' ? { publishedAt: null, featuredAt: null } : {}),
          })
          .where(eq(stories.id, story.id))
          .returning({
            id: stories.id,
            moderation: stories.moderation,
            moderationReason: stories.moderationReason,
          });
        await recordAdminAction(tx, {
          ...auditActor(request),
          action: `story.${action}`,
          targetType: 'story',
          targetId: String(story.id),
          detail: { from: story.moderation, to: decision.to, reason },
        });
        return { ...row!, from: story.moderation };
      });
      app.landingCache.clear();
      request.log.info(
        {
          admin: request.admin!.id,
          story: decided.id,
          action,
          from: decided.from,
          to: decided.moderation,
        },
        'story moderated',
      );
      return {
        id: decided.id,
        moderation: decided.moderation as StoryModeration,
        moderationReason: decided.moderationReason,
      };
    },
  );

  app.post(
    '/api/admin/moderation/comments/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        params: idParams,
        body: moderationDecision,
        response: { 200: commentModerationResponse, ...errors },
      },
    },
    async (request) => {
      const { action, reason } = request.body;
      const now = app.now();
      const decided = await app.db.transaction(async (tx) => {
        const [comment] = await tx
          .select()
          .from(storyComments)
          .where(eq(storyComments.id, request.params.id))
          .for('update');
        if (!comment) throw notFound();
        const decision = commentDecisions[action];
        if (!decision.from.includes(comment.moderation as CommentModeration)) throw notApplicable();
        await tx
          .update(contentReports)
          .set({ resolvedAt: now })
          .where(and(eq(contentReports.commentId, comment.id), isNull(contentReports.resolvedAt)));
        const [row] = await tx
          .update(storyComments)
          .set({
            moderation: decision.to,
            moderationReason: reason || null,
            moderatedAt: now,
            reportsCount: 0,
          })
          .where(eq(storyComments.id, comment.id))
          .returning({
            id: storyComments.id,
            moderation: storyComments.moderation,
            moderationReason: storyComments.moderationReason,
          });
        // The story counts its visible comments.
        const change = Number(decision.to === 'visible') - Number(comment.moderation === 'visible');
        if (change !== 0)
          await tx
            .update(stories)
            .set({ commentsCount: sql`${stories.commentsCount} + ${change}` })
            .where(eq(stories.id, comment.storyId));
        await recordAdminAction(tx, {
          ...auditActor(request),
          action: `comment.${action}`,
          targetType: 'comment',
          targetId: String(comment.id),
          detail: { storyId: comment.storyId, from: comment.moderation, to: decision.to, reason },
        });
        return { ...row!, from: comment.moderation };
      });
      request.log.info(
        {
          admin: request.admin!.id,
          comment: decided.id,
          action,
          from: decided.from,
          to: decided.moderation,
        },
        'comment moderated',
      );
      return {
        id: decided.id,
        moderation: decided.moderation as CommentModeration,
        moderationReason: decided.moderationReason,
      };
    },
  );
};

export default moderationDecisionRoutes;
