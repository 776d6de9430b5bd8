import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminSubscription, AdminUserDetail, AdminUserList, PlanId } from '@qamar/shared';
import { apiRequest } from '../../../lib/api-client.ts';

export const adminUserKeys = {
  all: ['/api/admin/users'] as const,
  list: (q: string, page: number) => ['/api/admin/users', { q, page }] as const,
  detail: (id: number) => ['/api/admin/users', id] as const,
  subscriptions: (email: string) => ['/api/admin/subscriptions', email] as const,
};

/** GET /api/admin/users: parents found by email or name, newest first; the last page stays while the next loads. */
export function useAdminUsers(q: string, page: number) {
  return useQuery({
    queryKey: adminUserKeys.list(q, page),
    queryFn: ({ signal }) =>
      apiRequest<AdminUserList>(
        `/api/admin/users?${new URLSearchParams({ q, page: String(page) })}`,
        { signal, token: 'admin' },
      ),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/users/:id: one parent, their usage and newest stories. */
export function useAdminUser(id: number) {
  return useQuery({
    queryKey: adminUserKeys.detail(id),
    queryFn: ({ signal }) =>
      apiRequest<AdminUserDetail>(`/api/admin/users/${id}`, { signal, token: 'admin' }),
  });
}

/** What an admin does to an account: every answer refreshes the account and the lists. */
export function useAdminUserActions(id: number) {
  const queryClient = useQueryClient();
  const settle = async (detail?: AdminUserDetail) => {
    if (detail) queryClient.setQueryData(adminUserKeys.detail(id), detail);
    await queryClient.invalidateQueries({
      queryKey: adminUserKeys.all,
      refetchType: detail ? 'none' : 'active',
    });
  };
  return {
    grantPlan: useMutation({
      mutationFn: (input: { email: string; plan: PlanId }) =>
        apiRequest('/api/admin/users/plan', { method: 'POST', body: input, token: 'admin' }),
      onSuccess: async () => {
        await queryClient.invalidateQueries({ queryKey: adminUserKeys.all });
      },
    }),
    setDisabled: useMutation({
      mutationFn: (disabled: boolean) =>
        apiRequest<AdminUserDetail>(`/api/admin/users/${id}/${disabled ? 'disable' : 'enable'}`, {
          method: 'POST',
          token: 'admin',
        }),
      onSuccess: (detail) => settle(detail),
    }),
    remove: useMutation({
      mutationFn: () => apiRequest(`/api/admin/users/${id}`, { method: 'DELETE', token: 'admin' }),
      onSuccess: () => {
        queryClient.removeQueries({ queryKey: adminUserKeys.detail(id) });
        return settle();
      },
    }),
  };
}

/** GET /api/admin/subscriptions?email=: the parent's subscriptions through online payment, newest first. */
export function useAdminSubscriptions(email: string) {
  return useQuery({
    queryKey: adminUserKeys.subscriptions(email),
    queryFn: ({ signal }) =>
      apiRequest<{ subscriptions: AdminSubscription[] }>(
        `/api/admin/subscriptions?${new URLSearchParams({ email })}`,
        { signal, token: 'admin' },
      ).then((answer) => answer.subscriptions),
  });
}

/** POST /api/admin/subscriptions/:id/refund: every payment paid back and the subscription ended; the account's plan follows. */
export function useRefundSubscription(userId: number, email: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (subscriptionId: number) =>
      apiRequest<{ subscription: AdminSubscription; refundedCents: number }>(
        `/api/admin/subscriptions/${subscriptionId}/refund`,
        { method: 'POST', token: 'admin' },
      ),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminUserKeys.subscriptions(email) }),
        queryClient.invalidateQueries({ queryKey: adminUserKeys.detail(userId) }),
      ]);
    },
  });
}
