/**
 * Query keys of the stories feature. Every key starts with '/api/stories', so invalidating that
 * prefix refreshes the story pages, the lists and the dashboard's recent stories at once.
 */
import { usageQueryKey } from '../../../lib/session/use-usage-stats.ts';
import { storyQueryKey } from '../../../lib/story-reading/story-query-key.ts';

export const storyKeys = {
  all: ['/api/stories'] as const,
  list: (page: number, pageSize: number, childId?: number) =>
    ['/api/stories', { page, pageSize, ...(childId ? { childId } : {}) }] as const,
  story: storyQueryKey,
  /** GET /api/stories/:id/status, polled by the progress screen. */
  status: (id: number) => [...storyQueryKey(id), 'status'] as const,
  /** Shared with the catalogue's usage hook: one cache for the usage stats. */
  usage: usageQueryKey,
};
