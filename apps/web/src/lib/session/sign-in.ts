import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AdminProfile, CurrentUser } from '@qamar/shared';
import { storeAdminToken, storeUserToken } from '../tokens.ts';
import { adminQueryKey } from './get-admin.ts';
import { userQueryKey } from './get-user.ts';
import { usageQueryKey } from './use-usage-stats.ts';

/** Lists that belong to the signed-in parent; a new session refetches them (docs/product/states.md). */
export const ownDataQueryKeys = [
  ['/api/characters/own'],
  ['/api/locations/own'],
  usageQueryKey,
] as const;

export function applyUserSession(queryClient: QueryClient, user: CurrentUser, token: string): void {
  storeUserToken(token);
  queryClient.setQueryData(userQueryKey, user);
  for (const key of ownDataQueryKeys) void queryClient.invalidateQueries({ queryKey: key });
}

export function useApplyUserSession(): (user: CurrentUser, token: string) => void {
  const queryClient = useQueryClient();
  return (user, token) => applyUserSession(queryClient, user, token);
}

export function useApplyAdminSession(): (admin: AdminProfile, token: string) => void {
  const queryClient = useQueryClient();
  return (admin, token) => {
    storeAdminToken(token);
    queryClient.setQueryData(adminQueryKey, admin);
  };
}
