import { and, asc, count, eq, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  comment,
  commentList,
  commentListQuery,
  createCommentRequest,
  errorResponse,
  findPlainTextProblem,
  idParams,
  type Comment,
  type MessageKey,
  type PlainTextProblem,
} from '@qamar/shared';
import { assertVerified } from '../../accounts/creation-rules.ts';
import { contentReports, stories, storyComments, users } from '../../db/schema.ts';
import { AppError, notFound } from '../../errors/app-error.ts';
import {
  at,
  authorName,
  communityStories,
  findStory,
  isCommunityStory,
  mayReadStory,
  rowsOf,
  spend,
} from './acting.ts';

const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  429: errorResponse,
};

/** Each reason a comment is refused, with its own message: links, contact details, words unfit for families. */
const refusals: Record<PlainTextProblem, { code: 'BAD_REQUEST' | 'POST_UNSAFE'; key: MessageKey }> =
  {
    link: { code: 'BAD_REQUEST', key: 'community.commentLink' },
    contact: { code: 'BAD_REQUEST', key: 'community.commentContact' },
    unsafe: { code: 'POST_UNSAFE', key: 'community.commentUnsafe' },
  };

/**
 * Comments on community stories: plain text for other parents, so no links, no way to contact
 * anyone and nothing unfit for a children's product. They are read by whoever may read the story;
 * everyone sees the visible ones, and their author also sees their own hidden or removed ones with
 * the admin's reason. `stories.comments_count` counts the visible ones, kept in the statement that
 * adds or deletes one (moderation keeps it in its own transaction).
 */
const commentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/community/stories/:id/comments',
    {
      preHandler: app.requireUserOrAdmin,
      schema: {
        params: idParams,
        querystring: commentListQuery,
        response: { 200: commentList, ...errors },
      },
    },
    async (request, reply) => {
      const story = await findStory(app.db, request.params.id);
      if (!story || !mayReadStory(story, request)) throw notFound();
      const { page, pageSize } = request.query;
      const me = request.user?.id ?? null;
      const shown = and(
        eq(storyComments.storyId, story.id),
        me === null
          ? eq(storyComments.moderation, 'visible')
          : or(eq(storyComments.moderation, 'visible'), eq(storyComments.userId, me)),
      );
      const reported =
        me === null
          ? sql<boolean>`false`
          : sql<boolean>`exists (select 1 from ${contentReports} where ${contentReports.commentId} = ${storyComments.id} and ${contentReports.reporterId} = ${me})`;
      const [rows, [total]] = await Promise.all([
        app.db
          .select({ comment: storyComments, displayName: users.displayName, reported })
          .from(storyComments)
          .innerJoin(users, eq(users.id, storyComments.userId))
          .where(shown)
          .orderBy(asc(storyComments.createdAt), asc(storyComments.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        app.db.select({ n: count() }).from(storyComments).where(shown),
      ]);
      reply.header('cache-control', 'private, no-cache');
      return {
        comments: rows.map(({ comment: row, displayName, reported: flagged }) =>
          toComment(
            row,
            authorName(displayName, request.language),
            row.userId === me,
            Boolean(flagged),
          ),
        ),
        total: total?.n ?? 0,
        page,
        pageSize,
      };
    },
  );

  /** On community stories, by any signed-in parent with a verified address, the story's owner too. */
  app.post(
    '/api/community/stories/:id/comments',
    {
      preHandler: app.requireUser,
      schema: {
        params: idParams,
        body: createCommentRequest,
        response: { 201: comment, ...errors },
      },
    },
    async (request, reply) => {
      const user = request.user!;
      const story = await findStory(app.db, request.params.id);
      if (!story || !isCommunityStory(story)) throw notFound();
      assertVerified(user);
      await spend(app, user, 'commentsPerAccount');
      const { body } = request.body;
      const problem = findPlainTextProblem(body);
      if (problem)
        throw new AppError(refusals[problem].code, refusals[problem].key, { field: 'body' });
      const createdAt = app.now();
      // The comment and the story's count together, and only while the story is still a community story.
      const [row] = rowsOf<{ id: number }>(
        await app.db.execute(sql`
          with target as (select ${stories.id} from ${stories} where ${and(eq(stories.id, story.id), communityStories)}),
          added as (
            insert into story_comments (story_id, user_id, body, created_at) select id, ${user.id}, ${body}, ${at(createdAt)} from target returning id, story_id
          ),
          counted as (update stories set comments_count = comments_count + 1 where id in (select story_id from added) returning id)
          select id from added`),
      );
      if (!row) throw notFound();
      const created = {
        id: Number(row.id),
        storyId: story.id,
        userId: user.id,
        body,
        moderation: 'visible',
        moderationReason: null,
        createdAt,
      };
      return reply
        .status(201)
        .send(toComment(created, authorName(user.displayName, request.language), true, false));
    },
  );

  /** A parent deletes their own comment, whatever its state; anyone else's is 404, as a missing one. */
  app.delete(
    '/api/community/comments/:id',
    {
      preHandler: app.requireUser,
      schema: { params: idParams, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      const [row] = rowsOf<{ deleted: number }>(
        await app.db.execute(sql`
        with removed as (delete from story_comments where id = ${request.params.id} and user_id = ${request.user!.id} returning story_id, moderation),
        counted as (update stories set comments_count = comments_count - 1 where id in (select story_id from removed where moderation = 'visible') returning id)
        select count(*) as deleted from removed`),
      );
      if (!row || Number(row.deleted) === 0) throw notFound();
      return reply.status(204).send(null);
    },
  );
};

type CommentRow = Pick<
  typeof storyComments.$inferSelect,
  'id' | 'body' | 'moderation' | 'moderationReason' | 'createdAt'
>;

/** A comment as its reader sees it: the admin's reason only for its author. */
function toComment(row: CommentRow, author: string, mine: boolean, reported: boolean): Comment {
  return {
    id: row.id,
    body: row.body,
    author,
    createdAt: row.createdAt.toISOString(),
    mine,
    moderation: row.moderation as Comment['moderation'],
    moderationReason: mine ? row.moderationReason : null,
    reported,
  };
}

export default commentsRoutes;
