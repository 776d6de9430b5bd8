import fp from 'fastify-plugin';
import { errorResponse } from '@qamar/shared';
import { AppError } from '../../errors/app-error.ts';
import { hasMetricsToken } from '../../metrics/metrics-token.ts';

/**
 * The API's side of the metrics: every answered request is counted by its route pattern (never the
 * raw path, so ids do not make new series), and with METRICS_TOKEN, `GET /metrics` on the API's
 * port answers callers sending `Authorization: Bearer <token>` (401 for anyone else).
 */
export default fp(
  async (app) => {
    const { metrics } = app;
    if (!metrics.enabled) return;
    app.addHook('onResponse', async (request, reply) => {
      metrics.request(
        request.method,
        request.routeOptions.url ?? 'unmatched',
        reply.statusCode,
        reply.elapsedTime / 1000,
      );
    });
    const { token } = app.config.metrics;
    if (!token) return;
    // The 200 answer is Prometheus's text format, not JSON: only the refusal has a schema.
    app.get(
      '/metrics',
      { schema: { response: { 401: errorResponse } } },
      async (request, reply) => {
        if (!hasMetricsToken(request.headers.authorization, token))
          throw new AppError('UNAUTHORIZED', 'error.unauthorized');
        const { contentType, body } = await metrics.render();
        return reply.type(contentType).header('cache-control', 'no-store').send(body);
      },
    );
  },
  { name: 'metrics-endpoint', dependencies: ['metrics'] },
);
