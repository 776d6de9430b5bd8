import { PgBoss, fromPglite } from 'pg-boss';
import type { Role } from '../config/config.ts';
import type { DatabaseHandle } from '../db/client.ts';

/**
 * pg-boss over the same database: PGlite in embedded mode, the PostgreSQL server in production.
 * An API-only process only sends jobs; maintenance and supervision belong to the processes that work them.
 */
export function createQueue(handle: DatabaseHandle, role: Role): PgBoss {
  const works = role !== 'api';
  // Supervision finds the jobs of a killed worker (no heartbeat for 10 s) and retries them; every 10 s
  // rather than pg-boss's 60, so such a job waits 10 to 20 s, not over a minute.
  const common = {
    supervise: works,
    schedule: works,
    migrate: true,
    superviseIntervalSeconds: 10,
    monitorIntervalSeconds: 10,
  } as const;
  if (handle.kind === 'pglite') {
    return new PgBoss({ ...common, db: fromPglite(handle.pglite), backend: 'pglite' });
  }
  const { connectionString } = handle.pool.options;
  if (!connectionString)
    throw new Error('The PostgreSQL pool has no connection string for the queue');
  return new PgBoss({ ...common, connectionString, max: 5, application_name: `qamar-${role}` });
}
