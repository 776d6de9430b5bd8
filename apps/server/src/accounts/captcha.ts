import { sql } from 'drizzle-orm';
import { createChallenge, randomInt, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { verify } from 'altcha-lib/frameworks/shared';
import type { Config } from '../config/config.ts';
import type { Database } from '../db/client.ts';

/** Ten minutes to solve and submit; a solved challenge is remembered as long, so it cannot be replayed. */
const CHALLENGE_LIFETIME_MS = 10 * 60_000;

function altchaSecret(secret: Uint8Array): string {
  return `altcha:${Buffer.from(secret).toString('hex')}`;
}

/** A self-hosted proof of work: about half a second of SHA-256 in a browser. */
export function createCaptchaChallenge(secret: Uint8Array, now: Date): Promise<Challenge> {
  return createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    counter: randomInt(50_000, 5_000),
    deriveKey,
    hmacSignatureSecret: altchaSecret(secret),
    expiresAt: new Date(now.getTime() + CHALLENGE_LIFETIME_MS),
  });
}

async function verifyAltcha(
  db: Database,
  secret: Uint8Array,
  payload: string,
  now: Date,
): Promise<boolean> {
  const store = {
    get: async () => undefined,
    set: async () => undefined,
    // One statement: two submissions of the same solution cannot both pass.
    setIfAbsent: async (id: string) => {
      await db.execute(sql`delete from used_captchas where expires_at < ${now.toISOString()}`);
      const result = await db.execute(
        sql`insert into used_captchas (signature, expires_at) values (${id.slice(0, 200)}, ${new Date(now.getTime() + CHALLENGE_LIFETIME_MS).toISOString()}) on conflict do nothing returning signature`,
      );
      return (result as unknown as { rows: unknown[] }).rows.length === 1;
    },
  };
  const result = await verify(payload, deriveKey, altchaSecret(secret), undefined, store);
  return result.error === null;
}

async function verifyRecaptcha(
  recaptcha: NonNullable<Config['recaptcha']>,
  token: string,
  remoteIp: string,
): Promise<boolean> {
  try {
    const response = await fetch(recaptcha.verifyUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        secret: recaptcha.secretKey,
        response: token,
        remoteip: remoteIp,
      }),
      signal: AbortSignal.timeout(5_000),
    });
    if (!response.ok) return false;
    const body = (await response.json()) as { success?: unknown };
    return body.success === true;
  } catch {
    return false;
  }
}

/** reCAPTCHA when its keys are configured, else ALTCHA (docs/product/accounts-and-services.md). */
export function verifyCaptcha(
  options: { config: Config; db: Database; secret: Uint8Array; now: Date },
  token: string,
  remoteIp: string,
): Promise<boolean> {
  return options.config.recaptcha
    ? verifyRecaptcha(options.config.recaptcha, token, remoteIp)
    : verifyAltcha(options.db, options.secret, token, options.now);
}
