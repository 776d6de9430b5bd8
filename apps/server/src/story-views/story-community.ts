import { eq, sql } from 'drizzle-orm';
import {
  translateMessage,
  type CommunityLimitResponse,
  type Language,
  type StoryCommunity,
  type StoryModeration,
} from '@qamar/shared';
import type { FastifyInstance } from 'fastify';
import { communityLimitResponse, recordCommunityRead } from '../accounts/community-allowance.ts';
import type { AdminRow } from '../accounts/admins.repository.ts';
import type { UserRow } from '../accounts/users.repository.ts';
import type { Reader } from '../accounts/quota.ts';
import {
  contentReports,
  stories,
  storyLikes,
  storySaves,
  storyShares,
  users,
  type StoryRow,
} from '../db/schema.ts';
import { isPublicStory } from './story-visibility.ts';

/** How the community names a story's author: the parent's display name, never an email or full name. */
export const authorName = (displayName: string | null | undefined, language: Language) =>
  displayName?.trim() || translateMessage('community.anonymousAuthor', language);

/** Share-link views plus library and forum reads, in SQL over `stories` (the link's row left-joined or looked up). */
export const storyViewsSql = sql<number>`(${stories.libraryReads} + coalesce((select ${storyShares.viewCount} from ${storyShares} where ${storyShares.storyId} = ${stories.id}), 0))::int`;

/** Whether a parent (0: nobody) likes, saved or reported a story, as SQL over `stories`. */
export const likedSql = (userId: number) =>
  sql<boolean>`exists (select 1 from ${storyLikes} where ${storyLikes.storyId} = ${stories.id} and ${storyLikes.userId} = ${userId})`;
export const savedSql = (userId: number) =>
  sql<boolean>`exists (select 1 from ${storySaves} where ${storySaves.storyId} = ${stories.id} and ${storySaves.userId} = ${userId})`;
const reportedSql = (userId: number) =>
  sql<boolean>`exists (select 1 from ${contentReports} where ${contentReports.storyId} = ${stories.id} and ${contentReports.reporterId} = ${userId} and ${contentReports.commentId} is null)`;

/** Who reads: a parent, an admin or nobody signed in. */
export interface StoryReader {
  user: UserRow | null;
  admin: AdminRow | null;
}

/** The community side of a published story as one reader sees it (null while it is not published). */
export async function storyCommunity(
  db: Reader,
  story: StoryRow,
  reader: StoryReader,
  language: Language,
): Promise<StoryCommunity | null> {
  if (story.publishedAt === null) return null;
  const me = reader.user?.id ?? 0;
  const [row] = await db
    .select({
      displayName: users.displayName,
      likes: stories.likesCount,
      comments: stories.commentsCount,
      views: storyViewsSql,
      liked: likedSql(me),
      saved: savedSql(me),
      reported: reportedSql(me),
      moderation: stories.moderation,
      moderationReason: stories.moderationReason,
    })
    .from(stories)
    .leftJoin(users, eq(users.id, stories.userId))
    .where(eq(stories.id, story.id));
  if (!row) return null;
  const isOwner = reader.user !== null && story.userId === reader.user.id;
  return {
    author: authorName(row.displayName, language),
    likes: row.likes,
    comments: row.comments,
    views: Number(row.views),
    liked: row.liked,
    saved: row.saved,
    reported: row.reported,
    moderation: row.moderation as StoryModeration,
    moderationReason: isOwner ? row.moderationReason : null,
  };
}

/**
 * What reading a story by id means for the community: a signed-in parent opening another parent's
 * public story spends one of the plan week's openings (Starter's allowance; recorded on every plan
 * for the view counts), refused past the allowance; the owner, admins and visitors who are not
 * signed in spend nothing. Then the story's community side as that reader sees it.
 */
export async function readStoryCommunity(
  app: FastifyInstance,
  story: StoryRow,
  reader: StoryReader,
  language: Language,
): Promise<{ community: StoryCommunity | null } | { limit: CommunityLimitResponse }> {
  const user = reader.user;
  if (user && !reader.admin && story.userId !== user.id && isPublicStory(story)) {
    const opened = await recordCommunityRead(app.db, user, story.id, app.now());
    if (opened === 'exceeded')
      return { limit: await communityLimitResponse(app.db, user, app.now(), language) };
  }
  return { community: await storyCommunity(app.db, story, reader, language) };
}
