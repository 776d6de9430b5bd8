import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Dashboard } from '@qamar/shared';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminOpsKeys } from './admin-ops-keys.ts';

/** Every figure of the dashboard for a range of days; kept a minute, the previous range shown while the next loads. */
export function useDashboard(from: string, to: string) {
  return useQuery({
    queryKey: adminOpsKeys.dashboard(from, to),
    queryFn: ({ signal }) =>
      apiRequest<Dashboard>(`/api/admin/dashboard?${new URLSearchParams({ from, to })}`, {
        signal,
        token: 'admin',
      }),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}
