import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { BillingState } from '@qamar/shared';
import { toast } from '../../../lib/toast.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useRefreshPlan } from '../api/billing-calls.ts';
import { planName } from '../components/billing-parts.tsx';
import { isRunning } from '../components/subscription-page.tsx';

/** How long the page waits for Stripe's confirmation after a checkout before saying it is slow (it keeps waiting). */
const SLOW_AFTER_MS = 20_000;

/**
 * After a checkout the parent comes back before Stripe's webhook may have: the page waits for our
 * server to have the subscription (it asks every 1.5 s), then welcomes the parent to the plan.
 */
export function useCheckoutReturn(state: BillingState | undefined) {
  const [params, setParams] = useSearchParams();
  const returning = params.get('checkout') === 'done';
  const confirmed = Boolean(state && isRunning(state));
  const [slow, setSlow] = useState(false);
  const refresh = useRefreshPlan();
  const { t } = useTranslation();
  const language = useLanguage();
  const welcomed = useRef(false);
  useEffect(() => {
    if (!returning || confirmed) return;
    const timer = window.setTimeout(() => setSlow(true), SLOW_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [returning, confirmed]);
  useEffect(() => {
    if (!returning || !confirmed || !state?.subscription || welcomed.current) return;
    welcomed.current = true;
    void refresh();
    toast({
      title: t('billing.manage.welcome', { plan: planName(state.subscription.plan, language) }),
      description: t('billing.manage.welcomeText'),
      variant: 'success',
    });
    setParams(
      (current) => {
        current.delete('checkout');
        return current;
      },
      { replace: true },
    );
  }, [returning, confirmed, state, refresh, t, language, setParams]);
  return { waiting: returning && !confirmed, slow };
}
