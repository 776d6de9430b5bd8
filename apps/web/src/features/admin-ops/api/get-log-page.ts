import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { EngineLogPage, RequestLogPage } from '@qamar/shared';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminOpsKeys } from './admin-ops-keys.ts';

export type LogKind = 'engine' | 'requests';
type PageOf<K extends LogKind> = K extends 'engine' ? EngineLogPage : RequestLogPage;

/** One page of a log under the filters in `query` (the address's own parameters, cursor included). */
export function useLogPage<K extends LogKind>(kind: K, query: string) {
  return useQuery({
    queryKey: adminOpsKeys.log(kind, query),
    queryFn: ({ signal }) =>
      apiRequest<PageOf<K>>(`/api/admin/api-logs/${kind}${query ? `?${query}` : ''}`, {
        signal,
        token: 'admin',
      }),
    staleTime: 15_000,
    placeholderData: keepPreviousData,
  });
}
