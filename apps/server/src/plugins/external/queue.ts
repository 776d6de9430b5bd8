import fp from 'fastify-plugin';
import type { PgBoss } from 'pg-boss';
import { createQueue } from '../../jobs/queue.ts';
import { registerJobs } from '../../jobs/registry.ts';

declare module 'fastify' {
  interface FastifyInstance {
    queue: PgBoss;
  }
}

export default fp(
  async (app) => {
    const queue = createQueue(app.database, app.config.role);
    queue.on('error', (error) => app.log.error({ err: error }, 'queue error'));
    await queue.start();
    await registerJobs(app, queue);
    app.decorate('queue', queue);
    // Stop the queue before the database closes (hooks run in reverse order of registration).
    app.addHook('onClose', async () => {
      await queue.stop({ graceful: true, timeout: 10_000 });
    });
  },
  { name: 'queue', dependencies: ['database'] },
);
