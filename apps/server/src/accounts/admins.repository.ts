import { eq, sql } from 'drizzle-orm';
import type { AdminProfile } from '@qamar/shared';
import type { Database } from '../db/client.ts';
import { admins } from '../db/schema.ts';

export type AdminRow = typeof admins.$inferSelect;

export const toAdminProfile = (row: AdminRow): AdminProfile => ({
  id: row.id,
  username: row.username,
  name: row.name,
});

export async function findAdminById(db: Database, id: number): Promise<AdminRow | undefined> {
  const [row] = await db.select().from(admins).where(eq(admins.id, id));
  return row;
}

export async function findAdminByUsername(
  db: Database,
  username: string,
): Promise<AdminRow | undefined> {
  const [row] = await db.select().from(admins).where(eq(admins.username, username));
  return row;
}

export async function countAdmins(db: Database): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(admins);
  return Number(row?.n ?? 0);
}

/** Inserts unless the username exists; processes starting together cannot create two first admins. */
export async function insertAdmin(
  db: Database,
  values: { username: string; name: string; passwordHash: string },
): Promise<AdminRow | undefined> {
  const [row] = await db
    .insert(admins)
    .values(values)
    .onConflictDoNothing({ target: admins.username })
    .returning();
  return row;
}

export async function bumpAdminTokenVersion(db: Database, id: number): Promise<void> {
  await db
    .update(admins)
    .set({ tokenVersion: sql`${admins.tokenVersion} + 1` })
    .where(eq(admins.id, id));
}
