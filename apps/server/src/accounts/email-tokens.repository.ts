import crypto from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { emailTokens } from '../db/schema.ts';

export type EmailTokenKind = 'verify' | 'reset';

/** Verification links last 24 hours, reset links 1 hour (docs/product/screens.md). */
export const emailTokenLifetimeMs: Record<EmailTokenKind, number> = {
  verify: 24 * 3_600_000,
  reset: 3_600_000,
};

const digest = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** A fresh 256-bit token; only its hash is stored. */
export async function createEmailToken(
  db: Database,
  userId: number,
  kind: EmailTokenKind,
  email: string,
  now: Date,
): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  await db.insert(emailTokens).values({
    userId,
    kind,
    email,
    tokenHash: digest(token),
    expiresAt: new Date(now.getTime() + emailTokenLifetimeMs[kind]),
  });
  return token;
}

/** Uses a token once: the update only matches an unused, unexpired token, so two uses cannot both succeed. */
export async function consumeEmailToken(
  db: Database,
  token: string,
  kind: EmailTokenKind,
  now: Date,
): Promise<{ userId: number; email: string } | undefined> {
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailTokens.tokenHash, digest(token)),
        eq(emailTokens.kind, kind),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, now),
      ),
    )
    .returning({ userId: emailTokens.userId, email: emailTokens.email });
  return row;
}

/** After a reset, older unused links of the same kind stop working too. */
export async function retireEmailTokens(
  db: Database,
  userId: number,
  kind: EmailTokenKind,
  now: Date,
): Promise<void> {
  await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(
      and(eq(emailTokens.userId, userId), eq(emailTokens.kind, kind), isNull(emailTokens.usedAt)),
    );
}
