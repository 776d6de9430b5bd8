import { and, count, eq, gte, sql } from 'drizzle-orm';
import { nextWeekReset, plans, weekStart, type PlanId, type UsageStats } from '@qamar/shared';
import type { Database } from '../db/client.ts';
import { characters, locations, stories, users } from '../db/schema.ts';
import type { UserRow } from './users.repository.ts';

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Reader = Database | Transaction;

export const planOf = (user: Pick<UserRow, 'plan'>) => plans[user.plan as PlanId];

export const countOwnCharacters = async (db: Reader, userId: number) =>
  (await db.select({ n: count() }).from(characters).where(eq(characters.userId, userId)))[0]?.n ??
  0;

export const countOwnLocations = async (db: Reader, userId: number) =>
  (await db.select({ n: count() }).from(locations).where(eq(locations.userId, userId)))[0]?.n ?? 0;

/** Stories that use up this week's allowance (a story that failed for good gave its slot back). */
export const countStoriesThisWeek = async (db: Reader, userId: number, now: Date) =>
  (
    await db
      .select({ n: count() })
      .from(stories)
      .where(
        and(
          eq(stories.userId, userId),
          eq(stories.countsTowardLimit, true),
          gte(stories.createdAt, weekStart(now)),
        ),
      )
  )[0]?.n ?? 0;

export const countAllStories = async (db: Reader, userId: number) =>
  (await db.select({ n: count() }).from(stories).where(eq(stories.userId, userId)))[0]?.n ?? 0;

/**
 * Runs `create` only while `used` stays under `limit`, with the parent's row locked for the
 * whole transaction: parallel requests queue on the lock, so a limit of 1 admits exactly one.
 */
export async function createWithinLimit<T>(
  db: Database,
  userId: number,
  limit: number,
  used: (tx: Transaction) => Promise<number>,
  create: (tx: Transaction) => Promise<T>,
): Promise<{ created: T } | { exceeded: true }> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select ${users.id} from ${users} where ${users.id} = ${userId} for update`,
    );
    if ((await used(tx)) >= limit) return { exceeded: true as const };
    return { created: await create(tx) };
  });
}

/** The usage-stats answer (docs/product/data.md), every number from the one plan table. */
export async function usageStats(db: Database, user: UserRow, now: Date): Promise<UsageStats> {
  const plan = planOf(user);
  const [charactersUsed, locationsUsed, storiesUsed, storiesTotal] = await Promise.all([
    countOwnCharacters(db, user.id),
    countOwnLocations(db, user.id),
    countStoriesThisWeek(db, user.id, now),
    countAllStories(db, user.id),
  ]);
  const storyLimit = plan.storiesPerWeek;
  return {
    subscription: plan.name,
    plan: user.plan as PlanId,
    characters: { used: charactersUsed, limit: plan.customCharacters },
    locations: { used: locationsUsed, limit: plan.customLocations },
    stories: {
      used: storiesUsed,
      limit: storyLimit,
      remaining: Math.max(0, storyLimit - storiesUsed),
      percentage: Math.min(100, Math.round((storiesUsed / storyLimit) * 100)),
      resetDate: nextWeekReset(now).toISOString(),
      total: storiesTotal,
    },
    dialects: [...plan.dialects],
    features: {
      dialectAccess: plan.dialects.some(
        (dialect) => dialect !== 'standard' && dialect !== 'english',
      ),
      pdfWatermark: plan.pdfWatermark,
      shareMaxViews: plan.shareMaxViews,
      priority: plan.priority,
    },
  };
}
