import crypto from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

/**
 * `admin-step` is what an admin's right password earns: it opens only the second step (the
 * authenticator code, or enrolling one), never an admin session.
 */
export type TokenKind = 'user' | 'admin' | 'admin-step';

const ISSUER = 'qamar';
const ALGORITHM = 'HS256';
/** Users stay signed in for 30 days, admins for a working day (8 hours); the second step must follow the password within 10 minutes. */
export const tokenLifetimeSeconds: Record<TokenKind, number> = {
  user: 30 * 86_400,
  admin: 8 * 3_600,
  'admin-step': 10 * 60,
};

export interface TokenClaims {
  kind: TokenKind;
  subject: number;
  /** The account's token version when issued; raising it revokes every earlier token. */
  version: number;
}

/** Each kind has its own audience, so one kind never passes where another is expected. */
const audience = (kind: TokenKind) => `qamar:${kind}`;

export function signToken(
  secret: Uint8Array,
  claims: TokenClaims,
  now = new Date(),
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ tv: claims.version })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setIssuer(ISSUER)
    .setAudience(audience(claims.kind))
    .setSubject(String(claims.subject))
    .setJti(crypto.randomBytes(12).toString('base64url'))
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + tokenLifetimeSeconds[claims.kind])
    .sign(secret);
}

/**
 * Checks signature (HS256 only: `alg: none` and other algorithms are refused), issuer, audience,
 * subject, issue time and expiry. Every claim the server writes must be there: a token signed with
 * the real key but without `exp` or `iat` would otherwise never expire, and one issued longer ago
 * than its kind's lifetime is refused whatever its `exp` says.
 */
export async function readToken(
  secret: Uint8Array,
  token: string,
  kind: TokenKind,
  now = new Date(),
): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: audience(kind),
      currentDate: now,
      requiredClaims: ['exp', 'iat', 'sub', 'jti'],
      maxTokenAge: tokenLifetimeSeconds[kind],
    });
    const subject = Number(payload.sub);
    const version = payload.tv;
    if (!Number.isInteger(subject) || typeof version !== 'number') return null;
    return { kind, subject, version };
  } catch {
    return null;
  }
}
