import { engineKinds, engineOutcomes, logMethods, principalKinds } from '@qamar/shared';

/** The two logs of /admin/api-logs: engine calls (the default tab) and API requests (`?tab=requests`). */
export type LogTab = 'engine' | 'requests';

export type FilterField =
  | { name: string; type: 'text' | 'number' | 'date'; hint?: boolean }
  | { name: string; type: 'select'; options: readonly string[] };

/** Each log's filters, in the order the form shows them; their names are the API's query parameters. */
export const logFilterFields: Record<LogTab, FilterField[]> = {
  engine: [
    { name: 'engine', type: 'text' },
    { name: 'kind', type: 'select', options: engineKinds },
    { name: 'outcome', type: 'select', options: engineOutcomes },
    { name: 'fallback', type: 'select', options: ['true', 'false'] },
    { name: 'storyId', type: 'number' },
    { name: 'user', type: 'text', hint: true },
    { name: 'from', type: 'date' },
    { name: 'to', type: 'date' },
  ],
  requests: [
    { name: 'method', type: 'select', options: logMethods },
    // Its options are the API's routes, which the page of requests lists.
    { name: 'route', type: 'select', options: [] },
    { name: 'status', type: 'text', hint: true },
    { name: 'principal', type: 'select', options: principalKinds },
    { name: 'user', type: 'text', hint: true },
    { name: 'from', type: 'date' },
    { name: 'to', type: 'date' },
  ],
};

export const tabOf = (params: URLSearchParams): LogTab =>
  params.get('tab') === 'requests' ? 'requests' : 'engine';

/** The filters of a tab as the address holds them (empty ones left out). */
export function filtersOf(tab: LogTab, params: URLSearchParams): Record<string, string> {
  const filters: Record<string, string> = {};
  for (const field of logFilterFields[tab]) {
    const value = params.get(field.name)?.trim();
    if (value) filters[field.name] = value;
  }
  return filters;
}

/** The address of a tab with filters and, past the first page, the cursor where the page starts. */
export function logParams(
  tab: LogTab,
  filters: Record<string, string>,
  cursor?: string,
): Record<string, string> {
  return { ...(tab === 'requests' ? { tab } : {}), ...filters, ...(cursor ? { cursor } : {}) };
}
