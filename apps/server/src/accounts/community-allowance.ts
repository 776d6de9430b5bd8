import { and, count, eq, sql } from 'drizzle-orm';
import {
  nextWeekReset,
  translateMessage,
  weekStart,
  type CommunityAllowance,
  type CommunityLimitResponse,
  type Language,
  type PlanId,
} from '@qamar/shared';
import type { Database } from '../db/client.ts';
import { communityReads, stories, users } from '../db/schema.ts';
import { countAllStories, planOf, type Reader } from './quota.ts';
import { formatResetDate, upgradeOptions } from './upgrade-offer.ts';
import type { UserRow } from './users.repository.ts';

/** The plan week's first day as the `community_reads` key holds it (yyyy-mm-dd, UTC). */
export const readsWeek = (now: Date) => weekStart(now).toISOString().slice(0, 10);

/** Other parents' stories opened this plan week (each once). */
export const countCommunityReads = async (db: Reader, userId: number, now: Date) =>
  (
    await db
      .select({ n: count() })
      .from(communityReads)
      .where(and(eq(communityReads.userId, userId), eq(communityReads.weekStart, readsWeek(now))))
  )[0]?.n ?? 0;

export async function communityAllowance(
  db: Database,
  user: UserRow,
  now: Date,
): Promise<CommunityAllowance> {
  return {
    used: await countCommunityReads(db, user.id, now),
    limit: planOf(user).communityStoriesPerWeek,
    resetDate: nextWeekReset(now).toISOString(),
  };
}

/**
 * A parent opens another parent's public story: the first opening of a plan week records it (the
 * story's `library_reads` goes up by one in the same statement) and, on a plan with a weekly
 * allowance (Starter), only while fewer than the allowance were opened this week; reopening a story
 * already opened this week costs nothing. The parent's row is locked for the whole transaction, so
 * parallel openings queue on it and the allowance holds exactly.
 */
export async function recordCommunityRead(
  db: Database,
  user: UserRow,
  storyId: number,
  now: Date,
): Promise<'recorded' | 'again' | 'exceeded'> {
  const week = readsWeek(now);
  const limit = planOf(user).communityStoriesPerWeek;
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select ${users.id} from ${users} where ${users.id} = ${user.id} for update`,
    );
    const [already] = await tx
      .select({ storyId: communityReads.storyId })
      .from(communityReads)
      .where(
        and(
          eq(communityReads.userId, user.id),
          eq(communityReads.weekStart, week),
          eq(communityReads.storyId, storyId),
        ),
      );
    if (already) return 'again';
    if (limit !== null && (await countCommunityReads(tx, user.id, now)) >= limit) return 'exceeded';
    await tx.execute(sql`with opened as (
        insert into ${communityReads} (user_id, week_start, story_id, created_at) values (${user.id}, ${week}, ${storyId}, ${now.toISOString()})
        on conflict do nothing returning 1
      )
      update ${stories} set library_reads = library_reads + (select count(*) from opened) where ${stories.id} = ${storyId}`);
    return 'recorded';
  });
}

/** The 403 answer of a parent past the weekly allowance: the limit, when it starts again, the plans without one. */
export async function communityLimitResponse(
  db: Database,
  user: UserRow,
  now: Date,
  language: Language,
): Promise<CommunityLimitResponse> {
  const limit = planOf(user).communityStoriesPerWeek ?? 0;
  const reset = nextWeekReset(now);
  return {
    code: 'COMMUNITY_LIMIT',
    message: translateMessage('community.limitReached', language, {
      limit,
      date: formatResetDate(reset, language),
    }),
    resetDate: reset.toISOString(),
    limit,
    upgradeOptions: upgradeOptions(user.plan as PlanId, await countAllStories(db, user.id)),
  };
}
