import type { ReactNode } from 'react';
import { Check } from 'lucide-react';
import { plans, type PlanId, formatUsd } from '@qamar/shared';
import { cn } from '../../lib/cn.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { usePlanFeatures } from './plan-features.ts';

/**
 * One plan as the pricing cards show it (the landing page, the plans page): name, price, trial,
 * what it brings, and an action. A highlighted card is dark with a ribbon (the popular plan, or
 * the parent's own).
 */
export function PlanCard({
  id,
  highlight,
  ribbon,
  action,
  testId,
  trial = true,
}: {
  id: PlanId;
  highlight: boolean;
  ribbon?: string;
  action: ReactNode;
  testId?: string;
  /** Whether to name the plan's free trial (not where this parent could not have it). */
  trial?: boolean;
}) {
  const { t } = useTranslation();
  const plan = plans[id];
  const features = usePlanFeatures(id);
  return (
    <li
      className={cn(
        'relative flex flex-col rounded-[var(--radius-card)] p-7',
        highlight
          ? 'bg-night-900 text-white shadow-soft ring-4 ring-moon-400'
          : 'bg-white text-ink-900 shadow-soft',
      )}
      data-testid={testId}
    >
      {ribbon ? (
        <span className="absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full bg-moon-400 px-4 py-1 text-xs font-extrabold whitespace-nowrap text-night-950">
          {ribbon}
        </span>
      ) : null}
      <h3 className={cn('text-xl font-extrabold', highlight ? 'text-moon-300' : 'text-night-900')}>
        {t(`plan.${id}`)}
      </h3>
      <p className="mt-3 flex items-baseline gap-1">
        <span className="text-4xl font-extrabold">
          {plan.priceUsdMonthly === 0 ? t('landing.free') : formatUsd(plan.priceUsdMonthly)}
        </span>
        {plan.priceUsdMonthly > 0 ? (
          <span className={highlight ? 'text-night-100' : 'text-ink-600'}>
            {t('landing.perMonth')}
          </span>
        ) : null}
      </p>
      <p
        className={cn(
          'mt-1 min-h-6 text-sm font-bold',
          highlight ? 'text-moon-300' : 'text-teal-600',
        )}
      >
        {trial && plan.trialDays > 0 ? t('landing.trial', { days: plan.trialDays }) : ''}
      </p>
      <ul className="mt-5 grid flex-1 content-start gap-2.5 text-sm">
        {features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check
              className={cn(
                'mt-0.5 h-4 w-4 shrink-0',
                highlight ? 'text-moon-300' : 'text-teal-600',
              )}
              aria-hidden="true"
            />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      <div className="mt-7">{action}</div>
    </li>
  );
}
