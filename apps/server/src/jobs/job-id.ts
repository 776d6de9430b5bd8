import { createHash } from 'node:crypto';

/**
 * A job id derived from what the job does, so sending the same step twice (a retried write, a
 * restarted worker) inserts nothing new: pg-boss ignores an id it already has.
 */
export function stepJobId(...parts: Array<string | number>): string {
  const hex = createHash('sha256').update(parts.join(':')).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
