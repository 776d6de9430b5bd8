import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminListLimits,
  adminUserDetail,
  adminUserList,
  adminUserQuery,
  errorResponse,
  grantPlanRequest,
  grantPlanResponse,
  idParams,
  messageResponse,
  plans,
  translateMessage,
} from '@qamar/shared';
import { recordAdminAction } from '../../accounts/admin-audit.ts';
import { changePlan } from '../../accounts/plan-change.ts';
import { deleteUser, findUserByEmail, findUserById } from '../../accounts/users.repository.ts';
import { notFound } from '../../errors/app-error.ts';
import { searchUsers, setUserDisabled, userDetail } from './admin-users.repository.ts';

const refused = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

/** What admins see of parents' accounts and do to them (the portal's Users screen); every change goes to the audit log. */
const adminUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/users',
    {
      onRequest: app.requireAdmin,
      schema: { querystring: adminUserQuery, response: { 200: adminUserList, ...refused } },
    },
    async (request, reply) => {
      const { q, page } = request.query;
      const pageSize = adminListLimits.pageSize;
      void reply.header('cache-control', 'no-store');
      return { ...(await searchUsers(app.db, q, page, pageSize, app.now())), page, pageSize };
    },
  );

  app.get(
    '/api/admin/users/:id',
    {
      onRequest: app.requireAdmin,
      schema: { params: idParams, response: { 200: adminUserDetail, ...refused } },
    },
    async (request, reply) => {
      const user = await findUserById(app.db, request.params.id);
      if (!user) throw notFound();
      void reply.header('cache-control', 'no-store');
      return userDetail(app.db, user, app.now());
    },
  );

  app.post(
    '/api/admin/users/plan',
    {
      onRequest: app.requireAdmin,
      schema: { body: grantPlanRequest, response: { 200: grantPlanResponse, ...refused } },
    },
    async (request) => {
      const before = await findUserByEmail(app.db, request.body.email);
      const user =
        before && (await changePlan(app.db, request.body.email, request.body.plan, app.now()));
      if (!before || !user) throw notFound();
      await recordAdminAction(app.db, {
        adminId: request.admin!.id,
        action: 'user.plan-grant',
        targetType: 'user',
        targetId: String(user.id),
        detail: { plan: request.body.plan, previousPlan: before.plan },
        ip: request.ip,
      });
      // The plan that applies: a subscription above the grant keeps its own.
      return { user: { id: user.id, email: user.email, subscription: plans[user.plan].name } };
    },
  );

  /** Disabled: no sign-in, every session ended at once, nothing of theirs public; re-enabling gives all of it back. */
  for (const disabled of [true, false]) {
    app.post(
      `/api/admin/users/:id/${disabled ? 'disable' : 'enable'}`,
      {
        onRequest: app.requireAdmin,
        schema: { params: idParams, response: { 200: adminUserDetail, ...refused } },
      },
      async (request) => {
        const changed = await setUserDisabled(app.db, request.params.id, disabled, app.now());
        if (changed) {
          await recordAdminAction(app.db, {
            adminId: request.admin!.id,
            action: disabled ? 'user.disable' : 'user.enable',
            targetType: 'user',
            targetId: String(changed.id),
            ip: request.ip,
          });
          app.landingCache.clear();
        }
        const user = changed ?? (await findUserById(app.db, request.params.id));
        if (!user) throw notFound();
        return userDetail(app.db, user, app.now());
      },
    );
  }

  /** The parent's own account deletion, done by an admin: the account and, through the database's cascades, everything it owns. */
  app.delete(
    '/api/admin/users/:id',
    {
      onRequest: app.requireAdmin,
      schema: { params: idParams, response: { 200: messageResponse, ...refused } },
    },
    async (request) => {
      const user = await findUserById(app.db, request.params.id);
      if (!user || !(await deleteUser(app.db, user.id))) throw notFound();
      await recordAdminAction(app.db, {
        adminId: request.admin!.id,
        action: 'user.delete',
        targetType: 'user',
        targetId: String(user.id),
        ip: request.ip,
      });
      app.landingCache.clear();
      return { message: translateMessage('adminUsers.deleted', request.language) };
    },
  );
};

export default adminUsersRoutes;
