import { useState } from 'react';
import { AlertTriangle, CreditCard, Info } from 'lucide-react';
import { plans, type BillingState, type Language } from '@qamar/shared';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { toast } from '../../../lib/toast.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { openPortal } from '../api/billing-calls.ts';

/** The one line that says where the parent's plan stands: trial, renewal, end, grace, a grant, or Starter. */
export function useStatusLine(): (state: BillingState) => string {
  const { t } = useTranslation();
  const language = useLanguage();
  const date = (iso: string | null) => (iso ? formatDate(iso, language) : '');
  return (state) => {
    const subscription = state.subscription;
    if (subscription && subscription.phase !== 'ended') {
      switch (subscription.phase) {
        case 'trialing':
          return t('billing.status.trialing', { date: date(subscription.trialEnd) });
        case 'canceling':
          return t('billing.status.canceling', { date: date(subscription.endsAt) });
        case 'past_due':
          return t('billing.status.pastDue', { date: date(subscription.graceEndsAt) });
        default:
          return t('billing.status.active', { date: date(subscription.currentPeriodEnd) });
      }
    }
    if (state.plan !== 'free') return t('billing.status.granted');
    if (subscription)
      return t('billing.status.ended', {
        plan: planName(subscription.plan, language),
        date: date(subscription.endedAt),
      });
    return t('billing.status.starter');
  };
}

export const planName = (id: keyof typeof plans, language: Language) =>
  plans[id].displayName[language];

/** Said plainly where the server takes no payments: the operator grants plans, nothing pretends to charge. */
export function OfflineNotice() {
  const { t } = useTranslation();
  return (
    <div
      role="note"
      className="flex gap-3 rounded-[var(--radius-card)] border-2 border-night-900/10 bg-white p-5"
      data-testid="billing-offline"
    >
      <Info className="mt-0.5 h-6 w-6 shrink-0 text-night-600" aria-hidden="true" />
      <div>
        <h2 className="text-lg font-extrabold text-night-900">{t('billing.offline.title')}</h2>
        <p className="mt-1 text-ink-700">{t('billing.offline.text')}</p>
      </div>
    </div>
  );
}

/** A button that sends the parent to Stripe's customer portal (card and invoices). */
export function PortalButton({
  label,
  variant = 'outline',
}: {
  label: string;
  variant?: 'outline' | 'secondary' | 'primary';
}) {
  const { t } = useTranslation();
  const [opening, setOpening] = useState(false);
  const open = async () => {
    setOpening(true);
    try {
      await openPortal();
    } catch (error) {
      setOpening(false);
      toast({
        title: t('billing.manage.actionFailed'),
        description: errorMessage(error, t('billing.manage.actionFailed')),
        variant: 'destructive',
      });
    }
  };
  return (
    <Button
      variant={variant}
      onClick={() => void open()}
      disabled={opening}
      data-testid="billing-portal"
    >
      <CreditCard className="h-5 w-5" aria-hidden="true" />
      {label}
    </Button>
  );
}

/** A failed payment: the plan is kept until the grace period ends; the way to fix it (a strip above every page). */
export function PastDueNotice({ state }: { state: BillingState }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const subscription = state.subscription;
  if (subscription?.phase !== 'past_due') return null;
  const text = t('billing.pastDueBanner.text', {
    date: formatDate(subscription.graceEndsAt ?? '', language),
    plan: planName(subscription.plan, language),
  });
  return (
    <div role="alert" className="border-b border-rose-500/30 bg-rose-50" data-testid="past-due">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center">
        <p className="flex flex-1 items-start gap-2 text-sm font-semibold text-night-900">
          <AlertTriangle className="mt-0.5 h-5 w-5 shrink-0 text-rose-700" aria-hidden="true" />
          <span>{text}</span>
        </p>
        {state.payments === 'stripe' ? (
          <PortalButton label={t('billing.pastDueBanner.action')} />
        ) : null}
      </div>
    </div>
  );
}
