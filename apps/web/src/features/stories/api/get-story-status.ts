import type { StoryStatusResponse } from '@qamar/shared';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';

/** GET /api/stories/:id/status is public: a 401 (a stale token) is retried without credentials (docs/product/states.md, docs/product/api.md). */
export async function getStoryStatus(
  id: number,
  signal: AbortSignal,
): Promise<StoryStatusResponse> {
  const path = `/api/stories/${id}/status`;
  try {
    return await apiRequest<StoryStatusResponse>(path, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401)
      return apiRequest<StoryStatusResponse>(path, { signal, token: 'none' });
    throw error;
  }
}
