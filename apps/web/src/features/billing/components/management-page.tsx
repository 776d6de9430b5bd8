import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { CircleSlash } from 'lucide-react';
import { LocalizedLink } from '../../../components/localized-link.tsx';
import { Seo } from '../../../components/seo/seo.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useBilling } from '../api/billing-calls.ts';
import { OfflineNotice, PortalButton, planName } from './billing-parts.tsx';
import { isRunning } from './subscription-page.tsx';
import { useCheckoutReturn } from '../hooks/use-checkout-return.ts';
import { SubscriptionCard } from './subscription-card.tsx';
import { SwitchPlanPanel } from './switch-plan-panel.tsx';
import { CancelSubscriptionDialog } from './cancel-subscription-dialog.tsx';

/** /subscription-management: the subscription's plan, state and dates; cancel and undo; switch plans; Stripe's portal for the card and invoices. */
export function ManagementPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [params] = useSearchParams();
  const billing = useBilling({ refetchInterval: params.get('checkout') === 'done' ? 1500 : false });
  const state = billing.data;
  const checkoutReturn = useCheckoutReturn(state);
  const [confirming, setConfirming] = useState(false);

  const body = () => {
    if (!state)
      return (
        <div className="flex justify-center py-16">
          <Spinner />
        </div>
      );
    if (checkoutReturn.waiting) {
      return (
        <section
          className="flex flex-col items-center gap-4 rounded-[var(--radius-card)] bg-white px-6 py-14 text-center shadow-soft"
          aria-live="polite"
          data-testid="checkout-confirming"
        >
          <Spinner />
          <h2 className="text-2xl font-extrabold text-night-900">
            {t('billing.manage.confirmingTitle')}
          </h2>
          <p className="max-w-md text-ink-600">
            {checkoutReturn.slow
              ? t('billing.manage.slowText')
              : t('billing.manage.confirmingText')}
          </p>
        </section>
      );
    }
    const subscription = state.subscription;
    if (!subscription) {
      return (
        <>
          {state.payments === 'off' ? <OfflineNotice /> : null}
          <section
            className="flex flex-col items-center gap-4 rounded-[var(--radius-card)] border-2 border-dashed border-night-900/15 bg-white px-6 py-14 text-center"
            data-testid="no-subscription"
          >
            <span className="flex h-16 w-16 items-center justify-center rounded-2xl bg-moon-100 text-moon-500">
              <CircleSlash className="h-8 w-8" aria-hidden="true" />
            </span>
            <h2 className="text-2xl font-extrabold text-night-900">
              {t('billing.manage.noneTitle')}
            </h2>
            <p className="max-w-md text-ink-600">
              {t('billing.manage.noneText', { plan: planName(state.plan, language) })}
            </p>
            <LocalizedLink to="/subscription" className={buttonClasses('primary', 'md', 'mt-2')}>
              {t('billing.manage.seePlans')}
            </LocalizedLink>
          </section>
        </>
      );
    }
    const running = isRunning(state);
    const phase = subscription.phase;
    const online = state.payments === 'stripe';
    return (
      <>
        {state.payments === 'off' ? <OfflineNotice /> : null}
        <div className="grid gap-6 lg:grid-cols-3">
          <SubscriptionCard state={state} onCancel={() => setConfirming(true)} />

          <div className="grid content-start gap-6">
            {/* While a payment has failed, fixing it comes first: no plan change is offered. */}
            {online && running && phase !== 'past_due' ? (
              <SwitchPlanPanel subscription={subscription} />
            ) : null}
            {online ? (
              <section
                aria-labelledby="payment-title"
                className="grid gap-3 rounded-[var(--radius-card)] bg-white p-6 shadow-soft"
              >
                <h2 id="payment-title" className="text-xl font-extrabold text-night-900">
                  {t('billing.manage.paymentTitle')}
                </h2>
                <p className="text-sm text-ink-600">{t('billing.manage.paymentText')}</p>
                <PortalButton label={t('billing.manage.portal')} />
              </section>
            ) : null}
          </div>
        </div>

        <CancelSubscriptionDialog
          open={confirming}
          onOpenChange={setConfirming}
          subscription={subscription}
        />
      </>
    );
  };

  return (
    <>
      <Seo
        title={t('billing.seo.manageTitle')}
        description={t('billing.seo.manageDescription')}
        path="/subscription-management"
        noindex
      />
      <section className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-10">
        <header className="flex flex-wrap items-end gap-4">
          <div className="me-auto">
            <h1 className="text-3xl font-extrabold text-night-900 sm:text-4xl">
              {t('billing.manage.title')}
            </h1>
            <p className="mt-1 text-ink-600">{t('billing.manage.subtitle')}</p>
          </div>
          <LocalizedLink
            to="/subscription"
            className="text-sm font-bold text-night-700 underline underline-offset-4 hover:text-night-900"
          >
            {t('billing.actions.backToPlans')}
          </LocalizedLink>
        </header>
        {body()}
      </section>
    </>
  );
}
