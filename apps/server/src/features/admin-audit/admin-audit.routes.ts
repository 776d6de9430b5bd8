import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminAuditList, adminAuditQuery, adminListLimits, errorResponse } from '@qamar/shared';
import { listAdminActions } from '../../accounts/admin-audit.ts';

const DAY_MS = 86_400_000;

/** The audit log as admins read it: newest first, by admin, action and days. There is no route that changes it. */
const adminAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/audit-log',
    {
      onRequest: app.requireAdmin,
      schema: {
        querystring: adminAuditQuery,
        response: { 200: adminAuditList, 400: errorResponse, 401: errorResponse },
      },
    },
    async (request, reply) => {
      const { adminId, action, from, to, page } = request.query;
      const pageSize = adminListLimits.pageSize;
      const found = await listAdminActions(
        app.db,
        {
          adminId,
          action,
          from: from ? new Date(`${from}T00:00:00Z`) : undefined,
          // The last day is included: up to the start of the day after it.
          to: to ? new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS) : undefined,
        },
        page,
        pageSize,
      );
      void reply.header('cache-control', 'no-store');
      return {
        entries: found.rows.map((row) => ({
          id: row.id,
          admin: { id: row.adminId, username: row.adminUsername },
          action: row.action,
          targetType: row.targetType,
          targetId: row.targetId,
          targetLabel: row.targetLabel,
          detail: row.detail,
          ip: row.ip,
          createdAt: row.createdAt.toISOString(),
        })),
        total: found.total,
        page,
        pageSize,
        admins: found.admins,
        actions: found.actions,
      };
    },
  );
};

export default adminAuditRoutes;
