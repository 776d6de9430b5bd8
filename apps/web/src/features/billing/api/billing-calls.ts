import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BillingState, PaidPlanId } from '@qamar/shared';
import { apiRequest } from '../../../lib/api-client.ts';
import { userQueryKey, useSession } from '../../../lib/session/get-user.ts';
import { usageQueryKey } from '../../../lib/session/use-usage-stats.ts';

export const billingQueryKey = ['/api/billing'] as const;

/** The parent's plan and subscription, as our server keeps them (never asked of Stripe). */
export function useBilling(options: { enabled?: boolean; refetchInterval?: number | false } = {}) {
  const { user } = useSession();
  return useQuery({
    queryKey: billingQueryKey,
    queryFn: ({ signal }) => apiRequest<BillingState>('/api/billing', { signal, token: 'user' }),
    enabled: Boolean(user) && options.enabled !== false,
    refetchInterval: options.refetchInterval ?? false,
  });
}

/** After the plan may have changed: the badge, the limits and the billing state are read again. */
export function useRefreshPlan() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: billingQueryKey }),
      queryClient.invalidateQueries({ queryKey: userQueryKey }),
      queryClient.invalidateQueries({ queryKey: usageQueryKey }),
    ]);
}

/** Opens Stripe's checkout for a plan: the browser leaves for Stripe's page. */
export const openCheckout = async (plan: PaidPlanId) => {
  const { url } = await apiRequest<{ url: string }>('/api/billing/checkout', {
    method: 'POST',
    body: { plan },
    token: 'user',
  });
  window.location.assign(url);
};

/** Opens Stripe's customer portal (payment method, invoices). */
export const openPortal = async () => {
  const { url } = await apiRequest<{ url: string }>('/api/billing/portal', {
    method: 'POST',
    token: 'user',
  });
  window.location.assign(url);
};

function useBillingChange<Input>(call: (input: Input) => Promise<BillingState>) {
  const queryClient = useQueryClient();
  const refresh = useRefreshPlan();
  return useMutation({
    mutationFn: call,
    onSuccess: (state) => queryClient.setQueryData(billingQueryKey, state),
    onSettled: () => refresh(),
  });
}

export const useCancelSubscription = () =>
  useBillingChange(() =>
    apiRequest<BillingState>('/api/billing/cancel', { method: 'POST', token: 'user' }),
  );
export const useResumeSubscription = () =>
  useBillingChange(() =>
    apiRequest<BillingState>('/api/billing/resume', { method: 'POST', token: 'user' }),
  );
export const useSwitchPlan = () =>
  useBillingChange((plan: PaidPlanId) =>
    apiRequest<BillingState>('/api/billing/switch', {
      method: 'POST',
      body: { plan },
      token: 'user',
    }),
  );
