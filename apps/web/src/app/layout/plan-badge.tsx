import { Crown } from 'lucide-react';
import { LocalizedLink } from '../../components/localized-link.tsx';
import { useTranslation } from '../../lib/use-translation.ts';
import type { CurrentUser } from '@qamar/shared';

const planKeys = { Free: 'plan.free', Family: 'plan.family', Heritage: 'plan.heritage' } as const;

/** The plan name of the signed-in parent (Starter until the server says otherwise), leading to their plan's page. */
export function PlanBadge({
  subscription,
}: {
  subscription: CurrentUser['subscription'] | undefined;
}) {
  const { t } = useTranslation();
  const plan = t(planKeys[subscription ?? 'Free']);
  return (
    <LocalizedLink
      to="/subscription"
      className="inline-flex h-8 items-center gap-1 rounded-full bg-moon-100 px-3 text-xs font-extrabold text-night-900 hover:bg-moon-300"
      aria-label={t('plan.badge', { plan })}
      data-testid="plan-badge"
    >
      <Crown className="h-3.5 w-3.5 text-moon-500" aria-hidden="true" />
      {plan}
    </LocalizedLink>
  );
}
