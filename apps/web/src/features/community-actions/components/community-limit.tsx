import { useState } from 'react';
import { CalendarClock } from 'lucide-react';
import { nextPlan, planIds, plans, type PlanId } from '@qamar/shared';
import { LocalizedLink } from '../../../components/localized-link.tsx';
import { buttonClasses, Button } from '../../../components/ui/button.tsx';
import { UpgradeDialog } from '../../../components/upgrade/upgrade-dialog.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useCommunityAllowance } from '../../../lib/session/use-community-allowance.ts';
import { useUsageStats } from '../../../lib/session/use-usage-stats.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useTranslation } from '../../../lib/use-translation.ts';

/** The code of GET /api/stories/:id for a Starter parent past the week's other parents' stories. */
export const COMMUNITY_LIMIT = 'COMMUNITY_LIMIT';

export function isCommunityLimit(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 403 && error.code === COMMUNITY_LIMIT;
}

/** What the refusal may carry besides the message: when the count starts again, the limit, the plans to move to. */
interface LimitDetails {
  resetDate?: string;
  limit?: number;
  upgradeOptions?: Array<{ plan?: string }>;
}

const isPlan = (value: unknown): value is PlanId => planIds.includes(value as PlanId);

/**
 * In place of a story a Starter parent may not open this week: the upgrade dialog at once (the
 * week's count, when it starts again, the next plan), and behind it the same in a card, so a
 * parent who closes the dialog still knows why and what to do.
 */
export function CommunityLimit({ error }: { error: ApiError }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [open, setOpen] = useState(true);
  const details = (error.body ?? {}) as LimitDetails;
  const allowance = useCommunityAllowance();
  const usage = useUsageStats();
  const limit = details.limit ?? allowance.data?.limit ?? plans.free.communityStoriesPerWeek;
  const resetDate = details.resetDate ?? allowance.data?.resetDate;
  const date = resetDate ? formatDate(resetDate, language) : '';
  const offered = details.upgradeOptions?.[0]?.plan;
  const offer = isPlan(offered) ? offered : usage.data ? nextPlan(usage.data.plan) : 'family';
  const text = date
    ? t('communityActions.limit.text', { limit, date })
    : t('communityActions.limit.textNoDate', { limit });
  const used = allowance.data?.used ?? limit;

  return (
    <div className="px-4 py-10">
      <section className="mx-auto flex w-full max-w-lg flex-col items-center gap-4 rounded-[var(--radius-card)] bg-white px-6 py-12 text-center shadow-soft">
        <span className="flex h-16 w-16 items-center justify-center rounded-2xl bg-night-900 text-moon-300">
          <CalendarClock className="h-8 w-8" aria-hidden="true" />
        </span>
        <h1 className="text-3xl font-extrabold text-night-900">
          {t('communityActions.limit.title')}
        </h1>
        <p data-testid="community-limit-text" className="max-w-md text-ink-600">
          {text}
        </p>
        <div className="mt-2 flex flex-wrap justify-center gap-3">
          <Button onClick={() => setOpen(true)}>{t('communityActions.limit.seePlans')}</Button>
          <LocalizedLink to="/my-stories" className={buttonClasses('outline', 'md')}>
            {t('communityActions.limit.myStories')}
          </LocalizedLink>
        </div>
      </section>
      <UpgradeDialog
        open={open}
        onOpenChange={setOpen}
        title={t('communityActions.limit.title')}
        usage={{ used, limit, text: t('communityActions.limit.usage', { used, limit }) }}
        offer={offer}
        benefits={[t('communityActions.limit.unlimited')]}
        offerText={(plan) => t('communityActions.limit.offer', { plan })}
      >
        <p
          data-testid="community-limit-reset"
          className="flex items-start gap-2 rounded-2xl bg-night-50 px-4 py-3 text-sm text-ink-700"
        >
          <CalendarClock className="mt-0.5 h-4 w-4 shrink-0 text-night-600" aria-hidden="true" />
          <span>{text}</span>
        </p>
      </UpgradeDialog>
    </div>
  );
}
