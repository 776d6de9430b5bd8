import crypto from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyReply } from 'fastify';
import { AppError } from '../../errors/app-error.ts';
import { isApiRequest } from '../../http/request-path.ts';
import { bearerToken } from './authentication.ts';

export const CSRF_COOKIE = '_csrf';
export const CSRF_HEADER = 'x-csrf-token';
const TOKEN_LIFETIME_SECONDS = 7 * 24 * 60 * 60;
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `false` for a route whose caller proves itself otherwise (Stripe's webhook signs each body). */
    csrf?: false;
  }
  interface FastifyReply {
    /** Sets a fresh `_csrf` cookie bound to the request's session, or to `sessionToken` (after sign-in: the new token; after sign-out: null). */
    issueCsrfToken: (sessionToken?: string | null) => string;
  }
}

/** The session a token is bound to: the bearer token the request carries, or none. */
function sessionKey(token: string | null | undefined): string {
  return token ? crypto.createHash('sha256').update(token).digest('base64url') : 'anonymous';
}

function sign(secret: Uint8Array, payload: string): string {
  return crypto.createHmac('sha256', secret).update(payload).digest('base64url');
}

/** token = nonce.issuedAt.signature, the signature covering nonce, time and session, so a planted or borrowed cookie fails. */
function createToken(secret: Uint8Array, session: string, now = Date.now()): string {
  const nonce = crypto.randomBytes(18).toString('base64url');
  const issuedAt = Math.floor(now / 1000).toString(36);
  return `${nonce}.${issuedAt}.${sign(secret, `${nonce}.${issuedAt}.${session}`)}`;
}

function verifyToken(
  secret: Uint8Array,
  session: string,
  token: string,
  now = Date.now(),
): boolean {
  const [nonce, issuedAt, signature, extra] = token.split('.');
  if (!nonce || !issuedAt || !signature || extra !== undefined) return false;
  const expected = Buffer.from(sign(secret, `${nonce}.${issuedAt}.${session}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return false;
  const age = Math.floor(now / 1000) - parseInt(issuedAt, 36);
  return age >= 0 && age <= TOKEN_LIFETIME_SECONDS;
}

/**
 * Double-submit CSRF (docs/product/api.md): GET /api/csrf-token sets the `_csrf` cookie the web app reads, and
 * every mutating /api call must echo it in X-CSRF-Token. The token is signed and bound to the session.
 */
export default fp(
  async (app) => {
    app.decorateReply(
      'issueCsrfToken',
      function (this: FastifyReply, sessionToken?: string | null) {
        const token = createToken(
          app.secret,
          sessionKey(sessionToken === undefined ? bearerToken(this.request) : sessionToken),
        );
        void this.setCookie(CSRF_COOKIE, token, {
          path: '/',
          sameSite: 'lax',
          secure: app.config.secureCookies,
          httpOnly: false,
          maxAge: TOKEN_LIFETIME_SECONDS,
        });
        return token;
      },
    );

    app.addHook('onRequest', async (request) => {
      if (
        !MUTATING.has(request.method) ||
        !isApiRequest(request) ||
        request.routeOptions.config?.csrf === false
      )
        return;
      const header = request.headers[CSRF_HEADER];
      const cookie = request.cookies[CSRF_COOKIE];
      const ok =
        typeof header === 'string' &&
        header.length > 0 &&
        header === cookie &&
        verifyToken(app.secret, sessionKey(bearerToken(request)), header);
      if (!ok) throw new AppError('CSRF_INVALID', 'error.csrf');
    });
  },
  { name: 'csrf', dependencies: ['config', '@fastify/cookie'] },
);
