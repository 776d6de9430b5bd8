import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  authResponse,
  currentUser,
  errorResponse,
  loginRequest,
  messageResponse,
  registerRequest,
  translateMessage,
} from '@qamar/shared';
import { verifyCaptcha } from '../../accounts/captcha.ts';
import { hashPassword } from '../../accounts/passwords.ts';
import { sendAccountEmail } from '../../accounts/send-account-email.ts';
import { guardedSignIn, tooManyRequests } from '../../accounts/sign-in-guard.ts';
import { hit } from '../../accounts/throttle.ts';
import { throttleRules } from '../../accounts/throttle-rules.ts';
import {
  bumpTokenVersion,
  findUserByEmail,
  insertUser,
  toCurrentUser,
} from '../../accounts/users.repository.ts';
import { AppError } from '../../errors/app-error.ts';

const refused = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  409: errorResponse,
  428: errorResponse,
  429: errorResponse,
};

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/auth/register',
    { schema: { body: registerRequest, response: { 201: authResponse, ...refused } } },
    async (request, reply) => {
      const now = app.now();
      const perAddress = await hit(
        app.db,
        `register:ip:${request.ip}`,
        throttleRules.registerPerAddress,
        now,
      );
      if (!perAddress.allowed) throw tooManyRequests(perAddress);
      if (
        !(await verifyCaptcha(
          { config: app.config, db: app.db, secret: app.secret, now },
          request.body.captchaToken,
          request.ip,
        ))
      ) {
        throw new AppError('CAPTCHA_FAILED', 'auth.captchaFailed', { field: 'captchaToken' });
      }
      const user = await insertUser(app.db, {
        email: request.body.email,
        name: request.body.name,
        passwordHash: await hashPassword(request.body.password),
        language: request.body.language ?? request.language,
      });
      if (!user) throw new AppError('EMAIL_EXISTS', 'auth.emailExists', { field: 'email' });

      let emailSent = true;
      try {
        await sendAccountEmail(app, user, 'verify', user.email);
      } catch (error) {
        emailSent = false;
        request.log.error({ err: error }, 'verification email not sent');
      }
      const token = await app.issueToken('user', user.id, user.tokenVersion);
      reply.issueCsrfToken(token);
      return reply.status(201).send({
        user: toCurrentUser(user),
        token,
        authToken: token,
        emailSent,
        message: translateMessage(
          emailSent ? 'auth.registered' : 'auth.registeredNoEmail',
          request.language,
        ),
      });
    },
  );

  app.post(
    '/api/auth/login',
    { schema: { body: loginRequest, response: { 200: authResponse, ...refused } } },
    async (request, reply) => {
      const user = await guardedSignIn(app, {
        scope: 'signin',
        address: request.ip,
        account: request.body.email,
        find: () => findUserByEmail(app.db, request.body.email),
        password: request.body.password,
        captchaToken: request.body.captchaToken,
      });
      if (!user) throw new AppError('UNAUTHORIZED', 'auth.invalidCredentials');
      // Said only to whoever knows the password: a guesser learns nothing about the account.
      if (user.disabledAt) throw new AppError('ACCOUNT_DISABLED', 'auth.accountDisabled');
      const token = await app.issueToken('user', user.id, user.tokenVersion);
      reply.issueCsrfToken(token);
      return {
        user: toCurrentUser(user),
        token,
        authToken: token,
        message: translateMessage('auth.welcomeBack', request.language),
      };
    },
  );

  app.post(
    '/api/auth/logout',
    {
      preHandler: app.requireUser,
      schema: { response: { 200: messageResponse, 401: errorResponse, 403: errorResponse } },
    },
    async (request, reply) => {
      // Every token of the account issued so far stops working.
      await bumpTokenVersion(app.db, request.user!.id);
      reply.issueCsrfToken(null);
      return { message: translateMessage('auth.loggedOut', request.language) };
    },
  );

  app.get(
    '/api/user',
    { preHandler: app.requireUser, schema: { response: { 200: currentUser, 401: errorResponse } } },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return toCurrentUser(request.user!);
    },
  );
};

export default authRoutes;
