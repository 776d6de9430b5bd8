import fp from 'fastify-plugin';
import { isApiRequest } from '../../http/request-path.ts';
import {
  defaultRequestLogOptions,
  RequestLog,
  requestLogWriter,
  unmatchedRoute,
  type RequestLogOptions,
} from '../../logs/request-log.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The request log's buffer (benchmarks and tests flush it to read what it wrote). */
    requestLog: RequestLog;
  }
}

/**
 * Every API request joins the request log once it is answered: method, route pattern, status,
 * duration and the principal the route's own check found (an admin, a parent, or nobody). The
 * address, query, headers and bodies are never read here, so no token or name can reach the log.
 */
export default fp<{ options?: Partial<RequestLogOptions> }>(
  async (app, { options }) => {
    let failures = 0;
    const log = new RequestLog(
      requestLogWriter(app.database.query),
      (error, rows) => {
        // One line per burst of failures, not one per batch while the database is away.
        if (failures++ % 100 === 0)
          app.log.error({ err: error, rows, failures }, 'could not write the request log');
      },
      { ...defaultRequestLogOptions, ...options },
    );
    app.decorate('requestLog', log);

    app.addHook('onResponse', (request, reply, done) => {
      if (isApiRequest(request)) {
        const { admin, user } = request;
        log.record({
          method: request.method,
          route: request.routeOptions.url ?? unmatchedRoute,
          status: reply.statusCode,
          durationMs: Math.round(reply.elapsedTime * 100) / 100,
          principalKind: admin ? 'admin' : user ? 'user' : 'anonymous',
          principalId: admin?.id ?? user?.id ?? null,
          createdAt: new Date(app.now().getTime() - reply.elapsedTime),
        });
      }
      done();
    });
    // Runs before the database closes (hooks close in reverse order of registration).
    app.addHook('onClose', async () => {
      await log.flush();
    });
  },
  { name: 'request-log', dependencies: ['config', 'database', 'authentication'] },
);
