import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { csrfTokenResponse, errorResponse, healthResponse, readyResponse } from '@qamar/shared';

const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    { schema: { response: { 200: healthResponse } }, config: { rateLimit: false } },
    async () => ({
      status: 'ok' as const,
    }),
  );

  app.get(
    '/api/ready',
    {
      schema: { response: { 200: readyResponse, 503: readyResponse } },
      config: { rateLimit: false },
    },
    async (request, reply) => {
      const [database, queue] = await Promise.all([
        app.db.execute(sql`select 1`).then(
          () => true,
          (error: unknown) => (request.log.warn({ err: error }, 'database not reachable'), false),
        ),
        app.queue
          .isInstalled()
          .catch(
            (error: unknown) => (request.log.warn({ err: error }, 'queue not reachable'), false),
          ),
      ]);
      const ready = database && queue;
      return reply
        .status(ready ? 200 : 503)
        .send({ status: ready ? 'ready' : 'unavailable', checks: { database, queue } });
    },
  );

  app.get(
    '/api/csrf-token',
    { schema: { response: { 200: csrfTokenResponse, 429: errorResponse } } },
    async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      return { csrfToken: reply.issueCsrfToken() };
    },
  );
};

export default systemRoutes;
