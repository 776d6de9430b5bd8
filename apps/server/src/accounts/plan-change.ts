import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { isHigherPlan, plans, type PlanId } from '@qamar/shared';
import type { Database } from '../db/client.ts';
import { stories, storyShares, subscriptions, users } from '../db/schema.ts';
import type { Transaction } from './quota.ts';

/**
 * Sets the plan whose limits apply (`users.plan`) to the higher of the plan an admin granted and
 * the plans the parent's subscriptions grant now, inside `tx` (which holds the parent's row lock).
 * Everything that copies a limit of the plan (the view limit kept on each share link) changes with
 * it. This is the one way `users.plan` changes. Answers the plan, or undefined for no such parent.
 */
export async function refreshPlan(
  tx: Transaction,
  userId: number,
  now: Date,
): Promise<PlanId | undefined> {
  const [user] = await tx
    .select({ plan: users.plan, grantedPlan: users.grantedPlan })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return undefined;
  const granted = await tx
    .select({ plan: subscriptions.entitledPlan })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), isNotNull(subscriptions.entitledPlan)));
  const plan = granted.reduce<PlanId>(
    (best, row) => (isHigherPlan(row.plan as PlanId, best) ? (row.plan as PlanId) : best),
    user.grantedPlan as PlanId,
  );
  if (plan === user.plan) return plan;
  await tx.update(users).set({ plan, updatedAt: now }).where(eq(users.id, userId));
  await tx
    .update(storyShares)
    .set({ maxViews: plans[plan].shareMaxViews })
    .where(
      inArray(
        storyShares.storyId,
        tx.select({ id: stories.id }).from(stories).where(eq(stories.userId, userId)),
      ),
    );
  return plan;
}

/** Locks a parent's row for the rest of `tx`: every change of a parent's plan or subscriptions queues here. */
export async function lockUser(tx: Transaction, userId: number): Promise<boolean> {
  const result = await tx.execute(
    sql`select ${users.id} from ${users} where ${users.id} = ${userId} for update`,
  );
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}

/**
 * An admin grants a plan: it stays the parent's floor whatever their subscriptions do (a gift, or
 * the operator's way of giving plans when online payment is not set up). Answers the parent with
 * the plan that now applies, or undefined when no account matches.
 */
export async function changePlan(db: Database, email: string, plan: PlanId, now: Date) {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, email))
      .for('update');
    if (!user) return undefined;
    await tx.update(users).set({ grantedPlan: plan, updatedAt: now }).where(eq(users.id, user.id));
    const applied = (await refreshPlan(tx, user.id, now))!;
    return { id: user.id, email, plan: applied };
  });
}
