import {
  ageGroups,
  communitySorts,
  dialects,
  communityLimits,
  type AgeGroup,
  type CommunitySort,
  type Dialect,
} from '@qamar/shared';

/** What a library or forum page shows, as its address holds it (?q=…&age=…&dialect=…&theme=…&sort=…&page=…). */
export interface CommunityFilters {
  q: string;
  ageGroup?: AgeGroup;
  dialect?: Dialect;
  themeId?: number;
  sort: CommunitySort;
  page: number;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  (values as readonly string[]).includes(value ?? '') ? (value as T) : undefined;

/** Reads the address's query; anything it does not know (a hand-edited value) is left out, never sent. */
export function readFilters(params: URLSearchParams): CommunityFilters {
  const themeId = Number(params.get('theme'));
  const page = Number(params.get('page'));
  return {
    q: (params.get('q') ?? '').trim().slice(0, communityLimits.queryMax),
    ageGroup: oneOf(ageGroups, params.get('age')),
    dialect: oneOf(dialects, params.get('dialect')),
    themeId: Number.isInteger(themeId) && themeId > 0 ? themeId : undefined,
    sort: oneOf(communitySorts, params.get('sort')) ?? 'recent',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The address's query for some filters: defaults are left out, so a fresh page has a bare address. */
export function writeFilters(filters: CommunityFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.ageGroup) params.set('age', filters.ageGroup);
  if (filters.dialect) params.set('dialect', filters.dialect);
  if (filters.themeId) params.set('theme', String(filters.themeId));
  if (filters.sort !== 'recent') params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** Whether the list is narrowed by a search or a filter (an empty answer then means "no match", not "nothing yet"). */
export function isNarrowed(filters: CommunityFilters): boolean {
  return Boolean(filters.q || filters.ageGroup || filters.dialect || filters.themeId);
}
