import type { FastifyInstance } from 'fastify';
import type { JobResult, PgBoss, QueuePolicy } from 'pg-boss';
import type { z } from 'zod';

/** A job is a definition (name, payload schema, queue options) plus a handler (STYLE.md 7). */
export interface JobDefinition<Schema extends z.ZodType = z.ZodType> {
  name: string;
  payload: Schema;
  retryLimit?: number;
  retryDelay?: number;
  retryBackoff?: boolean;
  /** Jobs a process works at once. */
  concurrency?: number;
  /**
   * Seconds without a heartbeat (sent by the working process) after which a job counts as lost
   * and is retried elsewhere: a worker killed mid-step does not hold its jobs until they expire.
   */
  heartbeatSeconds?: number;
  /**
   * How jobs may queue (pg-boss policies): `stately` keeps one waiting and one running per
   * singleton key, so the jobs of one key run one after another and a burst collapses into one.
   */
  policy?: QueuePolicy;
  /** A cron expression (UTC): pg-boss sends the job on this schedule (from the processes that work jobs). */
  cron?: string;
  handle: (app: FastifyInstance, payload: z.infer<Schema>, job: { id: string; retryCount: number }) => Promise<void>;
  /** Called once when the last try has failed, before pg-boss marks the job failed. */
  onGiveUp?: (app: FastifyInstance, payload: z.infer<Schema>, error: unknown) => Promise<void>;
}

/** Keeps a definition's payload type for its handler while the list holds them all. */
export const defineJob = <Schema extends z.ZodType>(definition: JobDefinition<Schema>): JobDefinition => definition as unknown as JobDefinition;

const DEFAULT_RETRY_LIMIT = 3;

/** Creates every queue; processes that work jobs (role all or worker) also attach the handlers. */
export async function registerJobs(app: FastifyInstance, queue: PgBoss, definitions: readonly JobDefinition[]): Promise<void> {
  for (const definition of definitions) {
    const retryLimit = definition.retryLimit ?? DEFAULT_RETRY_LIMIT;
    await queue.createQueue(definition.name, {
      retryLimit,
      retryDelay: definition.retryDelay ?? 5,
      retryBackoff: definition.retryBackoff ?? true,
      ...(definition.heartbeatSeconds ? { heartbeatSeconds: definition.heartbeatSeconds } : {}),
      ...(definition.policy ? { policy: definition.policy } : {}),
    });
    if (app.config.role === 'api') continue;
    // Kept in pg-boss's schedule table (an upsert: every process may say it again).
    if (definition.cron) await queue.schedule(definition.name, definition.cron, {}, { tz: 'UTC' });
    // Jobs come in batches worked side by side, each settled on its own; a full batch fetches the
    // next at once, and half a second passes between polls otherwise (a parent watches progress).
    const batchSize = definition.concurrency ?? 1;
    await queue.work(definition.name, { pollingIntervalSeconds: 0.5, batchSize, burstWhenBatchFull: true, perJobResults: true }, async (jobs) =>
      Promise.all(
        jobs.map(async (job): Promise<JobResult> => {
          const payload = definition.payload.parse(job.data);
          try {
            await definition.handle(app, payload, { id: job.id, retryCount: job.retryCount });
            return { id: job.id, status: 'completed' };
          } catch (error) {
            app.log.warn({ err: error, job: definition.name, jobId: job.id, retryCount: job.retryCount }, 'job failed');
            if (job.retryCount >= retryLimit && definition.onGiveUp) await definition.onGiveUp(app, payload, error);
            return { id: job.id, status: 'failed', output: { message: error instanceof Error ? error.message : String(error) } };
          }
        }),
      ),
    );
  }
}
