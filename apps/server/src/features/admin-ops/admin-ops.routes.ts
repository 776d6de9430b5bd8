import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dashboardQuery,
  dashboardResponse,
  engineLogExportQuery,
  engineLogPage as engineLogPageSchema,
  engineLogQuery,
  errorResponse,
  requestLogExportQuery,
  requestLogPage as requestLogPageSchema,
  requestLogQuery,
} from '@qamar/shared';
import { queueHealth } from '../../jobs/queue-health.ts';
import {
  csvRows,
  engineLogColumns,
  engineLogConditions,
  engineLogPage,
  requestLogColumns,
  requestLogConditions,
  requestLogPage,
} from './api-logs.repository.ts';
import { dashboardFigures } from './dashboard.repository.ts';
import { dashboardRange } from './date-range.ts';

const errors = { 400: errorResponse, 401: errorResponse };

/**
 * The admins' view of operations (docs/admin-operations.md): the dashboard's figures for a date
 * range, and the two logs (engine calls, API requests) filtered, paged by keyset and exported.
 */
const adminOpsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/dashboard',
    {
      preHandler: app.requireAdmin,
      schema: { querystring: dashboardQuery, response: { 200: dashboardResponse, ...errors } },
    },
    async (request) => {
      const range = dashboardRange(request.query, app.now());
      return dashboardFigures(app.db, range, await queueHealth(app.queue, app.db));
    },
  );

  app.get(
    '/api/admin/api-logs/engine',
    {
      preHandler: app.requireAdmin,
      schema: { querystring: engineLogQuery, response: { 200: engineLogPageSchema, ...errors } },
    },
    async (request) => {
      const conditions = await engineLogConditions(app.db, request.query);
      return engineLogPage(app.db, conditions, request.query.cursor, request.query.limit);
    },
  );

  // Every API route's pattern, for the route filter (what the request log can hold).
  const apiRoutes = () =>
    [
      ...new Set(
        app.registeredRoutes.map((route) => route.url).filter((url) => url.startsWith('/api/')),
      ),
    ].sort();

  app.get(
    '/api/admin/api-logs/requests',
    {
      preHandler: app.requireAdmin,
      schema: { querystring: requestLogQuery, response: { 200: requestLogPageSchema, ...errors } },
    },
    async (request) => {
      const conditions = await requestLogConditions(app.db, request.query);
      return {
        ...(await requestLogPage(app.db, conditions, request.query.cursor, request.query.limit)),
        routes: apiRoutes(),
      };
    },
  );

  const sendCsv = (reply: FastifyReply, name: string, rows: AsyncGenerator<string>) =>
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header(
        'content-disposition',
        `attachment; filename="${name}-${app.now().toISOString().slice(0, 10)}.csv"`,
      )
      .header('cache-control', 'no-store')
      .send(Readable.from(rows));

  // The CSV exports stream text, not JSON, so their 200 has no JSON schema.
  app.get(
    '/api/admin/api-logs/engine/export',
    {
      preHandler: app.requireAdmin,
      schema: { querystring: engineLogExportQuery, response: errors },
    },
    async (request, reply) => {
      const conditions = await engineLogConditions(app.db, request.query);
      return sendCsv(
        reply,
        'engine-calls',
        csvRows(engineLogColumns, (cursor, limit) =>
          engineLogPage(app.db, conditions, cursor, limit),
        ),
      );
    },
  );

  app.get(
    '/api/admin/api-logs/requests/export',
    {
      preHandler: app.requireAdmin,
      schema: { querystring: requestLogExportQuery, response: errors },
    },
    async (request, reply) => {
      const conditions = await requestLogConditions(app.db, request.query);
      return sendCsv(
        reply,
        'api-requests',
        csvRows(requestLogColumns, (cursor, limit) =>
          requestLogPage(app.db, conditions, cursor, limit),
        ),
      );
    },
  );
};

export default adminOpsRoutes;
