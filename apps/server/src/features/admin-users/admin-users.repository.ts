import { and, count, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  plans,
  weekStart,
  type AdminUserStory,
  type AdminUserSummary,
  type PlanId,
} from '@qamar/shared';
import type { Database } from '../../db/client.ts';
import { stories, users } from '../../db/schema.ts';
import {
  countAllStories,
  countOwnCharacters,
  countOwnLocations,
  countStoriesThisWeek,
} from '../../accounts/quota.ts';
import type { UserRow } from '../../accounts/users.repository.ts';

/** `%` and `_` typed in a search are letters, not wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const summaryColumns = (now: Date) => ({
  id: users.id,
  email: users.email,
  name: users.name,
  plan: users.plan,
  emailVerifiedAt: users.emailVerifiedAt,
  disabledAt: users.disabledAt,
  createdAt: users.createdAt,
  storiesThisWeek: sql<number>`(select count(*) from ${stories} where ${stories.userId} = ${users.id} and ${stories.countsTowardLimit} and ${stories.createdAt} >= ${weekStart(now).toISOString()}::timestamptz)::int`,
  storiesTotal: sql<number>`(select count(*) from ${stories} where ${stories.userId} = ${users.id})::int`,
});

type SummaryRow = Pick<
  UserRow,
  'id' | 'email' | 'name' | 'plan' | 'emailVerifiedAt' | 'disabledAt' | 'createdAt'
> & { storiesThisWeek: number; storiesTotal: number };

const toSummary = (row: SummaryRow): AdminUserSummary => ({
  id: row.id,
  email: row.email,
  name: row.name,
  plan: row.plan as PlanId,
  emailVerified: row.emailVerifiedAt !== null,
  disabled: row.disabledAt !== null,
  createdAt: row.createdAt.toISOString(),
  storiesThisWeek: Number(row.storiesThisWeek),
  storiesTotal: Number(row.storiesTotal),
});

/** Parents whose email or name contains the words, newest accounts first, a page at a time. */
export async function searchUsers(
  db: Database,
  query: string,
  page: number,
  pageSize: number,
  now: Date,
) {
  const where: SQL | undefined = query
    ? or(ilike(users.email, likePattern(query)), ilike(users.name, likePattern(query)))
    : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(summaryColumns(now))
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { users: rows.map(toSummary), total: total?.n ?? 0 };
}

/** One parent as the admin sees them: the account, what they used, their newest stories. */
export async function userDetail(db: Database, user: UserRow, now: Date) {
  const [storiesThisWeek, storiesTotal, characterCount, locationCount, recent] = await Promise.all([
    countStoriesThisWeek(db, user.id, now),
    countAllStories(db, user.id),
    countOwnCharacters(db, user.id),
    countOwnLocations(db, user.id),
    db
      .select({
        id: stories.id,
        title: stories.title,
        titleEn: stories.titleEn,
        titleAr: stories.titleAr,
        status: stories.status,
        createdAt: stories.createdAt,
        publishedAt: stories.publishedAt,
        featuredAt: stories.featuredAt,
        moderation: stories.moderation,
      })
      .from(stories)
      .where(eq(stories.userId, user.id))
      .orderBy(desc(stories.createdAt), desc(stories.id))
      .limit(10),
  ]);
  const recentStories: AdminUserStory[] = recent.map((story) => ({
    id: story.id,
    titleEn: story.titleEn ?? story.title,
    titleAr: story.titleAr ?? story.titleEn ?? story.title,
    status: story.status,
    createdAt: story.createdAt.toISOString(),
    published: story.publishedAt !== null,
    featured: story.featuredAt !== null,
    moderation: story.moderation,
  }));
  const summary = toSummary({ ...user, storiesThisWeek, storiesTotal });
  return {
    user: {
      ...summary,
      displayName: user.displayName,
      language: user.language,
      disabledAt: user.disabledAt?.toISOString() ?? null,
    },
    usage: {
      storiesThisWeek,
      storiesPerWeek: plans[user.plan as PlanId].storiesPerWeek,
      storiesTotal,
      characters: characterCount,
      locations: locationCount,
    },
    recentStories,
  };
}

/**
 * Disables or re-enables an account in one transaction: the account's flag and token version (every
 * session it had ends at once), and the mark on its stories that keeps them out of everything
 * public meanwhile. Answers the account when it changed, undefined when it already was so.
 */
export async function setUserDisabled(
  db: Database,
  userId: number,
  disabled: boolean,
  now: Date,
): Promise<UserRow | undefined> {
  return db.transaction(async (tx) => {
    const [changed] = await tx
      .update(users)
      .set(
        disabled
          ? { disabledAt: now, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: now }
          : { disabledAt: null, updatedAt: now },
      )
      .where(
        and(
          eq(users.id, userId),
          disabled ? isNull(users.disabledAt) : isNotNull(users.disabledAt),
        ),
      )
      .returning();
    if (!changed) return undefined;
    await tx
      .update(stories)
      .set({ ownerDisabledAt: disabled ? now : null })
      .where(eq(stories.userId, userId));
    return changed;
  });
}
