import { ArrowDownCircle, ArrowUpCircle, Hourglass } from 'lucide-react';
import { isHigherPlan, paidPlanIds, plans, type PaidPlanId, formatUsd } from '@qamar/shared';
import { Button } from '../../../components/ui/button.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useSwitchPlan } from '../api/billing-calls.ts';
import { planName } from './billing-parts.tsx';
import { type Subscription, dateIn } from '../lib/billing-dates.ts';
import { useBillingAction } from '../hooks/use-billing-action.ts';

/** The other paid plans to switch to (up now, down at the period's end), and undoing a switch to come. */
export function SwitchPlanPanel({ subscription }: { subscription: Subscription }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const act = useBillingAction();
  const switchPlan = useSwitchPlan();
  const date = dateIn(language);
  const phase = subscription.phase;
  const current = planName(subscription.plan, language);
  const others = paidPlanIds.filter((id) => id !== subscription.plan);
  return (
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
                      { plan: name, price: formatUsd(plans[id].priceUsdMonthly) },
                    )
                  : t('billing.manage.switchDownText', {
                      current,
                      date: date(subscription.currentPeriodEnd),
                      plan: name,
                      price: formatUsd(plans[id].priceUsdMonthly),
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
  );
}
