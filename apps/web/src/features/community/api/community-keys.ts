import type { AgeGroup, CommunitySort, Dialect } from '@qamar/shared';

/** What a list call asks for (GET /api/community/stories; the server fills in the rest). */
export interface StoriesQuery {
  q?: string;
  ageGroup?: AgeGroup;
  dialect?: Dialect;
  themeId?: number;
  shelf?: 'all' | 'featured';
  sort?: CommunitySort;
  page?: number;
  pageSize?: number;
}

/**
 * Query keys of the community pages. Every key starts with '/api/community', so a like, a save or
 * a publish can refresh the library, the forum and the saved list at once by that prefix.
 */
export const communityKeys = {
  all: ['/api/community'] as const,
  stories: (query: StoriesQuery, language: string) =>
    ['/api/community', 'stories', language, query] as const,
  saved: (page: number, pageSize: number, language: string) =>
    ['/api/community', 'saved', language, { page, pageSize }] as const,
};

/** The query string of a list call, without the defaults the server applies anyway. */
export function queryString(query: object): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query) as Array<[string, string | number | undefined]>)
    if (value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}
