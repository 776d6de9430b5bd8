import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponse,
  moderationQueue,
  type CommentModeration,
  type Language,
  type ModerationQueue,
  type StoryModeration,
} from '@qamar/shared';
import { contentReports, stories, storyComments, users, type StoryRow } from '../../db/schema.ts';
import { authorName } from './acting.ts';
import moderationDecisionRoutes from './moderation-decisions.routes.ts';

const QUEUE_MAX = 200;

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

  await app.register(moderationDecisionRoutes);
};

export default moderationRoutes;
