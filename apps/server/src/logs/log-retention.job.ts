import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { apiLogs, requestLogs } from '../db/schema.ts';
import { defineJob } from '../jobs/registry.ts';

/** Rows deleted by one statement: short transactions, so writers of new rows never wait long. */
const PRUNE_BATCH = 5_000;

/**
 * Deletes request log and engine call rows older than LOG_RETENTION_DAYS, oldest first, a batch at
 * a time (each batch found by the (created_at, id) index). Answers how many rows of each went.
 */
export async function pruneLogs(
  app: FastifyInstance,
): Promise<{ requests: number; engineCalls: number }> {
  const cutoff = new Date(app.now().getTime() - app.config.logRetentionDays * 24 * 3600_000);
  const prune = async (table: typeof requestLogs | typeof apiLogs) => {
    let total = 0;
    for (;;) {
      const result = (await app.db.execute(sql`
        delete from ${table} where ${table.id} in (
          select ${table.id} from ${table} where ${table.createdAt} < ${cutoff} order by ${table.createdAt}, ${table.id} limit ${PRUNE_BATCH}
        )`)) as unknown as { rowCount?: number | null; affectedRows?: number };
      const deleted = Number(result.rowCount ?? result.affectedRows ?? 0);
      total += deleted;
      if (deleted < PRUNE_BATCH) return total;
    }
  };
  const requests = await prune(requestLogs);
  const engineCalls = await prune(apiLogs);
  if (requests + engineCalls > 0)
    app.log.info({ requests, engineCalls, before: cutoff.toISOString() }, 'old log rows pruned');
  return { requests, engineCalls };
}

/** Every hour, at seven past: each run has at most an hour of rows to delete. */
export const logRetentionJob = defineJob({
  name: 'log-retention',
  payload: z.unknown(),
  retryLimit: 2,
  cron: '7 * * * *',
  handle: async (app) => {
    await pruneLogs(app);
  },
});
