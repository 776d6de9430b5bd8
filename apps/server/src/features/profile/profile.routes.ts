import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changeEmailRequest,
  changePasswordRequest,
  changePasswordResponse,
  currentUser,
  deleteAccountRequest,
  errorResponse,
  messageResponse,
  translateMessage,
  updateProfileRequest,
} from '@qamar/shared';
import { hashPassword, verifyPassword } from '../../accounts/passwords.ts';
import { queueAccountEmail } from '../../accounts/account-email.job.ts';
import { hit } from '../../accounts/throttle.ts';
import { throttleRules } from '../../accounts/throttle-rules.ts';
import {
  bumpTokenVersion,
  toCurrentUser,
  updateUser,
  type UserRow,
} from '../../accounts/users.repository.ts';
import { deleteAccountWithMedia } from '../../accounts/delete-account.ts';
import { tooManyRequests } from '../../accounts/sign-in-guard.ts';
import { AppError } from '../../errors/app-error.ts';

const refused = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  409: errorResponse,
  429: errorResponse,
  503: errorResponse,
};

const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const confirmPassword = async (user: UserRow, password: string) => {
    if (!(await verifyPassword(user.passwordHash, password))) {
      throw new AppError('WRONG_PASSWORD', 'profile.wrongPassword', {
        field: 'currentPassword',
      });
    }
  };

  app.patch(
    '/api/user/profile',
    {
      preHandler: app.requireUser,
      schema: { body: updateProfileRequest, response: { 200: currentUser, ...refused } },
    },
    async (request) => {
      const updated = await updateUser(app.db, request.user!.id, {
        ...(request.body.name !== undefined ? { name: request.body.name } : {}),
        ...(request.body.language !== undefined ? { language: request.body.language } : {}),
        ...(request.body.displayName !== undefined
          ? { displayName: request.body.displayName }
          : {}),
      });
      return toCurrentUser(updated ?? request.user!);
    },
  );

  /**
   * The address changes only when the link sent to it is opened (re-verification). The answer and
   * its time are the same whether or not another account has the address: the link is sent by a
   * queued job, which sends none to another account's address.
   */
  app.post(
    '/api/user/email',
    {
      preHandler: app.requireUser,
      schema: { body: changeEmailRequest, response: { 200: messageResponse, ...refused } },
    },
    async (request) => {
      const user = request.user!;
      await confirmPassword(user, request.body.currentPassword);
      if (request.body.email === user.email)
        throw new AppError('BAD_REQUEST', 'profile.sameEmail', { field: 'email' });
      const state = await hit(
        app.db,
        `email:user:${user.id}`,
        throttleRules.emailPerAccount,
        app.now(),
      );
      if (!state.allowed) throw tooManyRequests(state, 'auth.tooSoon');
      await updateUser(app.db, user.id, { pendingEmail: request.body.email });
      await queueAccountEmail(app, {
        kind: 'changeEmail',
        userId: user.id,
        email: request.body.email,
      });
      return { message: translateMessage('profile.emailChangeSent', request.language) };
    },
  );

  /** Other sessions end; this one continues with the new token the answer carries. */
  app.post(
    '/api/user/password',
    {
      preHandler: app.requireUser,
      schema: {
        body: changePasswordRequest,
        response: { 200: changePasswordResponse, ...refused },
      },
    },
    async (request, reply) => {
      const user = request.user!;
      await confirmPassword(user, request.body.currentPassword);
      const updated = await bumpTokenVersion(app.db, user.id, {
        passwordHash: await hashPassword(request.body.newPassword),
      });
      if (!updated) throw new AppError('UNAUTHORIZED', 'error.unauthorized');
      const token = await app.issueToken('user', updated.id, updated.tokenVersion);
      reply.issueCsrfToken(token);
      return {
        message: translateMessage('profile.passwordChanged', request.language),
        token,
        authToken: token,
      };
    },
  );

  /** Deletes the account and everything it owns, its media included; its subscriptions are cancelled at Stripe. */
  app.delete(
    '/api/user',
    {
      preHandler: app.requireUser,
      schema: { body: deleteAccountRequest, response: { 200: messageResponse, ...refused } },
    },
    async (request, reply) => {
      await confirmPassword(request.user!, request.body.password);
      await deleteAccountWithMedia(app, request.user!.id);
      reply.issueCsrfToken(null);
      return { message: translateMessage('profile.deleted', request.language) };
    },
  );
};

export default profileRoutes;
