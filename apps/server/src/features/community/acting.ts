import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MessageKey } from '@qamar/shared';
import { tooManyRequests } from '../../accounts/sign-in-guard.ts';
import { hit } from '../../accounts/throttle.ts';
import { throttleRules } from '../../accounts/throttle-rules.ts';
import type { UserRow } from '../../accounts/users.repository.ts';
import type { Database } from '../../db/client.ts';
import { stories, type StoryRow } from '../../db/schema.ts';
import { AppError, notFound } from '../../errors/app-error.ts';
import { isPublicStory, publicStories } from '../../story-views/story-visibility.ts';

/**
 * What the community's actions (likes, saves, comments, reports) share: which stories they apply
 * to, who may read a story's comments, and the per-account throttles.
 */

/** Public (which includes not held back by moderation): the stories other parents see, like, save, comment on and report. */
export const isCommunityStory = isPublicStory;
export const communityStories = publicStories!;

export const findStory = async (db: Database, id: number): Promise<StoryRow | undefined> =>
  (await db.select().from(stories).where(eq(stories.id, id)))[0];

/**
 * The story a parent likes, saves or reports: another parent's community story. Anything else is
 * 404 (as a missing one is), the parent's own 409 with the message the action gives.
 */
export async function othersStory(
  db: Database,
  id: number,
  user: UserRow,
  ownKey: MessageKey,
): Promise<StoryRow> {
  const story = await findStory(db, id);
  if (!story || !isCommunityStory(story)) throw notFound();
  if (story.userId === user.id) throw new AppError('NOT_APPLICABLE', ownKey);
  return story;
}

/** Who reads a story, and so its comments: its owner and admins always, any signed-in parent while it is a community story. */
export const mayReadStory = (story: StoryRow, request: FastifyRequest) =>
  Boolean(
    request.admin ||
    (request.user && (story.userId === request.user.id || isCommunityStory(story))),
  );

/**
 * One action counted against the parent's hourly (or daily) allowance for it; past it, 429 with
 * the seconds to wait. Counted after the checks of what the action applies to, so refusals of
 * another kind never spend it.
 */
export async function spend(
  app: FastifyInstance,
  user: UserRow,
  rule: 'likesPerAccount' | 'savesPerAccount' | 'commentsPerAccount' | 'reportsPerAccount',
): Promise<void> {
  const state = await hit(app.db, `${rule}:${user.id}`, throttleRules[rule], app.now());
  if (!state.allowed) throw tooManyRequests(state);
}

export { authorName } from '../../story-views/story-community.ts';

/** The rows of a raw statement, on either driver. */
export const rowsOf = <Row>(result: unknown): Row[] => (result as { rows: Row[] }).rows;

/** An ISO time for a statement's parameters. */
export const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
