import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  ArrowDownCircle,
  ArrowUpCircle,
  CalendarClock,
  CircleSlash,
  Crown,
  Hourglass,
  RotateCcw,
} from 'lucide-react';
import {
  isHigherPlan,
  paidPlanIds,
  plans,
  type BillingState,
  type PaidPlanId,
} from '@qamar/shared';
import { LocalizedLink } from '../../../components/localized-link.tsx';
import { usd } from '../../../components/plans/plan-features.ts';
import { Seo } from '../../../components/seo/seo.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { toast } from '../../../lib/toast.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import {
  useBilling,
  useCancelSubscription,
  useRefreshPlan,
  useResumeSubscription,
  useSwitchPlan,
} from '../api/billing-calls.ts';
import { OfflineNotice, PortalButton, planName } from './billing-parts.tsx';
import { isRunning } from './subscription-page.tsx';

/** How long the page waits for Stripe's confirmation after a checkout before saying it is slow (it keeps waiting). */
const SLOW_AFTER_MS = 20_000;

function Fact({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-sm font-bold text-ink-600">{label}</dt>
      <dd className="text-lg font-extrabold text-night-900" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/**
 * After a checkout the parent comes back before Stripe's webhook may have: the page waits for our
 * server to have the subscription (it asks every 1.5 s), then welcomes the parent to the plan.
 */
function useCheckoutReturn(state: BillingState | undefined) {
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

/** /subscription-management: the subscription's plan, state and dates; cancel and undo; switch plans; Stripe's portal for the card and invoices. */
export function ManagementPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [params] = useSearchParams();
  const billing = useBilling({ refetchInterval: params.get('checkout') === 'done' ? 1500 : false });
  const state = billing.data;
  const checkoutReturn = useCheckoutReturn(state);
  const cancel = useCancelSubscription();
  const resume = useResumeSubscription();
  const switchPlan = useSwitchPlan();
  const [confirming, setConfirming] = useState(false);
  const date = (iso: string | null | undefined) => (iso ? formatDate(iso, language) : '');

  const act = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      toast({ title: done, variant: 'success' });
    } catch (error) {
      toast({
        title: t('billing.manage.actionFailed'),
        description: errorMessage(error, t('billing.manage.actionFailed')),
        variant: 'destructive',
      });
    }
  };

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
    const current = planName(subscription.plan, language);
    const online = state.payments === 'stripe';
    const others = paidPlanIds.filter((id) => id !== subscription.plan);
    return (
      <>
        {state.payments === 'off' ? <OfflineNotice /> : null}
        <div className="grid gap-6 lg:grid-cols-3">
          <section
            aria-labelledby="subscription-title"
            className="grid content-start gap-6 rounded-[var(--radius-card)] bg-white p-6 shadow-soft lg:col-span-2"
            data-testid="subscription-card"
          >
            <div className="flex flex-wrap items-center gap-3">
              <h2
                id="subscription-title"
                className="me-auto flex items-center gap-2 text-3xl font-extrabold text-night-900"
              >
                <Crown className="h-7 w-7 text-moon-500" aria-hidden="true" />
                <span data-testid="subscription-plan">{current}</span>
              </h2>
              <span
                className={`rounded-full px-3 py-1.5 text-sm font-extrabold ${phase === 'past_due' ? 'bg-rose-50 text-rose-700' : phase === 'ended' ? 'bg-night-50 text-ink-700' : 'bg-moon-100 text-night-900'}`}
                data-testid="subscription-phase"
              >
                {t(`billing.manage.phases.${phase}`)}
              </span>
            </div>
            <dl className="grid gap-4 sm:grid-cols-2">
              <Fact label={t('billing.manage.started')} value={date(subscription.startedAt)} />
              {phase === 'trialing' && !subscription.endsAt ? (
                <Fact
                  label={t('billing.manage.trialEnds')}
                  value={date(subscription.trialEnd)}
                  testId="subscription-date"
                />
              ) : null}
              {phase === 'active' ? (
                <Fact
                  label={t('billing.manage.renews')}
                  value={date(subscription.currentPeriodEnd)}
                  testId="subscription-date"
                />
              ) : null}
              {subscription.endsAt && running ? (
                <Fact
                  label={t('billing.manage.ends')}
                  value={date(subscription.endsAt)}
                  testId="subscription-date"
                />
              ) : null}
              {phase === 'past_due' ? (
                <Fact
                  label={t('billing.manage.graceEnds')}
                  value={date(subscription.graceEndsAt)}
                  testId="subscription-date"
                />
              ) : null}
              {phase === 'ended' ? (
                <Fact
                  label={t('billing.manage.ended')}
                  value={date(subscription.endedAt)}
                  testId="subscription-date"
                />
              ) : null}
            </dl>
            {subscription.pendingPlan && subscription.pendingFrom ? (
              <p
                className="flex gap-2 rounded-2xl bg-night-50 p-4 text-ink-700"
                data-testid="subscription-pending"
              >
                <CalendarClock
                  className="mt-0.5 h-5 w-5 shrink-0 text-night-600"
                  aria-hidden="true"
                />
                {t('billing.manage.pendingNote', {
                  current,
                  date: date(subscription.pendingFrom),
                  plan: planName(subscription.pendingPlan, language),
                  price: usd.format(plans[subscription.pendingPlan].priceUsdMonthly),
                })}
              </p>
            ) : null}
            {online && running ? (
              <div className="flex flex-wrap gap-3 border-t border-night-900/10 pt-5">
                {subscription.endsAt ? (
                  <Button
                    variant="secondary"
                    onClick={() =>
                      void act(() => resume.mutateAsync(), t('billing.manage.resumed'))
                    }
                    disabled={resume.isPending}
                    data-testid="subscription-resume"
                  >
                    <RotateCcw className="h-5 w-5" aria-hidden="true" />
                    {t('billing.manage.keep')}
                  </Button>
                ) : (
                  <Button
                    variant="outline"
                    onClick={() => setConfirming(true)}
                    data-testid="subscription-cancel"
                  >
                    {t('billing.manage.cancel')}
                  </Button>
                )}
              </div>
            ) : null}
            {online && !running ? (
              <LocalizedLink
                to="/subscription"
                className={buttonClasses('secondary', 'md', 'justify-self-start')}
              >
                {t('billing.manage.subscribeAgain')}
              </LocalizedLink>
            ) : null}
          </section>

          <div className="grid content-start gap-6">
            {/* While a payment has failed, fixing it comes first: no plan change is offered. */}
            {online && running && phase !== 'past_due' ? (
              <section
                aria-labelledby="switch-title"
                className="grid gap-4 rounded-[var(--radius-card)] bg-night-900 p-6 text-white shadow-soft"
                data-testid="subscription-switch"
              >
                <h2 id="switch-title" className="text-xl font-extrabold text-moon-300">
                  {t('billing.manage.switchTitle')}
                </h2>
                {others
                  .filter((id) => id !== subscription.pendingPlan)
                  .map((id: PaidPlanId) => {
                    const up = isHigherPlan(id, subscription.plan);
                    const name = planName(id, language);
                    return (
                      <div key={id} className="grid gap-2">
                        <p className="text-sm text-night-100">
                          {up
                            ? t(
                                phase === 'trialing'
                                  ? 'billing.manage.switchUpTrialText'
                                  : 'billing.manage.switchUpText',
                                { plan: name, price: usd.format(plans[id].priceUsdMonthly) },
                              )
                            : t('billing.manage.switchDownText', {
                                current,
                                date: date(subscription.currentPeriodEnd),
                                plan: name,
                                price: usd.format(plans[id].priceUsdMonthly),
                              })}
                        </p>
                        <Button
                          variant={up ? 'secondary' : 'onDark'}
                          onClick={() =>
                            void act(() => switchPlan.mutateAsync(id), t('billing.manage.switched'))
                          }
                          disabled={switchPlan.isPending}
                          data-testid={`switch-${id}`}
                        >
                          {up ? (
                            <ArrowUpCircle className="h-5 w-5" aria-hidden="true" />
                          ) : (
                            <ArrowDownCircle className="h-5 w-5" aria-hidden="true" />
                          )}
                          {up
                            ? t('billing.manage.switchUp', { plan: name })
                            : t('billing.manage.switchDown', { plan: name })}
                        </Button>
                      </div>
                    );
                  })}
                {subscription.pendingPlan ? (
                  <div className="grid gap-2">
                    <p className="text-sm text-night-100">{t('billing.manage.switchBackText')}</p>
                    <Button
                      variant="onDark"
                      onClick={() =>
                        void act(
                          () => switchPlan.mutateAsync(subscription.plan),
                          t('billing.manage.switched'),
                        )
                      }
                      disabled={switchPlan.isPending}
                      data-testid="switch-back"
                    >
                      <Hourglass className="h-5 w-5" aria-hidden="true" />
                      {t('billing.manage.switchBack', { plan: current })}
                    </Button>
                  </div>
                ) : null}
              </section>
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

        <Dialog
          open={confirming}
          onOpenChange={setConfirming}
          title={t('billing.manage.cancelTitle')}
          description={t('billing.manage.cancelText', {
            plan: current,
            date: date(subscription.endsAt ?? subscription.currentPeriodEnd),
          })}
        >
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="ghost" onClick={() => setConfirming(false)}>
              {t('billing.manage.keep')}
            </Button>
            <Button
              variant="danger"
              disabled={cancel.isPending}
              onClick={() =>
                void act(
                  async () => {
                    const after = await cancel.mutateAsync();
                    setConfirming(false);
                    return after;
                  },
                  t('billing.manage.cancelled', { date: date(subscription.currentPeriodEnd) }),
                )
              }
              data-testid="subscription-cancel-confirm"
            >
              {t('billing.manage.cancelConfirm')}
            </Button>
          </div>
        </Dialog>
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
