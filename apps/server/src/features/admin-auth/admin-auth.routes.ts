import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminCurrentResponse, adminLoginRequest, adminLoginResponse, errorResponse, messageResponse, translateMessage } from '@qamar/shared';
import { bumpAdminTokenVersion, findAdminByUsername, toAdminProfile } from '../../accounts/admins.repository.ts';
import { spendPasswordCheck, verifyPassword } from '../../accounts/passwords.ts';
import { clear, hit, peek } from '../../accounts/throttle.ts';
import { throttleRules } from '../../accounts/throttle-rules.ts';
import { AppError } from '../../errors/app-error.ts';
import { ensureFirstAdmin } from './first-admin.ts';

const adminAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onReady', async () => ensureFirstAdmin(app));

  app.post(
    '/api/admin/login',
    { schema: { body: adminLoginRequest, response: { 200: adminLoginResponse, 400: errorResponse, 401: errorResponse, 403: errorResponse, 429: errorResponse } } },
    async (request, reply) => {
      const now = app.now();
      const tooMany = (retryAfter: number) =>
        new AppError(429, 'RATE_LIMITED', 'auth.tooManyAttempts', { params: { seconds: retryAfter }, retryAfter });
      const perAddress = await hit(app.db, `admin-signin:ip:${request.ip}`, throttleRules.signInPerAddress, now);
      if (!perAddress.allowed) throw tooMany(perAddress.retryAfter);
      const failuresKey = `admin-signin:failures:${request.body.username.toLowerCase()}`;
      const failures = await peek(app.db, failuresKey, throttleRules.signInFailuresPerAccount, now);
      if (!failures.allowed) throw tooMany(failures.retryAfter);

      const admin = await findAdminByUsername(app.db, request.body.username);
      const ok = admin ? await verifyPassword(admin.passwordHash, request.body.password) : (await spendPasswordCheck(request.body.password), false);
      if (!admin || !ok) {
        await hit(app.db, failuresKey, throttleRules.signInFailuresPerAccount, now);
        const message = translateMessage('admin.invalidCredentials', request.language);
        return reply.status(401).send({ message, error: message, code: 'UNAUTHORIZED' });
      }
      await clear(app.db, failuresKey);
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
