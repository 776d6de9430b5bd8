import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

export interface ThrottleRule {
  limit: number;
  windowSeconds: number;
}

export interface ThrottleState {
  allowed: boolean;
  count: number;
  /** Seconds until the window resets. */
  retryAfter: number;
}

function state(count: number, resetAt: Date, limit: number, now: Date): ThrottleState {
  return {
    allowed: count <= limit,
    count,
    retryAfter: Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000)),
  };
}

function rows(result: unknown): Array<{ count: number; reset_at: string | Date }> {
  return (result as { rows: Array<{ count: number; reset_at: string | Date }> }).rows;
}

/**
 * Fixed-window counters in the database, shared by every API process. Counting and reading happen
 * in one statement, so concurrent requests cannot slip past the limit together.
 */
export async function hit(
  db: Database,
  key: string,
  rule: ThrottleRule,
  now: Date,
): Promise<ThrottleState> {
  const reset = new Date(now.getTime() + rule.windowSeconds * 1000);
  const result = await db.execute(sql`
    insert into rate_limits (key, count, reset_at) values (${key}, 1, ${reset.toISOString()})
    on conflict (key) do update set
      count = case when rate_limits.reset_at <= ${now.toISOString()} then 1 else rate_limits.count + 1 end,
      reset_at = case when rate_limits.reset_at <= ${now.toISOString()} then ${reset.toISOString()}::timestamptz else rate_limits.reset_at end
    returning count, reset_at`);
  const [row] = rows(result);
  if (!row) throw new Error('rate limit upsert returned no row');
  return state(Number(row.count), new Date(row.reset_at), rule.limit, now);
}

export async function clear(db: Database, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limits where key = ${key}`);
}

/** Takes back one hit (an attempt counted in advance that turned out not to count). */
export async function unhit(db: Database, key: string): Promise<void> {
  await db.execute(sql`update rate_limits set count = greatest(count - 1, 0) where key = ${key}`);
}
