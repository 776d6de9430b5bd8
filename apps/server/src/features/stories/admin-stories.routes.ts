import { and, desc, eq, ilike, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminStoryList,
  adminStoryQuery,
  errorResponse,
  maxId,
  type Language,
  type StoryModeration,
  type StoryStatus,
} from '@qamar/shared';
import type { z } from 'zod';
import { contentReports, stories, users, type StoryRow } from '../../db/schema.ts';

/** `%`, `_` and `\` match themselves in a search, not any text. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** A story's id as an admin types it: `12` or `#12`. */
const idOf = (text: string): number | null => {
  const match = /^#?(\d{1,10})$/.exec(text);
  const id = match ? Number(match[1]) : NaN;
  return Number.isInteger(id) && id >= 1 && id <= maxId ? id : null;
};

function conditions(query: z.output<typeof adminStoryQuery>): SQL | undefined {
  const all: Array<SQL | undefined> = [];
  if (query.q) {
    const pattern = likePattern(query.q);
    const id = idOf(query.q);
    all.push(
      or(
        id !== null ? eq(stories.id, id) : undefined,
        ilike(stories.title, pattern),
        ilike(stories.titleEn, pattern),
        ilike(stories.titleAr, pattern),
        ilike(stories.publicTitleEn, pattern),
        ilike(stories.publicTitleAr, pattern),
        ilike(users.email, pattern),
        ilike(users.displayName, pattern),
      ),
    );
  }
  if (query.status) all.push(eq(stories.status, query.status));
  if (query.moderation) all.push(eq(stories.moderation, query.moderation));
  if (query.visibility === 'published') all.push(isNotNull(stories.publishedAt));
  if (query.visibility === 'featured') all.push(isNotNull(stories.featuredAt));
  if (query.visibility === 'private')
    all.push(isNull(stories.publishedAt), isNull(stories.featuredAt));
  if (query.before) all.push(lt(stories.id, query.before));
  return and(...all);
}

/** The title an admin reads a story by: its own (admins read any story), in the admin's language when there is one. */
const titleOf = (story: Pick<StoryRow, 'title' | 'titleEn' | 'titleAr'>, language: Language) =>
  (language === 'ar' ? story.titleAr : story.titleEn) ??
  story.titleEn ??
  story.titleAr ??
  story.title;

/**
 * Finding stories for admins: by title, by author (email or display name) or by id, narrowed by
 * generation status, moderation and visibility; newest first, a page at a time by id (keyset), so
 * a page costs the same however deep it is. Acting on a story (feature, hide, restore, remove) goes
 * through the featuring and moderation routes.
 */
const adminStoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/stories',
    {
      onRequest: app.requireAdmin,
      schema: {
        querystring: adminStoryQuery,
        response: { 200: adminStoryList, 400: errorResponse, 401: errorResponse },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const openReports = sql<number>`(select count(*)::int from ${contentReports} where ${contentReports.storyId} = ${stories.id} and ${contentReports.commentId} is null and ${contentReports.resolvedAt} is null)`;
      const rows = await app.db
        .select({ story: stories, email: users.email, displayName: users.displayName, openReports })
        .from(stories)
        .leftJoin(users, eq(users.id, stories.userId))
        .where(conditions(query))
        .orderBy(desc(stories.id))
        .limit(query.limit + 1);
      const page = rows.slice(0, query.limit);
      reply.header('cache-control', 'no-store');
      return {
        stories: page.map(({ story, email, displayName, openReports: reports }) => ({
          id: story.id,
          title: titleOf(story, request.language),
          titleEn: story.titleEn,
          titleAr: story.titleAr,
          status: story.status as StoryStatus,
          moderation: story.moderation as StoryModeration,
          moderationReason: story.moderationReason,
          publishedAt: story.publishedAt?.toISOString() ?? null,
          featuredAt: story.featuredAt?.toISOString() ?? null,
          createdAt: story.createdAt.toISOString(),
          author: {
            kind: story.userId === null ? ('admin' as const) : ('parent' as const),
            email: email ?? null,
            displayName: displayName ?? null,
          },
          likes: story.likesCount,
          comments: story.commentsCount,
          openReports: Number(reports),
        })),
        nextBefore: rows.length > query.limit ? page.at(-1)!.story.id : null,
      };
    },
  );
};

export default adminStoriesRoutes;
