import crypto from 'node:crypto';
import pg from 'pg';

/** A database of its own on the PostgreSQL server at `serverUrl`, dropped after `use`. */
export async function withDatabase<T>(
  serverUrl: string,
  use: (url: string) => Promise<T>,
): Promise<T> {
  const name = `qamar_bench_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return await use(url.toString());
  } finally {
    await admin.query(`drop database ${name} with (force)`);
    await admin.end();
  }
}
