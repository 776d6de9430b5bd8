import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponse,
  forgotPasswordRequest,
  messageResponse,
  resetPasswordRequest,
  translateMessage,
} from '@qamar/shared';
import { consumeEmailToken, retireEmailTokens } from '../../accounts/email-tokens.repository.ts';
import { hashPassword } from '../../accounts/passwords.ts';
import { queueAccountEmail } from '../../accounts/account-email.job.ts';
import { hit } from '../../accounts/throttle.ts';
import { throttleRules } from '../../accounts/throttle-rules.ts';
import { bumpTokenVersion, findUserById, updateUser } from '../../accounts/users.repository.ts';
import { tooManyRequests } from '../../accounts/sign-in-guard.ts';
import { AppError } from '../../errors/app-error.ts';

const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * The same answer whether or not the address has an account, the same limit for both, and the
   * same work: the request is queued either way, and the job finds the account and mails it.
   */
  app.post(
    '/api/auth/forgot-password',
    {
      schema: {
        body: forgotPasswordRequest,
        response: {
          200: messageResponse,
          400: errorResponse,
          403: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request) => {
      const state = await hit(
        app.db,
        `forgot:${request.body.email}`,
        throttleRules.emailPerAccount,
        app.now(),
      );
      if (!state.allowed) throw tooManyRequests(state, 'auth.tooSoon');
      await queueAccountEmail(app, { kind: 'reset', email: request.body.email });
      return { message: translateMessage('auth.resetSent', request.language) };
    },
  );

  app.post(
    '/api/auth/reset-password',
    {
      schema: {
        body: resetPasswordRequest,
        response: { 200: messageResponse, 400: errorResponse, 403: errorResponse },
      },
    },
    async (request) => {
      const now = app.now();
      const used = await consumeEmailToken(app.db, request.body.token, 'reset', now);
      const user = used ? await findUserById(app.db, used.userId) : undefined;
      if (!used || !user || used.email !== user.email)
        throw new AppError('TOKEN_INVALID', 'auth.resetInvalid');
      // A new password revokes every session; the link also proves the address works.
      await bumpTokenVersion(app.db, user.id, {
        passwordHash: await hashPassword(request.body.password),
      });
      if (!user.emailVerifiedAt) await updateUser(app.db, user.id, { emailVerifiedAt: now });
      await retireEmailTokens(app.db, user.id, 'reset', now);
      return { message: translateMessage('auth.passwordReset', request.language) };
    },
  );
};

export default passwordResetRoutes;
