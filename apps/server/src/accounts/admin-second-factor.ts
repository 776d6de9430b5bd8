import crypto from 'node:crypto';
import { and, count, eq, isNull, or, lt, sql } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { Database } from '../db/client.ts';
import { adminRecoveryCodes, admins } from '../db/schema.ts';
import type { AdminRow } from './admins.repository.ts';

/**
 * The admins' second factor: a TOTP authenticator (RFC 6238: SHA-1, 6 digits, 30-second steps, the
 * settings every authenticator app reads from the QR code) and ten single-use recovery codes.
 */
export const totpIssuer = 'Qamar';
const PERIOD_SECONDS = 30;
/** A code of the step before or after the server's clock is accepted too (a phone's clock drifts). */
const TOLERANCE_SECONDS = PERIOD_SECONDS;
export const recoveryCodeCount = 10;

const keyFor = (appSecret: Uint8Array, purpose: string) =>
  crypto.createHmac('sha256', appSecret).update(`qamar admin ${purpose} v1`).digest();

/** The secret as stored: AES-256-GCM under a key derived from the app secret (a database dump alone does not give the codes). */
export function sealSecret(appSecret: Uint8Array, secret: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', keyFor(appSecret, 'totp secrets'), iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [
    'v1',
    iv.toString('base64url'),
    cipher.getAuthTag().toString('base64url'),
    sealed.toString('base64url'),
  ].join('.');
}

export function openSecret(appSecret: Uint8Array, stored: string): string {
  const [version, iv, tag, sealed] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || !sealed) throw new Error('unknown sealed secret format');
  const decipher = crypto.createDecipheriv(
    'aes-256-gcm',
    keyFor(appSecret, 'totp secrets'),
    Buffer.from(iv, 'base64url'),
  );
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([
    decipher.update(Buffer.from(sealed, 'base64url')),
    decipher.final(),
  ]).toString('utf8');
}

/** The time step a code belongs to when it is right for the secret at `now` (± one step), else null. */
async function stepOf(secret: string, code: string, now: Date): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    period: PERIOD_SECONDS,
    epochTolerance: TOLERANCE_SECONDS,
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

export interface Enrolment {
  /** Base32, for typing into an authenticator by hand. */
  secret: string;
  otpauthUri: string;
  /** The URI as a QR code, an SVG document. */
  qrSvg: string;
}

/**
 * The secret an admin without an authenticator is to enrol: made once and kept (sealed) until it
 * is confirmed, so asking again, or from two tabs at once, shows the same one. Null once enrolled.
 */
export async function pendingEnrolment(
  db: Database,
  appSecret: Uint8Array,
  admin: AdminRow,
): Promise<Enrolment | null> {
  const [row] = await db
    .update(admins)
    .set({
      totpPendingSecret: sql`coalesce(${admins.totpPendingSecret}, ${sealSecret(appSecret, generateSecret())})`,
    })
    .where(and(eq(admins.id, admin.id), isNull(admins.totpSecret)))
    .returning({ pending: admins.totpPendingSecret });
  if (!row?.pending) return null;
  const secret = openSecret(appSecret, row.pending);
  const otpauthUri = generateURI({
    issuer: totpIssuer,
    label: admin.username,
    secret,
    period: PERIOD_SECONDS,
  });
  const qrSvg = await QRCode.toString(otpauthUri, {
    type: 'svg',
    margin: 1,
    errorCorrectionLevel: 'M',
  });
  return { secret, otpauthUri, qrSvg };
}

const RECOVERY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Ten codes of 10 characters (50 bits each), shown as `ABCDE-FGHJK`. */
function newRecoveryCodes(): string[] {
  return Array.from({ length: recoveryCodeCount }, () => {
    const bytes = crypto.randomBytes(10);
    const chars = Array.from(
      bytes,
      (byte) => RECOVERY_ALPHABET[byte % RECOVERY_ALPHABET.length],
    ).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** Case, spaces and dashes do not matter when a code is typed back. */
const normaliseRecoveryCode = (code: string) => code.toUpperCase().replace(/[\s-]/g, '');
const hashRecoveryCode = (appSecret: Uint8Array, code: string) =>
  crypto
    .createHmac('sha256', keyFor(appSecret, 'recovery codes'))
    .update(normaliseRecoveryCode(code))
    .digest('hex');

export type ConfirmResult =
  | { status: 'enrolled'; recoveryCodes: string[] }
  | { status: 'wrong-code' }
  | { status: 'already-enrolled' };

/**
 * Confirms the pending secret with a code from the authenticator: the secret becomes the admin's,
 * the code's step is the last used one, and ten fresh recovery codes are stored (hashed) and
 * answered, the only time they are shown. One conditional update, so two confirmations cannot
 * both enrol.
 */
export async function confirmEnrolment(
  db: Database,
  appSecret: Uint8Array,
  adminId: number,
  code: string,
  now: Date,
): Promise<ConfirmResult> {
  const [row] = await db
    .select({ pending: admins.totpPendingSecret, enrolled: admins.totpSecret })
    .from(admins)
    .where(eq(admins.id, adminId));
  if (!row || row.enrolled || !row.pending) return { status: 'already-enrolled' };
  const step = await stepOf(openSecret(appSecret, row.pending), code, now);
  if (step === null) return { status: 'wrong-code' };
  const recoveryCodes = newRecoveryCodes();
  const enrolled = await db.transaction(async (tx) => {
    const [done] = await tx
      .update(admins)
      .set({
        totpSecret: row.pending,
        totpPendingSecret: null,
        totpEnabledAt: now,
        totpLastStep: step,
      })
      .where(
        and(
          eq(admins.id, adminId),
          isNull(admins.totpSecret),
          eq(admins.totpPendingSecret, row.pending!),
        ),
      )
      .returning({ id: admins.id });
    if (!done) return false;
    await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, adminId));
    await tx
      .insert(adminRecoveryCodes)
      .values(
        recoveryCodes.map((value) => ({ adminId, codeHash: hashRecoveryCode(appSecret, value) })),
      );
    return true;
  });
  return enrolled ? { status: 'enrolled', recoveryCodes } : { status: 'already-enrolled' };
}

/**
 * Checks an authenticator code: right for the secret, and of a later step than any accepted
 * before. The comparison and the new last step are one statement, so a code cannot be used twice,
 * even by two requests at the same moment.
 */
export async function checkAuthenticatorCode(
  db: Database,
  appSecret: Uint8Array,
  admin: AdminRow,
  code: string,
  now: Date,
): Promise<'ok' | 'wrong' | 'replayed'> {
  if (!admin.totpSecret) return 'wrong';
  const step = await stepOf(openSecret(appSecret, admin.totpSecret), code, now);
  if (step === null) return 'wrong';
  const [taken] = await db
    .update(admins)
    .set({ totpLastStep: step })
    .where(
      and(eq(admins.id, admin.id), or(isNull(admins.totpLastStep), lt(admins.totpLastStep, step))),
    )
    .returning({ id: admins.id });
  return taken ? 'ok' : 'replayed';
}

/** Spends a recovery code (one conditional update: a code works once). */
export async function spendRecoveryCode(
  db: Database,
  appSecret: Uint8Array,
  adminId: number,
  code: string,
  now: Date,
): Promise<boolean> {
  const spent = await db
    .update(adminRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(adminRecoveryCodes.adminId, adminId),
        eq(adminRecoveryCodes.codeHash, hashRecoveryCode(appSecret, code)),
        isNull(adminRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: adminRecoveryCodes.id });
  return spent.length > 0;
}

export async function recoveryCodesLeft(db: Database, adminId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(adminRecoveryCodes)
    .where(and(eq(adminRecoveryCodes.adminId, adminId), isNull(adminRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}
