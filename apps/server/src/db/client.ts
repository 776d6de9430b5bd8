import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { pgliteOptions } from './pglite-options.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * Raw SQL straight to the driver, for the few statements on a hot path (the shared viewer's view
 * count): Drizzle's PGlite session copies its type parsers on every query, which costs more than
 * a one-row statement. Parameters are bound ($1, $2…), never spliced into the text.
 */
export type RawQuery = <Row extends Record<string, unknown>>(
  text: string,
  params: unknown[],
) => Promise<Row[]>;

/**
 * One write statement in a transaction of its own with asynchronous commit: the commit does not wait
 * for the WAL to reach the disk, so the row lock is held for microseconds instead of a flush. A
 * crash can lose the last moments of such writes (and never anything else): only for counters on
 * a hot path (a share link's views). Sent as one simple-protocol message, one round trip, so it
 * takes no parameters: quote values with `sqlLiteral`.
 */
export type RelaxedWrite = <Row extends Record<string, unknown>>(
  statement: string,
) => Promise<Row[]>;

/** A string as an SQL literal (standard_conforming_strings is on in every supported server). */
export const sqlLiteral = (value: string) => `'${value.replace(/'/g, "''")}'`;

const relaxed = (statement: string) =>
  `begin; set local synchronous_commit to off; ${statement}; commit;`;

/** One open database: PGlite in the data folder by default, a PostgreSQL pool with DATABASE_URL. */
export type DatabaseHandle =
  | {
      kind: 'pglite';
      db: Database;
      query: RawQuery;
      relaxedWrite: RelaxedWrite;
      pglite: PGlite;
      close: () => Promise<void>;
    }
  | {
      kind: 'postgres';
      db: Database;
      query: RawQuery;
      relaxedWrite: RelaxedWrite;
      pool: pg.Pool;
      close: () => Promise<void>;
    };

const pgliteQuery =
  (pglite: PGlite): RawQuery =>
  async (text, params) =>
    (await pglite.query(text, params)).rows as never;

// The statement's rows are the third result: after `begin` and `set local`.
const pgliteRelaxedWrite =
  (pglite: PGlite): RelaxedWrite =>
  async (statement) =>
    ((await pglite.exec(relaxed(statement)))[2]?.rows ?? []) as never;

// int8 (count(*), bigserial) arrives as a string from `pg` and a number from PGlite: make both numbers.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/**
 * A new PGlite folder is made by a process of its own (create-pglite-folder.ts: creating the cluster
 * peaks at several hundred MB of WebAssembly memory that would otherwise stay with the server), in
 * a temporary folder renamed into place, so a start interrupted half-way leaves no half-made folder.
 */
async function ensurePgliteFolder(folder: string): Promise<void> {
  if (fs.existsSync(path.join(folder, 'PG_VERSION'))) return;
  const temporary = `${folder}.new`;
  fs.rmSync(temporary, { recursive: true, force: true });
  // Liftoff alone (V8's baseline WebAssembly compiler): see ARCHITECTURE.md, Memory.
  await promisify(execFile)(process.execPath, [
    '--liftoff-only',
    path.join(import.meta.dirname, 'create-pglite-folder.ts'),
    temporary,
  ]);
  fs.rmSync(folder, { recursive: true, force: true });
  fs.renameSync(temporary, folder);
}

export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir?: string;
  inMemory?: boolean;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    pool.on('error', () => {
      // An idle client lost its connection; the pool replaces it. Queries report their own errors.
    });
    await pool.query('select 1');
    const query: RawQuery = async (text, params) => (await pool.query(text, params)).rows;
    const relaxedWrite: RelaxedWrite = async (statement) =>
      ((await pool.query(relaxed(statement))) as unknown as pg.QueryResult[])[2]?.rows ?? [];
    return {
      kind: 'postgres',
      db: drizzlePg(pool, { schema }) as unknown as Database,
      query,
      relaxedWrite,
      pool,
      close: () => pool.end(),
    };
  }
  if (options.inMemory) {
    const pglite = await PGlite.create(pgliteOptions);
    return {
      kind: 'pglite',
      db: drizzlePglite(pglite, { schema }) as unknown as Database,
      query: pgliteQuery(pglite),
      relaxedWrite: pgliteRelaxedWrite(pglite),
      pglite,
      close: () => pglite.close(),
    };
  }
  if (!options.dataDir) throw new Error('openDatabase needs a databaseUrl, a dataDir or inMemory');
  const release = await lockDataDir(options.dataDir);
  try {
    const folder = path.join(options.dataDir, 'pglite');
    await ensurePgliteFolder(folder);
    const pglite = await PGlite.create(folder, pgliteOptions);
    return {
      kind: 'pglite',
      db: drizzlePglite(pglite, { schema }) as unknown as Database,
      query: pgliteQuery(pglite),
      relaxedWrite: pgliteRelaxedWrite(pglite),
      pglite,
      close: async () => {
        try {
          await pglite.close();
        } finally {
          await release();
        }
      },
    };
  } catch (error) {
    await release();
    throw error;
  }
}
