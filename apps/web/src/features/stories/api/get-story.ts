import { useQuery } from '@tanstack/react-query';
import type { Story } from '@qamar/shared';
import { apiRequest } from '../../../lib/api-client.ts';
import { storyKeys } from './story-keys.ts';

export function getStory(id: number, signal?: AbortSignal): Promise<Story> {
  return apiRequest<Story>(`/api/stories/${id}`, { signal });
}

/** One story with its pages; 404 when it is not the caller's (docs/product/stories-and-engines.md). */
export function useStory(id: number, enabled = true) {
  return useQuery({
    queryKey: storyKeys.story(id),
    queryFn: ({ signal }) => getStory(id, signal),
    enabled: enabled && Number.isInteger(id) && id > 0,
  });
}
