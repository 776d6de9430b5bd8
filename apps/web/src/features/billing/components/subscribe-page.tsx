import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Check, Crown, Lock } from 'lucide-react';
import { isHigherPlan, paidPlanIds, plans, type PaidPlanId, formatUsd } from '@qamar/shared';
import { LocalizedLink } from '../../../components/localized-link.tsx';
import { PlanCard } from '../../../components/plans/plan-card.tsx';
import { usePlanFeatures } from '../../../components/plans/plan-features.ts';
import { Seo } from '../../../components/seo/seo.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { toast } from '../../../lib/toast.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { openCheckout, useBilling } from '../api/billing-calls.ts';
import { OfflineNotice, planName } from './billing-parts.tsx';
import { isRunning } from './subscription-page.tsx';

const DAY = 24 * 60 * 60 * 1000;

/** `?plan=Family` or `?plan=Heritage` (the plan's name, as every link writes it); anything else is no plan. */
export function planOfParam(value: string | null): PaidPlanId | null {
  return (
    paidPlanIds.find((id) => plans[id].name.toLowerCase() === value?.trim().toLowerCase()) ?? null
  );
}

/** The two paid plans to pick from, when the address named none (or one that does not exist). */
function PlanChoice() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <section aria-labelledby="choose-title" className="grid gap-8" data-testid="plan-choice">
      <header>
        <h1 id="choose-title" className="text-3xl font-extrabold text-night-900 sm:text-4xl">
          {t('billing.subscribe.chooseTitle')}
        </h1>
        <p className="mt-1 text-ink-600">{t('billing.subscribe.chooseText')}</p>
      </header>
      <ul className="grid gap-8 md:grid-cols-2">
        {paidPlanIds.map((id) => (
          <PlanCard
            key={id}
            id={id}
            highlight={id === 'family'}
            ribbon={id === 'family' ? t('landing.mostPopular') : undefined}
            action={
              <LocalizedLink
                to={`/subscribe?plan=${plans[id].name}`}
                className={buttonClasses(id === 'family' ? 'secondary' : 'outline', 'md', 'w-full')}
              >
                {t('billing.subscribe.choose', { plan: planName(id, language) })}
              </LocalizedLink>
            }
          />
        ))}
      </ul>
    </section>
  );
}

/** /subscribe?plan=Family|Heritage: the plan, its price, the free trial when it applies, then Stripe's checkout. */
export function SubscribePage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [params] = useSearchParams();
  const chosen = planOfParam(params.get('plan'));
  const billing = useBilling();
  const [opening, setOpening] = useState(false);
  // A trial started now ends this many days from the moment the page opened.
  const [openedAt] = useState(() => Date.now());
  const features = usePlanFeatures(chosen ?? 'family');
  const state = billing.data;
  const name = chosen ? planName(chosen, language) : '';

  const checkout = async (plan: PaidPlanId) => {
    setOpening(true);
    try {
      await openCheckout(plan);
    } catch (error) {
      setOpening(false);
      toast({
        title: t('billing.subscribe.failed'),
        description: errorMessage(error, t('billing.subscribe.failed')),
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
    if (!chosen) return <PlanChoice />;
    const plan = plans[chosen];
    const trial = chosen === 'family' && plan.trialDays > 0 && state.trialEligible;
    const trialEnd = new Date(openedAt + plan.trialDays * DAY).toISOString();
    const running = isRunning(state);
    return (
      <div className="grid gap-6 lg:grid-cols-5">
        <section
          aria-labelledby="subscribe-title"
          className="grid content-start gap-5 rounded-[var(--radius-card)] bg-white p-6 shadow-soft sm:p-8 lg:col-span-3"
        >
          <h1
            id="subscribe-title"
            className="flex items-center gap-2 text-3xl font-extrabold text-night-900 sm:text-4xl"
          >
            <Crown className="h-8 w-8 text-moon-500" aria-hidden="true" />
            {t('billing.subscribe.title', { plan: name })}
          </h1>
          {params.get('checkout') === 'canceled' ? (
            <p className="rounded-2xl bg-night-50 p-3 text-ink-700">
              {t('billing.subscribe.cancelled')}
            </p>
          ) : null}
          <div className="rounded-2xl bg-night-900 p-5 text-white" data-testid="subscribe-price">
            <p className="text-2xl font-extrabold text-moon-300">
              {trial
                ? t('billing.subscribe.trial', {
                    days: plan.trialDays,
                    price: formatUsd(plan.priceUsdMonthly),
                  })
                : t('billing.subscribe.price', { price: formatUsd(plan.priceUsdMonthly) })}
            </p>
            <p className="mt-2 text-night-100">
              {trial
                ? t('billing.subscribe.trialNote', { date: formatDate(trialEnd, language) })
                : t('billing.subscribe.noTrial')}
            </p>
            {chosen === 'family' && !state.trialEligible ? (
              <p className="mt-2 text-sm text-night-100">{t('billing.subscribe.trialUsed')}</p>
            ) : null}
          </div>
          {state.payments === 'off' ? (
            <OfflineNotice />
          ) : state.plan === chosen || (running && state.subscription?.plan === chosen) ? (
            <div className="rounded-2xl bg-night-50 p-4" data-testid="subscribe-current">
              <h2 className="font-extrabold text-night-900">
                {t('billing.subscribe.currentTitle', { plan: name })}
              </h2>
              <p className="text-ink-700">{t('billing.subscribe.currentText')}</p>
            </div>
          ) : !running && !isHigherPlan(chosen, state.grantedPlan) ? (
            <div className="rounded-2xl bg-night-50 p-4" data-testid="subscribe-covered">
              <h2 className="font-extrabold text-night-900">
                {t('billing.subscribe.coveredTitle', { plan: name })}
              </h2>
              <p className="text-ink-700">{t('billing.subscribe.coveredText')}</p>
            </div>
          ) : running ? (
            <div className="grid gap-3 rounded-2xl bg-night-50 p-4" data-testid="subscribe-already">
              <h2 className="font-extrabold text-night-900">
                {t('billing.subscribe.alreadyTitle')}
              </h2>
              <p className="text-ink-700">
                {t('billing.subscribe.alreadyText', {
                  plan: planName(state.subscription!.plan, language),
                })}
              </p>
              <LocalizedLink
                to="/subscription-management"
                className={buttonClasses('primary', 'md', 'justify-self-start')}
              >
                {t('billing.actions.manage')}
              </LocalizedLink>
            </div>
          ) : (
            <div className="grid gap-3">
              <Button
                size="lg"
                variant="secondary"
                onClick={() => void checkout(chosen)}
                disabled={opening}
                data-testid="subscribe-checkout"
              >
                <Lock className="h-5 w-5" aria-hidden="true" />
                {opening ? t('billing.subscribe.opening') : t('billing.subscribe.checkout')}
              </Button>
              <p className="text-sm text-ink-600">{t('billing.subscribe.checkoutNote')}</p>
              {language === 'ar' ? (
                <p className="text-sm text-ink-600">{t('billing.subscribe.checkoutLanguage')}</p>
              ) : null}
            </div>
          )}
          <LocalizedLink
            to="/subscription"
            className="justify-self-start text-sm font-bold text-night-700 underline underline-offset-4 hover:text-night-900"
          >
            {t('billing.actions.backToPlans')}
          </LocalizedLink>
        </section>
        <section
          aria-labelledby="includes-title"
          className="rounded-[var(--radius-card)] bg-night-50 p-6 lg:col-span-2"
        >
          <h2 id="includes-title" className="text-xl font-extrabold text-night-900">
            {t('billing.subscribe.includes', { plan: name })}
          </h2>
          <ul className="mt-4 grid gap-2.5 text-sm text-ink-700">
            {features.map((feature) => (
              <li key={feature} className="flex gap-2">
                <Check className="mt-0.5 h-4 w-4 shrink-0 text-teal-600" aria-hidden="true" />
                <span>{feature}</span>
              </li>
            ))}
          </ul>
        </section>
      </div>
    );
  };

  return (
    <>
      <Seo
        title={
          chosen ? t('billing.subscribe.title', { plan: name }) : t('billing.seo.subscribeTitle')
        }
        description={t('billing.seo.subscribeDescription')}
        path="/subscribe"
        noindex
      />
      <div className="mx-auto w-full max-w-6xl px-4 py-10">{body()}</div>
    </>
  );
}
