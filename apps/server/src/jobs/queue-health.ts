import { sql } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import type { Database } from '../db/client.ts';

/** Where one job queue stands now (the admin dashboard's queue table). */
export interface QueueHealth {
  name: string;
  /** Jobs waiting to be worked (due now or later, first tries and retries). */
  waiting: number;
  /** Of those, jobs not due yet (a retry's back-off, a delayed send). */
  deferred: number;
  active: number;
  failed: number;
  /** How long the job waiting longest has been due, in seconds; null when none is due. */
  oldestWaitSeconds: number | null;
}

/**
 * Every queue's counts from pg-boss itself (a fresh reading, reused for a minute at most), and the
 * oldest due job's wait, which pg-boss does not report: read here, beside the queue's other
 * internals, from its job table.
 */
export async function queueHealth(queue: PgBoss, db: Database): Promise<QueueHealth[]> {
  const queues = await queue.getQueues();
  const [stats, oldest] = await Promise.all([
    Promise.all(queues.map(async ({ name }) => (await queue.getQueueStats(name, { force: true })).at(-1))),
    db.execute(sql`
      select name, extract(epoch from now() - min(greatest(created_on, start_after))) as wait
      from pgboss.job where state in ('created', 'retry') and start_after <= now()
      group by name`) as unknown as Promise<{ rows: Array<{ name: string; wait: number | string }> }>,
  ]);
  const waits = new Map(oldest.rows.map((row) => [row.name, Math.max(0, Math.round(Number(row.wait)))]));
  return queues
    .map(({ name }, i) => ({
      name,
      waiting: stats[i]?.queuedCount ?? 0,
      deferred: stats[i]?.deferredCount ?? 0,
      active: stats[i]?.activeCount ?? 0,
      failed: stats[i]?.failedCount ?? 0,
      oldestWaitSeconds: waits.get(name) ?? null,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
