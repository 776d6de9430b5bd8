import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminAuditList, AdminAuditQuery } from '@qamar/shared';
import { apiRequest } from '../../../lib/api-client.ts';

/** The filters as the address and the API both spell them (empty ones left out). */
export function auditQueryString(query: AdminAuditQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '' && !(key === 'page' && value === 1))
      params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** GET /api/admin/audit-log: newest first, filtered, a page at a time; always asked afresh (it only grows). */
export function useAuditLog(query: AdminAuditQuery) {
  return useQuery({
    queryKey: ['/api/admin/audit-log', query],
    queryFn: ({ signal }) =>
      apiRequest<AdminAuditList>(`/api/admin/audit-log${auditQueryString(query)}`, {
        signal,
        token: 'admin',
      }),
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });
}
