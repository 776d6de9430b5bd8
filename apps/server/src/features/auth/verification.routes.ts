import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponse,
  resendVerificationResponse,
  translateMessage,
  verifyEmailRequest,
  verifyEmailResponse,
} from '@qamar/shared';
import { queueAccountEmail } from '../../accounts/account-email.job.ts';
import { consumeEmailToken } from '../../accounts/email-tokens.repository.ts';
import { sendAccountEmail } from '../../accounts/send-account-email.ts';
import { hit } from '../../accounts/throttle.ts';
import { throttleRules } from '../../accounts/throttle-rules.ts';
import {
  findUserByEmail,
  findUserById,
  toCurrentUser,
  updateUser,
} from '../../accounts/users.repository.ts';
import { tooManyRequests } from '../../accounts/sign-in-guard.ts';
import { AppError } from '../../errors/app-error.ts';
import { MailUnavailableError } from '../../mail/mailer.ts';

const verificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/auth/resend-verification',
    {
      preHandler: app.requireUser,
      schema: {
        response: {
          200: resendVerificationResponse,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          429: errorResponse,
          503: errorResponse,
        },
      },
    },
    async (request) => {
      const user = request.user!;
      const address = user.pendingEmail ?? (user.emailVerifiedAt ? null : user.email);
      if (!address) throw new AppError('ALREADY_VERIFIED', 'auth.alreadyVerified');
      const now = app.now();
      for (const [key, rule] of [
        [`email:user:${user.id}`, throttleRules.emailPerAccount],
        [`email:user:${user.id}:day`, throttleRules.emailPerAccountDaily],
      ] as const) {
        const state = await hit(app.db, key, rule, now);
        if (!state.allowed) throw tooManyRequests(state, 'auth.tooSoon');
      }
      try {
        // A new address goes through the job, which sends nothing to an address another account
        // uses (as the email change itself does), and answers in the same time either way.
        if (user.pendingEmail)
          await queueAccountEmail(app, {
            kind: 'changeEmail',
            userId: user.id,
            email: user.pendingEmail,
          });
        else await sendAccountEmail(app, user, 'verify', address);
      } catch (error) {
        if (error instanceof MailUnavailableError) {
          request.log.error({ err: error }, 'verification email not sent');
          throw new AppError('UNAVAILABLE', 'auth.mailUnavailable');
        }
        throw error;
      }
      return {
        message: translateMessage('auth.verificationSent', request.language),
        retryAfter: throttleRules.emailPerAccount.windowSeconds,
      };
    },
  );

  app.post(
    '/api/auth/verify-email',
    {
      schema: {
        body: verifyEmailRequest,
        response: {
          200: verifyEmailResponse,
          400: errorResponse,
          403: errorResponse,
          409: errorResponse,
        },
      },
    },
    async (request) => {
      const now = app.now();
      const used = await consumeEmailToken(app.db, request.body.token, 'verify', now);
      const user = used ? await findUserById(app.db, used.userId) : undefined;
      if (!used || !user) throw new AppError('TOKEN_INVALID', 'auth.verifyInvalid');
      let updated;
      if (used.email === user.email) {
        updated =
          (await updateUser(app.db, user.id, { emailVerifiedAt: user.emailVerifiedAt ?? now })) ??
          user;
      } else if (used.email === user.pendingEmail) {
        const owner = await findUserByEmail(app.db, used.email);
        if (owner && owner.id !== user.id) throw new AppError('EMAIL_EXISTS', 'auth.emailExists');
        updated =
          (await updateUser(app.db, user.id, {
            email: used.email,
            pendingEmail: null,
            emailVerifiedAt: now,
          })) ?? user;
      } else {
        // The link was for an address the account no longer uses.
        throw new AppError('TOKEN_INVALID', 'auth.verifyInvalid');
      }
      return {
        message: translateMessage('auth.verified', request.language),
        user: toCurrentUser(updated),
      };
    },
  );
};

export default verificationRoutes;
