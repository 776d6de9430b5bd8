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
 * Every queue pg-boss knows, with its jobs counted now from its job table, read here beside the
 * queue's other internals: pg-boss's own counts are cached for up to a minute, and it does not
 * report how long the oldest due job has waited, so both come from one statement and agree.
 */
export async function queueHealth(queue: PgBoss, db: Database): Promise<QueueHealth[]> {
  // pg-boss's own queues (__pgboss__send-it…) are its machinery, not our jobs.
  const queues = (await queue.getQueues()).filter(({ name }) => !name.startsWith('__pgboss'));
  const result = (await db.execute(sql`
    select name,
      count(*) filter (where state in ('created', 'retry'))::int as waiting,
      count(*) filter (where state in ('created', 'retry') and start_after > now())::int as deferred,
      count(*) filter (where state = 'active')::int as active,
      count(*) filter (where state = 'failed')::int as failed,
      extract(epoch from now() - min(greatest(created_on, start_after)) filter (where state in ('created', 'retry') and start_after <= now()))::float8 as wait
    from pgboss.job group by name`)) as unknown as {
    rows: Array<{
      name: string;
      waiting: number;
      deferred: number;
      active: number;
      failed: number;
      wait: number | null;
    }>;
  };
  const counted = new Map(result.rows.map((row) => [row.name, row]));
  return queues
    .map(({ name }) => {
      const row = counted.get(name);
      return {
        name,
        waiting: Number(row?.waiting ?? 0),
        deferred: Number(row?.deferred ?? 0),
        active: Number(row?.active ?? 0),
        failed: Number(row?.failed ?? 0),
        oldestWaitSeconds:
          row?.wait === null || row?.wait === undefined
            ? null
            : Math.max(0, Math.round(Number(row.wait))),
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}
