import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  adminCodeRequest,
  adminCodeResponse,
  adminConfirmEnrolmentRequest,
  adminConfirmEnrolmentResponse,
  adminCurrentResponse,
  adminEnrolmentResponse,
  adminLoginRequest,
  adminLoginResponse,
  adminStepRequest,
  errorResponse,
  messageResponse,
  translateMessage,
} from '@qamar/shared';
import { recordAdminAction } from '../../accounts/admin-audit.ts';
import {
  checkAuthenticatorCode,
  confirmEnrolment,
  pendingEnrolment,
  recoveryCodesLeft,
  spendRecoveryCode,
} from '../../accounts/admin-second-factor.ts';
import {
  bumpAdminTokenVersion,
  findAdminById,
  findAdminByUsername,
  toAdminProfile,
  type AdminRow,
} from '../../accounts/admins.repository.ts';
import { guardedSignIn, tooManyRequests } from '../../accounts/sign-in-guard.ts';
import { clear, hit, unhit } from '../../accounts/throttle.ts';
import { throttleRules } from '../../accounts/throttle-rules.ts';
import { readToken } from '../../accounts/tokens.ts';
import { AppError } from '../../errors/app-error.ts';
import { ensureFirstAdmin } from './first-admin.ts';

const refused = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  409: errorResponse,
  429: errorResponse,
};

/**
 * An admin signs in in two steps (docs/admin-access.md): the password earns a short-lived step
 * token and nothing else; the session comes with a code from the authenticator app (or a recovery
 * code), or, at the first sign-in, with enrolling the app.
 */
const adminAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onReady', async () => ensureFirstAdmin(app));

  app.post(
    '/api/admin/login',
    {
      schema: {
        body: adminLoginRequest,
        response: {
          200: adminLoginResponse,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          428: errorResponse,
          429: errorResponse,
        },
      },
    },
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
      return {
        secondStep: admin.totpSecret ? ('code' as const) : ('enrol' as const),
        stepToken: await app.issueToken('admin-step', admin.id, admin.tokenVersion),
      };
    },
  );

  /**
   * The admin whose password step this token proves; else 401. A sign-out elsewhere does not end a
   * step under way: the token opens nothing by itself, and the password step could simply be done
   * again.
   */
  const stepAdmin = async (stepToken: string): Promise<AdminRow> => {
    const claims = await readToken(app.secret, stepToken, 'admin-step', app.now());
    const admin = claims ? await findAdminById(app.db, claims.subject) : undefined;
    if (!claims || !admin)
      throw new AppError('STEP_EXPIRED', 'admin.stepExpired', { field: 'stepToken' });
    return admin;
  };

  /**
   * Second-step codes count like passwords: every attempt against the address's cap, and each as a
   * failure of the admin's until it is found right (one atomic upsert, so a parallel burst cannot
   * slip under the limit together). Past the limit, 429 until the window ends.
   */
  const codeAttempt = async (request: FastifyRequest, admin: AdminRow) => {
    const now = app.now();
    const perAddress = await hit(
      app.db,
      `admin-code:ip:${request.ip}`,
      throttleRules.signInPerAddress,
      now,
    );
    if (!perAddress.allowed) throw tooManyRequests(perAddress, 'auth.tooManyAttempts');
    const failuresKey = `admin-code:failures:${admin.id}`;
    const failures = await hit(app.db, failuresKey, throttleRules.adminCodeFailuresPerAccount, now);
    if (!failures.allowed) throw tooManyRequests(failures, 'admin.tooManyCodes');
    return {
      succeeded: () => clear(app.db, failuresKey),
      notAGuess: () => unhit(app.db, failuresKey),
    };
  };

  const startSession = async (
    request: FastifyRequest,
    reply: FastifyReply,
    admin: AdminRow,
    method: string,
  ) => {
    await recordAdminAction(app.db, {
      adminId: admin.id,
      action: 'admin.sign-in',
      targetType: 'admin',
      targetId: String(admin.id),
      detail: { method },
      ip: request.ip,
    });
    const token = await app.issueToken('admin', admin.id, admin.tokenVersion);
    reply.issueCsrfToken(token);
    return { token, admin: toAdminProfile(admin) };
  };

  /** At the first sign-in: the secret to enrol, as a QR code and written out (the same one until confirmed). */
  app.post(
    '/api/admin/login/enrolment',
    { schema: { body: adminStepRequest, response: { 200: adminEnrolmentResponse, ...refused } } },
    async (request, reply) => {
      const admin = await stepAdmin(request.body.stepToken);
      const enrolment = await pendingEnrolment(app.db, app.secret, admin);
      if (!enrolment) throw new AppError('ENROLMENT_DONE', 'admin.alreadyEnrolled');
      void reply.header('cache-control', 'no-store');
      return enrolment;
    },
  );

  /** The first code from the newly enrolled app: the session, and the ten recovery codes, shown this once. */
  app.post(
    '/api/admin/login/enrolment/confirm',
    {
      schema: {
        body: adminConfirmEnrolmentRequest,
        response: { 200: adminConfirmEnrolmentResponse, ...refused },
      },
    },
    async (request, reply) => {
      const admin = await stepAdmin(request.body.stepToken);
      const attempt = await codeAttempt(request, admin);
      const result = await confirmEnrolment(
        app.db,
        app.secret,
        admin.id,
        request.body.code,
        app.now(),
      );
      if (result.status === 'already-enrolled') {
        await attempt.notAGuess();
        throw new AppError('ENROLMENT_DONE', 'admin.alreadyEnrolled');
      }
      if (result.status === 'wrong-code')
        throw new AppError('CODE_INVALID', 'admin.codeWrong', { field: 'code' });
      await attempt.succeeded();
      void reply.header('cache-control', 'no-store');
      return {
        ...(await startSession(request, reply, admin, 'enrolment')),
        recoveryCodes: result.recoveryCodes,
      };
    },
  );

  /** The second step of every later sign-in: a code from the app, or one recovery code. */
  app.post(
    '/api/admin/login/code',
    { schema: { body: adminCodeRequest, response: { 200: adminCodeResponse, ...refused } } },
    async (request, reply) => {
      const admin = await stepAdmin(request.body.stepToken);
      if (!admin.totpSecret) throw new AppError('NOT_ENROLLED', 'admin.notEnrolled');
      const attempt = await codeAttempt(request, admin);
      const now = app.now();
      let method: 'authenticator' | 'recovery-code';
      if (request.body.code !== undefined) {
        const outcome = await checkAuthenticatorCode(
          app.db,
          app.secret,
          admin,
          request.body.code,
          now,
        );
        if (outcome === 'wrong')
          throw new AppError('CODE_INVALID', 'admin.codeWrong', { field: 'code' });
        if (outcome === 'replayed') {
          // A right code already spent: refused, but it is not a guess of the admin's codes.
          await attempt.notAGuess();
          throw new AppError('CODE_REPLAYED', 'admin.codeReplayed', { field: 'code' });
        }
        method = 'authenticator';
      } else {
        if (
          !(await spendRecoveryCode(
            app.db,
            app.secret,
            admin.id,
            request.body.recoveryCode ?? '',
            now,
          ))
        ) {
          throw new AppError('CODE_INVALID', 'admin.recoveryCodeWrong', {
            field: 'recoveryCode',
          });
        }
        method = 'recovery-code';
      }
      await attempt.succeeded();
      const session = await startSession(request, reply, admin, method);
      return { ...session, recoveryCodesLeft: await recoveryCodesLeft(app.db, admin.id) };
    },
  );

  app.get(
    '/api/admin/current',
    {
      onRequest: app.requireAdmin,
      schema: { response: { 200: adminCurrentResponse, 401: errorResponse } },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return { admin: toAdminProfile(request.admin!) };
    },
  );

  app.post(
    '/api/admin/logout',
    {
      onRequest: app.requireAdmin,
      schema: { response: { 200: messageResponse, 401: errorResponse, 403: errorResponse } },
    },
    async (request, reply) => {
      await bumpAdminTokenVersion(app.db, request.admin!.id);
      await recordAdminAction(app.db, {
        adminId: request.admin!.id,
        action: 'admin.sign-out',
        targetType: 'admin',
        targetId: String(request.admin!.id),
        ip: request.ip,
      });
      reply.issueCsrfToken(null);
      return { message: translateMessage('admin.loggedOut', request.language) };
    },
  );
};

export default adminAuthRoutes;
