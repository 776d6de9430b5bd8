import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { findAdminById, type AdminRow } from '../../accounts/admins.repository.ts';
import { readToken, signToken, type TokenKind } from '../../accounts/tokens.ts';
import { findUserById, type UserRow } from '../../accounts/users.repository.ts';
import { AppError } from '../../errors/app-error.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: a valid, unrevoked user token, else 401. */
    requireUser: (request: FastifyRequest) => Promise<void>;
    /** preHandler: sets request.user when a valid user token is present; anonymous otherwise. */
    optionalUser: (request: FastifyRequest) => Promise<void>;
    /** preHandler: a valid, unrevoked admin token, else 401. */
    requireAdmin: (request: FastifyRequest) => Promise<void>;
    /** preHandler: an admin token (sets request.admin) or else a user token (request.user), else 401. */
    requireUserOrAdmin: (request: FastifyRequest) => Promise<void>;
    /** preHandler: sets request.admin or request.user when a valid token is present; anonymous otherwise. */
    optionalUserOrAdmin: (request: FastifyRequest) => Promise<void>;
    issueToken: (kind: TokenKind, subject: number, version: number) => Promise<string>;
  }
  interface FastifyRequest {
    user: UserRow | null;
    admin: AdminRow | null;
  }
}

/** The bearer token a request carries: Authorization first, then X-Auth-Token (docs/product/api.md sends both). */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header && /^Bearer\s+\S+$/i.test(header)) return header.replace(/^Bearer\s+/i, '');
  const alt = request.headers['x-auth-token'];
  return (Array.isArray(alt) ? alt[0] : alt) || undefined;
}

const unauthorized = () => new AppError('UNAUTHORIZED', 'error.unauthorized');

export default fp(
  async (app) => {
    app.decorateRequest('user', null);
    app.decorateRequest('admin', null);
    app.decorate('issueToken', (kind: TokenKind, subject: number, version: number) =>
      signToken(app.secret, { kind, subject, version }, app.now()),
    );

    const currentUser = async (request: FastifyRequest) => {
      const token = bearerToken(request);
      const claims = token ? await readToken(app.secret, token, 'user', app.now()) : null;
      const user = claims ? await findUserById(app.db, claims.subject) : undefined;
      // A token older than the account's last logout or password change is revoked; a disabled account has no session.
      return claims && user && user.tokenVersion === claims.version && user.disabledAt === null
        ? user
        : null;
    };

    app.decorate('requireUser', async (request: FastifyRequest) => {
      request.user = await currentUser(request);
      if (!request.user) throw unauthorized();
    });

    app.decorate('optionalUser', async (request: FastifyRequest) => {
      request.user = await currentUser(request);
    });

    const currentAdmin = async (request: FastifyRequest) => {
      const token = bearerToken(request);
      const claims = token ? await readToken(app.secret, token, 'admin', app.now()) : null;
      const admin = claims ? await findAdminById(app.db, claims.subject) : undefined;
      return claims && admin && admin.tokenVersion === claims.version ? admin : null;
    };

    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      request.admin = await currentAdmin(request);
      if (!request.admin) throw unauthorized();
    });

    const userOrAdmin = async (request: FastifyRequest) => {
      request.admin = await currentAdmin(request);
      if (!request.admin) request.user = await currentUser(request);
    };
    app.decorate('optionalUserOrAdmin', userOrAdmin);
    app.decorate('requireUserOrAdmin', async (request: FastifyRequest) => {
      await userOrAdmin(request);
      if (!request.admin && !request.user) throw unauthorized();
    });
  },
  { name: 'authentication', dependencies: ['config', 'database'] },
);
