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
  handle: (
    app: FastifyInstance,
    payload: z.infer<Schema>,
    job: { id: string; retryCount: number },
  ) => Promise<void>;
  /** Called once when the last try has failed, before pg-boss marks the job failed. */
  onGiveUp?: (app: FastifyInstance, payload: z.infer<Schema>, error: unknown) => Promise<void>;
}

/** Keeps a definition's payload type for its handler while the list holds them all. */
export const defineJob = <Schema extends z.ZodType>(
  definition: JobDefinition<Schema>,
): JobDefinition => definition as unknown as JobDefinition;

const DEFAULT_RETRY_LIMIT = 3;
/**
 * Tries a job with heartbeats may lose to a process that died under it (killed, out of memory, a
 * machine gone), beyond its failures: a lost try says nothing about the step, so it must not end
 * the story. pg-boss counts both kinds of try alike; our handler gives up after `retryLimit` tries
 * that ended in an error, so pg-boss is told to allow this many more.
 */
const LOST_TRIES = 8;
/** The longest wait before a try again (seconds): back-off doubles per try, and lost tries must not push it to minutes. */
const RETRY_DELAY_MAX = 10;

/** What a process's workers are doing: the jobs running now, by id. */
export interface JobWorkers {
  /**
   * Graceful stop: takes no new jobs, lets the running ones finish for up to `graceMs`, then hands
   * the rest back to the queue as if never started (no try used up), so another process runs them at
   * once instead of after a heartbeat time-out. Story steps are idempotent (each asset written once
   * under a fixed key), so a step handed back while its handler is still running does no harm.
   */
  stop(graceMs: number): Promise<{ finished: number; returned: number }>;
}

interface Running {
  name: string;
  startedAt: number;
}

/** Creates every queue; processes that work jobs (role all or worker) also attach the handlers. */
export async function registerJobs(
  app: FastifyInstance,
  queue: PgBoss,
  definitions: readonly JobDefinition[],
): Promise<JobWorkers> {
  const running = new Map<string, Running>();
  for (const definition of definitions) {
    const retryLimit = definition.retryLimit ?? DEFAULT_RETRY_LIMIT;
    const retries = {
      retryLimit: retryLimit + (definition.heartbeatSeconds ? LOST_TRIES : 0),
      retryDelay: definition.retryDelay ?? 5,
      retryBackoff: definition.retryBackoff ?? true,
      ...(definition.heartbeatSeconds
        ? { heartbeatSeconds: definition.heartbeatSeconds, retryDelayMax: RETRY_DELAY_MAX }
        : {}),
    };
    // Created once with its policy; its tries updated at every start, so a queue made by an earlier
    // release takes today's (pg-boss's update takes the heartbeat and the longest delay too, though
    // its types leave them out; the policy is fixed at creation).
    await queue.createQueue(definition.name, {
      ...retries,
      ...(definition.policy ? { policy: definition.policy } : {}),
    });
    await queue.updateQueue(definition.name, retries as Parameters<PgBoss['updateQueue']>[1]);
    // Fills pg-boss's cache of the queue now (a read of no job): otherwise the first job sent inside
    // one of our transactions looks the queue up outside it, and on PGlite's one connection that
    // lookup waits for the transaction, which waits for it. Working a queue fills the cache too.
    await queue.getJobById(definition.name, '00000000-0000-0000-0000-000000000000');
    if (app.config.role === 'api') continue;
    // Kept in pg-boss's schedule table (an upsert: every process may say it again).
    if (definition.cron) await queue.schedule(definition.name, definition.cron, {}, { tz: 'UTC' });
    // Jobs come in batches worked side by side, each settled on its own; a full batch fetches the
    // next at once, and half a second passes between polls otherwise (a parent watches progress).
    const batchSize = definition.concurrency ?? 1;
    await queue.work(
      definition.name,
      { pollingIntervalSeconds: 0.5, batchSize, burstWhenBatchFull: true, perJobResults: true },
      async (jobs) =>
        Promise.all(
          jobs.map(async (job): Promise<JobResult> => {
            const payload = definition.payload.parse(job.data);
            const startedAt = performance.now();
            running.set(job.id, { name: definition.name, startedAt });
            const seconds = () => (performance.now() - startedAt) / 1000;
            try {
              await definition.handle(app, payload, { id: job.id, retryCount: job.retryCount });
              app.metrics.job(definition.name, 'completed', seconds());
              return { id: job.id, status: 'completed' };
            } catch (error) {
              app.log.warn(
                { err: error, job: definition.name, jobId: job.id, retryCount: job.retryCount },
                'job failed',
              );
              app.metrics.job(definition.name, 'failed', seconds());
              const output = { message: error instanceof Error ? error.message : String(error) };
              if (job.retryCount < retryLimit) return { id: job.id, status: 'failed', output };
              app.metrics.jobGaveUp(definition.name);
              if (definition.onGiveUp) await definition.onGiveUp(app, payload, error);
              // Failed for good now, whatever tries pg-boss still allows for lost ones.
              return { id: job.id, status: 'deadletter', output };
            } finally {
              running.delete(job.id);
            }
          }),
        ),
    );
  }

  return {
    async stop(graceMs) {
      if (app.config.role === 'api') return { finished: 0, returned: 0 };
      const before = running.size;
      // Waiting on pg-boss's workers, not only on our handlers: a worker records a finished job's
      // completion after its handler returns, and stopping the queue before that fails the job.
      const drained = Promise.all(
        definitions.map((definition) => queue.offWork(definition.name, { wait: true })),
      );
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        drained,
        new Promise<void>((resolve) => (timer = setTimeout(resolve, graceMs))),
      ]);
      clearTimeout(timer);
      const unfinished = [...running.entries()];
      if (unfinished.length > 0) {
        // As pg-boss's own restore: waiting again, with no start recorded, so the next claim uses no try.
        await app.database.query(
          `update pgboss.job set state = 'created', started_on = null, heartbeat_on = null where id = any($1::uuid[]) and state = 'active'`,
          [unfinished.map(([id]) => id)],
        );
      }
      for (const [, job] of unfinished)
        app.metrics.job(job.name, 'returned', (performance.now() - job.startedAt) / 1000);
      return { finished: before - unfinished.length, returned: unfinished.length };
    },
  };
}
