import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { PgBoss } from 'pg-boss';
import { createQueue } from '../../jobs/queue.ts';
import { registerJobs, type JobDefinition } from '../../jobs/registry.ts';

declare module 'fastify' {
  interface FastifyInstance {
    queue: PgBoss;
  }
}

/** The features' job definitions come from app.ts, the one place that knows every feature. */
export default fp<{ jobs?: readonly JobDefinition[] }>(
  async (app, options) => {
    const queue = createQueue(app.database, app.config.role);
    queue.on('error', (error) => app.log.error({ err: error }, 'queue error'));
    await queue.start();
    // One process owns a PGlite folder: jobs left active by a process that was killed are orphans
    // and run again now (on PostgreSQL, heartbeats find them instead).
    if (app.database.kind === 'pglite' && app.config.role !== 'api') {
      const orphans = await app.db.execute(
        sql`update pgboss.job set state = 'retry', start_after = now() where state = 'active' returning id`,
      );
      const count = (orphans as unknown as { rows: unknown[] }).rows.length;
      if (count > 0)
        app.log.warn({ count }, 'jobs left running by an earlier process will run again');
    }
    // Before the handlers are attached: a handler may run the moment it is, and steps send the next ones.
    app.decorate('queue', queue);
    const workers = await registerJobs(app, queue, options.jobs ?? []);
    // Stop the queue before the database closes (hooks run in reverse order of registration): no new
    // jobs, the running ones finish within the grace period or go back to the queue untried.
    app.addHook('onClose', async () => {
      const { finished, returned } = await workers.stop(app.config.shutdownGraceMs);
      if (finished + returned > 0)
        app.log.info(
          { finished, returned },
          'jobs running at shutdown: finished, or handed back to the queue',
        );
      await queue.stop({ graceful: false });
    });
  },
  { name: 'queue', dependencies: ['database', 'metrics'] },
);
