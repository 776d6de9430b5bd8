import http from 'node:http';
import type { AddressInfo } from 'node:net';
import fp from 'fastify-plugin';
import { hasMetricsToken } from '../../metrics/metrics-token.ts';
import { noMetrics, type Metrics } from '../../metrics/metrics.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Operations metrics (a no-op unless METRICS_TOKEN or METRICS_PORT is set). */
    metrics: Metrics;
    /** The metrics listener's address, when METRICS_PORT is set (tests ask for port 0). */
    metricsAddress: AddressInfo | null;
  }
}

/**
 * Metrics for Prometheus, in every role: the registry is loaded only when metrics are served. On a
 * port of its own (METRICS_PORT, bound to METRICS_HOST, loopback by default: the only way to reach
 * a worker's), with the token too when METRICS_TOKEN is set; the API's own port serves them to
 * callers with the token (plugins/app/metrics-endpoint.ts).
 */
export default fp(
  async (app) => {
    const { token, port, host } = app.config.metrics;
    app.decorate('metricsAddress', null);
    if (!token && port === undefined) {
      app.decorate('metrics', noMetrics);
      return;
    }
    const { createPrometheusMetrics } = await import('../../metrics/prometheus.ts');
    const metrics = createPrometheusMetrics(app.config.role, () =>
      // pg-boss's table, shared by every process; states before `completed` are the ones waiting or running.
      app.database.query<{ queue: string; state: string; count: number }>(
        `select name as queue, state::text as state, count(*)::int as count from pgboss.job where state < 'completed' group by 1, 2`,
        [],
      ),
    );
    app.decorate('metrics', metrics);
    if (port === undefined) return;

    const server = http.createServer((request, response) => {
      if ((request.url ?? '').split('?')[0] !== '/metrics' || request.method !== 'GET') {
        response.writeHead(404).end();
        return;
      }
      if (token && !hasMetricsToken(request.headers.authorization, token)) {
        response.writeHead(401, { 'www-authenticate': 'Bearer' }).end();
        return;
      }
      metrics.render().then(
        ({ contentType, body }) =>
          response.writeHead(200, { 'content-type': contentType }).end(body),
        (error: unknown) => {
          app.log.error({ err: error }, 'could not render the metrics');
          response.writeHead(500).end();
        },
      );
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => resolve());
    });
    app.metricsAddress = server.address() as AddressInfo;
    app.addHook('onClose', async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    });
  },
  { name: 'metrics', dependencies: ['config'] },
);
