import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema.ts';
import { lockDataDir } from './data-dir-lock.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * Raw SQL straight to the driver, for the few statements on a hot path (the shared viewer's view
 * count): Drizzle's PGlite session copies its type parsers on every query, which costs more than
 * a one-row statement. Parameters are bound ($1, $2…), never spliced into the text.
 */
export type RawQuery = <Row extends Record<string, unknown>>(text: string, params: unknown[]) => Promise<Row[]>;

/** One open database: PGlite in the data folder by default, a PostgreSQL pool with DATABASE_URL. */
export type DatabaseHandle =
  | { kind: 'pglite'; db: Database; query: RawQuery; pglite: PGlite; close: () => Promise<void> }
  | { kind: 'postgres'; db: Database; query: RawQuery; pool: pg.Pool; close: () => Promise<void> };

const pgliteQuery =
  (pglite: PGlite): RawQuery =>
  async (text, params) =>
    (await pglite.query(text, params)).rows as never;

// int8 (count(*), bigserial) arrives as a string from `pg` and a number from PGlite: make both numbers.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/**
 * PGlite starts with 128 MB of shared buffers, more than a family's library needs; 32 MB keeps the
 * idle process well under 400 MB resident (bench/startup.ts) without slowing the queries we run.
 */
const pgliteOptions = {
  startParams: [...(PGlite as unknown as { defaultStartParams: string[] }).defaultStartParams, '-c', 'shared_buffers=32MB'],
};

export async function openDatabase(options: { databaseUrl?: string; dataDir?: string; inMemory?: boolean }): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    pool.on('error', () => {
      // An idle client lost its connection; the pool replaces it. Queries report their own errors.
    });
    await pool.query('select 1');
    const query: RawQuery = async (text, params) => (await pool.query(text, params)).rows;
    return { kind: 'postgres', db: drizzlePg(pool, { schema }) as unknown as Database, query, pool, close: () => pool.end() };
  }
  if (options.inMemory) {
    const pglite = await PGlite.create(pgliteOptions);
    return { kind: 'pglite', db: drizzlePglite(pglite, { schema }) as unknown as Database, query: pgliteQuery(pglite), pglite, close: () => pglite.close() };
  }
  if (!options.dataDir) throw new Error('openDatabase needs a databaseUrl, a dataDir or inMemory');
  const release = lockDataDir(options.dataDir);
  try {
    const pglite = await PGlite.create(path.join(options.dataDir, 'pglite'), pgliteOptions);
    return {
      kind: 'pglite',
      db: drizzlePglite(pglite, { schema }) as unknown as Database,
      query: pgliteQuery(pglite),
      pglite,
      close: async () => {
        try {
          await pglite.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
