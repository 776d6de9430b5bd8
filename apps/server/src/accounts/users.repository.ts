import { and, eq, sql } from 'drizzle-orm';
import type { CurrentUser, PlanId } from '@qamar/shared';
import { plans } from '@qamar/shared';
import type { Database } from '../db/client.ts';
import type { Reader } from './quota.ts';
import { users } from '../db/schema.ts';

export type UserRow = typeof users.$inferSelect;

export function toCurrentUser(row: UserRow): CurrentUser {
  return {
    id: row.id,
    role: 'user',
    username: row.email,
    name: row.name,
    email: row.email,
    emailVerified: row.emailVerifiedAt !== null,
    subscription: plans[row.plan as PlanId].name,
    displayName: row.displayName,
  };
}

export async function findUserById(db: Database, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
}

/** Inserts unless the email is taken (one statement, so parallel sign-ups cannot both win). */
export async function insertUser(
  db: Database,
  values: { email: string; name: string; passwordHash: string; language: string },
): Promise<UserRow | undefined> {
  const [row] = await db
    .insert(users)
    .values(values)
    .onConflictDoNothing({ target: users.email })
    .returning();
  return row;
}

export async function updateUser(
  db: Database,
  id: number,
  values: Partial<Omit<UserRow, 'id' | 'createdAt'>>,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/** Revokes every token issued so far; returns the new version. */
export async function bumpTokenVersion(
  db: Database,
  id: number,
  extra: Partial<Pick<UserRow, 'passwordHash'>> = {},
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...extra, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
}

export async function deleteUser(db: Reader, id: number): Promise<boolean> {
  const deleted = await db
    .delete(users)
    .where(and(eq(users.id, id)))
    .returning({ id: users.id });
  return deleted.length > 0;
}
