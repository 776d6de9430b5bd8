import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse, grantPlanRequest, grantPlanResponse, plans } from '@qamar/shared';
import { recordAdminAction } from '../../accounts/admin-audit.ts';
import { changePlan } from '../../accounts/plan-change.ts';
import { notFound } from '../../errors/app-error.ts';

/** What admins do to parents' accounts; the admin dashboard's screens build on these calls. */
const adminUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/admin/users/plan',
    { preHandler: app.requireAdmin, schema: { body: grantPlanRequest, response: { 200: grantPlanResponse, 400: errorResponse, 401: errorResponse, 404: errorResponse } } },
    async (request) => {
      const user = await changePlan(app.db, request.body.email, request.body.plan, app.now());
      if (!user) throw notFound();
      request.log.info({ admin: request.admin?.id, user: user.id, plan: user.plan }, 'plan granted');
      await recordAdminAction(app.db, { adminId: request.admin!.id, action: 'plan.grant', targetType: 'user', targetId: String(user.id), detail: { granted: request.body.plan, applies: user.plan }, ip: request.ip });
      // The plan that applies: a subscription above the grant keeps its own.
      return { user: { id: user.id, email: user.email, subscription: plans[user.plan].name } };
    },
  );
};

export default adminUsersRoutes;
