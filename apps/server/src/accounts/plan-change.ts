import { eq, inArray } from 'drizzle-orm';
import { plans, type PlanId } from '@qamar/shared';
import type { Database } from '../db/client.ts';
import { stories, storyShares, users } from '../db/schema.ts';

/**
 * The one way a parent's plan changes (an admin's grant today, a subscription later): the plan
 * and everything that copies one of its limits (the view limit kept on each share link) change in
 * one transaction. Answers the user, or undefined when no account matches.
 */
export async function changePlan(db: Database, email: string, plan: PlanId, now: Date) {
  return db.transaction(async (tx) => {
    const [user] = await tx.update(users).set({ plan, updatedAt: now }).where(eq(users.email, email)).returning({ id: users.id, email: users.email, plan: users.plan });
    if (!user) return undefined;
    await tx
      .update(storyShares)
      .set({ maxViews: plans[plan].shareMaxViews })
      .where(inArray(storyShares.storyId, tx.select({ id: stories.id }).from(stories).where(eq(stories.userId, user.id))));
    return user;
  });
}
