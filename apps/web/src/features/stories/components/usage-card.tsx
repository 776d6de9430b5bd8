import { Gauge } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { plans, type UsageStats } from '@qamar/shared';
import { LocalizedLink } from '../../../components/localized-link.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import { formatDate } from '../../../lib/format-date.ts';

/** Stories used this week against the plan's limit, with the reset date in the interface language (docs/product/screens.md). */
export function UsageCard({ usage, failed }: { usage: UsageStats | undefined; failed: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const stories = usage?.stories;
  const percent =
    stories && stories.limit > 0
      ? Math.min(100, Math.round((stories.used / stories.limit) * 100))
      : 0;
  const label = stories
    ? t('stories.dashboard.usageStories', { used: stories.used, limit: stories.limit })
    : '';
  return (
    <section
      aria-labelledby="usage-title"
      className="grid content-start gap-4 rounded-[var(--radius-card)] bg-night-900 p-6 text-white shadow-soft"
    >
      <h2 id="usage-title" className="flex items-center gap-2 text-xl font-extrabold text-moon-300">
        <Gauge className="h-5 w-5" aria-hidden="true" />
        {t('stories.dashboard.usageTitle')}
      </h2>
      {failed ? (
        <p role="alert" className="text-sm font-semibold text-night-100">
          {t('stories.dashboard.usageFailed')}
        </p>
      ) : null}
      {usage && stories ? (
        <>
          <p className="text-sm font-bold text-night-100">
            {t('stories.dashboard.usagePlan', { plan: plans[usage.plan].displayName[language] })}
          </p>
          <p className="text-lg font-extrabold" data-testid="usage-stories">
            {label}
          </p>
          <div
            className="h-3 overflow-hidden rounded-full bg-white/15"
            role="progressbar"
            aria-label={label}
            aria-valuemin={0}
            aria-valuemax={stories.limit}
            aria-valuenow={stories.used}
          >
            <div className="h-full rounded-full bg-moon-400" style={{ width: `${percent}%` }} />
          </div>
          <p className="text-sm text-night-100">
            {t('stories.dashboard.usageResets', { date: formatDate(stories.resetDate, language) })}
          </p>
          <LocalizedLink
            to="/subscription"
            className="justify-self-start text-sm font-bold text-moon-300 underline underline-offset-4 hover:text-moon-400"
          >
            {t('stories.dashboard.upgrade')}
          </LocalizedLink>
        </>
      ) : null}
    </section>
  );
}
