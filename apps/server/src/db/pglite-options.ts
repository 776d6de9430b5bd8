import { PGlite } from '@electric-sql/pglite';

/**
 * PGlite starts with 128 MB of shared buffers, more than a family's library needs; 32 MB keeps the
 * idle process well under 400 MB resident (bench/startup.ts) without slowing the queries we run.
 */
export const pgliteOptions = {
  startParams: [
    ...(PGlite as unknown as { defaultStartParams: string[] }).defaultStartParams,
    '-c',
    'shared_buffers=32MB',
  ],
};
