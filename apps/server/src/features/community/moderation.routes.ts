import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  commentModerationResponse,
  errorResponse,
  idParams,
  moderationDecision,
  moderationQueue,
  storyModerationResponse,
  type CommentModeration,
  type Language,
  type ModerationQueue,
  type StoryModeration,
} from '@qamar/shared';
import { contentReports, stories, storyComments, users, type StoryRow } from '../../db/schema.ts';
import { auditActor, recordAdminAction } from '../../accounts/admin-audit.ts';
import { AppError, notFound } from '../../errors/app-error.ts';
import { authorName } from './acting.ts';

const errors = { 400: errorResponse, 401: errorResponse, 404: errorResponse, 409: errorResponse };
const QUEUE_MAX = 200;

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

/** What the admin reads a story by: the public copy's title others would see, in the admin's language. */
const titleOf = (
  story: Pick<StoryRow, 'title' | 'titleEn' | 'titleAr' | 'publicTitleEn' | 'publicTitleAr'>,
  language: Language,
) =>
  (language === 'ar' ? (story.publicTitleAr ?? story.titleAr) : null) ??
  story.publicTitleEn ??
  story.titleEn ??
  story.title;

/**
 * Moderation for admins: the queue of what waits for a decision (a new author's first story, and
 * stories and comments hidden by parents' reports or by an admin), and the decisions. Approve and
 * restore make the thing visible; hide takes it out of public places until restored (a reason is
 * required: its author reads it); remove takes it out for good (a removed story is no longer published and
 * cannot be published again). Every decision resolves the thing's open reports, keeps the admin's
 * reason for its author to read, and is logged with the admin's id; a story's clears the landing
 * page's answers.
 */
const moderationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/moderation',
    {
      onRequest: app.requireAdmin,
      schema: { response: { 200: moderationQueue, 401: errorResponse } },
    },
    async (request, reply) => {
      const language = request.language;
      const [storyRows, commentRows] = await Promise.all([
        app.db
          .select({ story: stories, displayName: users.displayName, email: users.email })
          .from(stories)
          .leftJoin(users, eq(users.id, stories.userId))
          .where(inArray(stories.moderation, ['pending', 'hidden']))
          .orderBy(
            asc(
              sql`coalesce(${stories.moderatedAt}, ${stories.publishedAt}, ${stories.createdAt})`,
            ),
            asc(stories.id),
          )
          .limit(QUEUE_MAX),
        app.db
          .select({ comment: storyComments, displayName: users.displayName, email: users.email })
          .from(storyComments)
          .innerJoin(users, eq(users.id, storyComments.userId))
          .where(eq(storyComments.moderation, 'hidden'))
          .orderBy(
            asc(sql`coalesce(${storyComments.moderatedAt}, ${storyComments.createdAt})`),
            asc(storyComments.id),
          )
          .limit(QUEUE_MAX),
      ]);
      const storyIds = storyRows.map(({ story }) => story.id);
      const commentIds = commentRows.map(({ comment }) => comment.id);
      const reports =
        storyIds.length + commentIds.length === 0
          ? []
          : await app.db
              .select()
              .from(contentReports)
              .where(
                and(
                  isNull(contentReports.resolvedAt),
                  or(
                    storyIds.length > 0
                      ? and(
                          inArray(contentReports.storyId, storyIds),
                          isNull(contentReports.commentId),
                        )
                      : undefined,
                    commentIds.length > 0
                      ? inArray(contentReports.commentId, commentIds)
                      : undefined,
                  ),
                ),
              )
              .orderBy(asc(contentReports.createdAt), asc(contentReports.id));
      const summary = (report: (typeof reports)[number]) => ({
        reason: report.reason as ModerationQueue['stories'][number]['reports'][number]['reason'],
        details: report.details,
        createdAt: report.createdAt.toISOString(),
      });
      reply.header('cache-control', 'no-store');
      return {
        stories: storyRows.map(({ story, displayName, email }) => ({
          id: story.id,
          title: titleOf(story, language),
          author: authorName(displayName, language),
          authorEmail: email ?? '',
          moderation: story.moderation as StoryModeration,
          publishedAt: story.publishedAt?.toISOString() ?? null,
          reports: reports
            .filter((report) => report.storyId === story.id && report.commentId === null)
            .map(summary),
        })),
        comments: commentRows.map(({ comment, displayName, email }) => ({
          id: comment.id,
          storyId: comment.storyId,
          body: comment.body,
          author: authorName(displayName, language),
          authorEmail: email,
          moderation: comment.moderation as CommentModeration,
          createdAt: comment.createdAt.toISOString(),
          reports: reports.filter((report) => report.commentId === comment.id).map(summary),
        })),
      };
    },
  );

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

export default moderationRoutes;
