import {
  ArrowUpCircle,
  Crown,
  Gauge,
  RefreshCcw,
  Settings2,
  ShieldCheck,
  Sparkles,
} from 'lucide-react';
import {
  isHigherPlan,
  moneyBackGuaranteeDays,
  planIds,
  plans,
  type BillingState,
  type PlanId,
  type UsageStats,
} from '@qamar/shared';
import { LocalizedLink } from '../../../components/localized-link.tsx';
import { PlanCard } from '../../../components/plans/plan-card.tsx';
import { Seo } from '../../../components/seo/seo.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatDate } from '../../../lib/format-date.ts';
import { useUsageStats } from '../../../lib/session/use-usage-stats.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useBilling } from '../api/billing-calls.ts';
import { OfflineNotice, planName, useStatusLine } from './billing-parts.tsx';

/** Whether the parent has a subscription still running (its plan is changed on the management page, not by a new checkout). */
export const isRunning = (state: BillingState) =>
  Boolean(state.subscription && state.subscription.phase !== 'ended');

/** What a plan's card offers the parent, given where they stand. */
function PlanAction({ id, state }: { id: PlanId; state: BillingState }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const name = planName(id, language);
  if (id === state.plan)
    return (
      <p
        className="flex h-11 items-center justify-center rounded-full bg-white/10 font-bold"
        data-testid="plan-current"
      >
        {t('billing.plans.current')}
      </p>
    );
  if (state.payments === 'off') return null;
  // Below a plan an admin granted, no subscription changes anything.
  if (!isHigherPlan(id, state.grantedPlan) && state.grantedPlan !== 'free') return null;
  if (isRunning(state)) {
    return (
      <LocalizedLink
        to="/subscription-management"
        className={buttonClasses('outline', 'md', 'w-full')}
      >
        {id === 'free'
          ? t('billing.actions.cancelToStarter')
          : t('billing.actions.switchInManagement', { plan: name })}
      </LocalizedLink>
    );
  }
  if (id === 'free' || !isHigherPlan(id, state.plan)) return null;
  return (
    <LocalizedLink
      to={`/subscribe?plan=${plans[id].name}`}
      className={buttonClasses('secondary', 'md', 'w-full')}
      data-testid={`upgrade-${id}`}
    >
      {t('billing.actions.upgradeTo', { plan: name })}
    </LocalizedLink>
  );
}

function UsageBar({ label, used, limit }: { label: string; used: number; limit: number }) {
  const { t } = useTranslation();
  const percent = limit > 0 ? Math.min(100, Math.round((used / limit) * 100)) : 100;
  const amount = t('billing.usage.of', { used, limit });
  return (
    <div className="grid gap-1.5">
      <p className="flex justify-between gap-3 text-sm font-bold">
        <span>{label}</span>
        <span>{amount}</span>
      </p>
      <div
        className="h-2.5 overflow-hidden rounded-full bg-night-100"
        role="progressbar"
        aria-label={`${label}: ${amount}`}
        aria-valuemin={0}
        aria-valuemax={limit}
        aria-valuenow={used}
      >
        <div className="h-full rounded-full bg-moon-400" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

function UsagePanel({ usage }: { usage: UsageStats }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <section
      aria-labelledby="usage-title"
      className="grid content-start gap-4 rounded-[var(--radius-card)] bg-white p-6 shadow-soft"
      data-testid="billing-usage"
    >
      <h2
        id="usage-title"
        className="flex items-center gap-2 text-xl font-extrabold text-night-900"
      >
        <Gauge className="h-5 w-5 text-moon-500" aria-hidden="true" />
        {t('billing.usage.title')}
      </h2>
      <UsageBar
        label={t('billing.usage.stories')}
        used={usage.stories.used}
        limit={usage.stories.limit}
      />
      <UsageBar
        label={t('billing.usage.characters')}
        used={usage.characters.used}
        limit={usage.characters.limit}
      />
      <UsageBar
        label={t('billing.usage.places')}
        used={usage.locations.used}
        limit={usage.locations.limit}
      />
      <p className="text-sm text-ink-600">
        {t('billing.usage.resets', { date: formatDate(usage.stories.resetDate, language) })}
      </p>
    </section>
  );
}

/** /subscription: the parent's plan (marked among the three of the one table), this week's use, and what a change would do. */
export function SubscriptionPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const billing = useBilling();
  const usage = useUsageStats();
  const statusLine = useStatusLine();
  const state = billing.data;

  return (
    <>
      <Seo
        title={t('billing.seo.subscriptionTitle')}
        description={t('billing.seo.subscriptionDescription')}
        path="/subscription"
        noindex
      />
      <section className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-10">
        <header>
          <h1 className="text-3xl font-extrabold text-night-900 sm:text-4xl">
            {t('billing.plans.title')}
          </h1>
          <p className="mt-1 text-ink-600">{t('billing.plans.subtitle')}</p>
        </header>
        {!state ? (
          <div className="flex justify-center py-16">
            <Spinner />
          </div>
        ) : (
          <>
            {state.payments === 'off' ? <OfflineNotice /> : null}
            <div className="grid gap-6 lg:grid-cols-3">
              <section
                aria-labelledby="current-plan"
                className="grid content-start gap-4 rounded-[var(--radius-card)] bg-night-900 p-6 text-white shadow-soft lg:col-span-2"
                data-testid="billing-current"
              >
                <p className="text-sm font-bold text-night-100">{t('billing.plans.current')}</p>
                <h2
                  id="current-plan"
                  className="flex items-center gap-2 text-3xl font-extrabold text-moon-300"
                >
                  <Crown className="h-7 w-7" aria-hidden="true" />
                  {planName(state.plan, language)}
                </h2>
                <p className="text-night-100" data-testid="billing-status">
                  {statusLine(state)}
                </p>
                {state.subscription?.pendingPlan && state.subscription.pendingFrom ? (
                  <p className="text-night-100">
                    {t('billing.status.pending', {
                      plan: planName(state.subscription.pendingPlan, language),
                      date: formatDate(state.subscription.pendingFrom, language),
                    })}
                  </p>
                ) : null}
                <div className="flex flex-wrap gap-3">
                  {state.payments === 'stripe' && state.subscription ? (
                    <LocalizedLink
                      to="/subscription-management"
                      className={buttonClasses('secondary', 'md')}
                      data-testid="billing-manage"
                    >
                      <Settings2 className="h-5 w-5" aria-hidden="true" />
                      {t('billing.actions.manage')}
                    </LocalizedLink>
                  ) : null}
                  {state.payments === 'stripe' && !isRunning(state) && state.plan !== 'heritage' ? (
                    <LocalizedLink
                      to={`/subscribe?plan=${plans[state.plan === 'family' ? 'heritage' : 'family'].name}`}
                      className={buttonClasses(state.subscription ? 'onDark' : 'secondary', 'md')}
                    >
                      <ArrowUpCircle className="h-5 w-5" aria-hidden="true" />
                      {t('billing.actions.upgradeTo', {
                        plan: planName(state.plan === 'family' ? 'heritage' : 'family', language),
                      })}
                    </LocalizedLink>
                  ) : null}
                </div>
              </section>
              {usage.data ? (
                <UsagePanel usage={usage.data} />
              ) : (
                <div className="flex justify-center rounded-[var(--radius-card)] bg-white p-6 shadow-soft">
                  <Spinner />
                </div>
              )}
            </div>

            <section aria-labelledby="plans-title">
              <h2 id="plans-title" className="text-2xl font-extrabold text-night-900">
                {t('billing.plans.compareTitle')}
              </h2>
              <ul className="mt-10 grid gap-8 md:grid-cols-3">
                {planIds.map((id) => (
                  <PlanCard
                    key={id}
                    id={id}
                    highlight={id === state.plan}
                    ribbon={id === state.plan ? t('billing.plans.current') : undefined}
                    action={<PlanAction id={id} state={state} />}
                    testId={`plan-${id}`}
                    trial={state.payments === 'stripe' && state.trialEligible}
                  />
                ))}
              </ul>
            </section>

            <section
              aria-labelledby="changes-title"
              className="rounded-[var(--radius-card)] bg-night-50 p-6"
            >
              <h2 id="changes-title" className="text-xl font-extrabold text-night-900">
                {t('billing.changes.title')}
              </h2>
              <ul className="mt-4 grid gap-3 text-ink-700 md:grid-cols-2">
                {[
                  { icon: Sparkles, text: t('billing.changes.upgrade') },
                  { icon: RefreshCcw, text: t('billing.changes.downgrade') },
                  { icon: ShieldCheck, text: t('billing.changes.kept') },
                  {
                    icon: Crown,
                    text: t('billing.changes.refund', { days: moneyBackGuaranteeDays }),
                  },
                ].map(({ icon: Icon, text }) => (
                  <li key={text} className="flex gap-3">
                    <Icon className="mt-0.5 h-5 w-5 shrink-0 text-night-600" aria-hidden="true" />
                    <span>{text}</span>
                  </li>
                ))}
              </ul>
            </section>
          </>
        )}
      </section>
    </>
  );
}
