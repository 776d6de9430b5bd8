import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminCurrentResponse, adminLoginRequest, adminLoginResponse, errorResponse, messageResponse, translateMessage } from '@qamar/shared';
import { bumpAdminTokenVersion, findAdminByUsername, toAdminProfile } from '../../accounts/admins.repository.ts';
import { guardedSignIn } from '../../accounts/sign-in-guard.ts';
import { ensureFirstAdmin } from './first-admin.ts';

const adminAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onReady', async () => ensureFirstAdmin(app));

  app.post(
    '/api/admin/login',
    { schema: { body: adminLoginRequest, response: { 200: adminLoginResponse, 400: errorResponse, 401: errorResponse, 403: errorResponse, 428: errorResponse, 429: errorResponse } } },
    async (request, reply) => {
      const admin = await guardedSignIn(app, {
        scope: 'admin-signin',
        address: request.ip,
        account: request.body.username.toLowerCase(),
        find: () => findAdminByUsername(app.db, request.body.username),
        password: request.body.password,
        captchaToken: request.body.captchaToken,
      });
      if (!admin) {
        const message = translateMessage('admin.invalidCredentials', request.language);
        return reply.status(401).send({ message, error: message, code: 'UNAUTHORIZED' });
      }
      const token = await app.issueToken('admin', admin.id, admin.tokenVersion);
      reply.issueCsrfToken(token);
      return { token, admin: toAdminProfile(admin) };
    },
  );

  app.get('/api/admin/current', { preHandler: app.requireAdmin, schema: { response: { 200: adminCurrentResponse, 401: errorResponse } } }, async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    return { admin: toAdminProfile(request.admin!) };
  });

  app.post(
    '/api/admin/logout',
    { preHandler: app.requireAdmin, schema: { response: { 200: messageResponse, 401: errorResponse, 403: errorResponse } } },
    async (request, reply) => {
      await bumpAdminTokenVersion(app.db, request.admin!.id);
      reply.issueCsrfToken(null);
      return { message: translateMessage('admin.loggedOut', request.language) };
    },
  );
};

export default adminAuthRoutes;
