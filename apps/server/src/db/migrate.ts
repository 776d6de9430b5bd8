import path from 'node:path';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { appendOnlyStatements } from './append-only.ts';
import type { DatabaseHandle } from './client.ts';

const migrationsFolder = path.resolve(import.meta.dirname, '../../drizzle');
// Any constant works: it only has to be the same in every process that migrates this database.
const MIGRATION_LOCK_ID = 7_241_001;

/**
 * Applies the one drizzle-kit migration set, then the append-only triggers; on PostgreSQL under an
 * advisory lock, so API and worker processes may start together.
 */
export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
    for (const statement of appendOnlyStatements) await handle.pglite.query(statement);
    return;
  }
  const client = await handle.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    try {
      await migratePg(drizzlePg(client), { migrationsFolder });
      for (const statement of appendOnlyStatements) await client.query(statement);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
    }
  } finally {
    client.release();
  }
}
