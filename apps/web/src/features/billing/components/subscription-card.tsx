import { CalendarClock, Crown, RotateCcw } from 'lucide-react';
import { plans, type BillingState, formatUsd } from '@qamar/shared';
import { LocalizedLink } from '../../../components/localized-link.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useResumeSubscription } from '../api/billing-calls.ts';
import { planName } from './billing-parts.tsx';
import { isRunning } from './subscription-page.tsx';
import { useBillingAction } from '../hooks/use-billing-action.ts';
import { dateIn } from '../lib/billing-dates.ts';

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

/** The subscription: plan, phase and dates, a plan change to come, and cancel or keep. */
export function SubscriptionCard({
  state,
  onCancel,
}: {
  state: BillingState;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const act = useBillingAction();
  const resume = useResumeSubscription();
  const subscription = state.subscription!;
  const date = dateIn(language);
  const running = isRunning(state);
  const phase = subscription.phase;
  const current = planName(subscription.plan, language);
  const online = state.payments === 'stripe';
  return (
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
          <CalendarClock className="mt-0.5 h-5 w-5 shrink-0 text-night-600" aria-hidden="true" />
          {t('billing.manage.pendingNote', {
            current,
            date: date(subscription.pendingFrom),
            plan: planName(subscription.pendingPlan, language),
            price: formatUsd(plans[subscription.pendingPlan].priceUsdMonthly),
          })}
        </p>
      ) : null}
      {online && running ? (
        <div className="flex flex-wrap gap-3 border-t border-night-900/10 pt-5">
          {subscription.endsAt ? (
            <Button
              variant="secondary"
              onClick={() => void act(() => resume.mutateAsync(), t('billing.manage.resumed'))}
              disabled={resume.isPending}
              data-testid="subscription-resume"
            >
              <RotateCcw className="h-5 w-5" aria-hidden="true" />
              {t('billing.manage.keep')}
            </Button>
          ) : (
            <Button variant="outline" onClick={onCancel} data-testid="subscription-cancel">
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
  );
}
