import type { FastifyInstance } from 'fastify';
import type { PgBoss } from 'pg-boss';
import type { z } from 'zod';

/** A job is a definition (name, payload schema, queue options) plus a handler (STYLE.md 7). */
export interface JobDefinition<Schema extends z.ZodType = z.ZodType> {
  name: string;
  payload: Schema;
  retryLimit?: number;
  retryDelay?: number;
  retryBackoff?: boolean;
  handle: (app: FastifyInstance, payload: z.infer<Schema>, jobId: string) => Promise<void>;
}

export const jobDefinitions: JobDefinition[] = [];

/** Creates every queue; processes that work jobs (role all or worker) also attach the handlers. */
export async function registerJobs(app: FastifyInstance, queue: PgBoss, definitions: JobDefinition[] = jobDefinitions): Promise<void> {
  for (const definition of definitions) {
    await queue.createQueue(definition.name, {
      retryLimit: definition.retryLimit ?? 3,
      retryDelay: definition.retryDelay ?? 5,
      retryBackoff: definition.retryBackoff ?? true,
    });
    if (app.config.role === 'api') continue;
    await queue.work(definition.name, async (jobs) => {
      for (const job of jobs) {
        await definition.handle(app, definition.payload.parse(job.data), job.id);
      }
    });
  }
}
