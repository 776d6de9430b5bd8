import { CalendarClock, Crown } from 'lucide-react';
import { nextPlan, plans, type UsageStats } from '@qamar/shared';
import { LocalizedLink } from '../../../components/localized-link.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { subscribePath } from './dialect-options.ts';

/**
 * The top of /create: the stories left this week and when the count starts again, so a parent
 * knows before filling the form. At none left, the limit notice with the way to more stories
 * takes the form's place (the submit still asks the server, which has the last word).
 */
export function WeeklyAllowance({ usage }: { usage: UsageStats }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { remaining, limit, resetDate } = usage.stories;
  const date = formatDate(resetDate, language);
  if (remaining > 0) {
    return (
      <p
        role="status"
        className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-2xl bg-night-50 px-4 py-3 text-sm text-ink-700"
      >
        <CalendarClock className="h-5 w-5 shrink-0 text-night-600" aria-hidden="true" />
        <span className="font-bold text-night-900">
          {t('stories.create.allowance', { count: remaining, limit })}
        </span>
        <span>{t('stories.create.allowanceResets', { date })}</span>
      </p>
    );
  }
  const offer = nextPlan(usage.plan);
  return (
    <section
      aria-labelledby="weekly-limit-title"
      className="grid gap-4 rounded-3xl border-2 border-moon-300 bg-moon-50 p-6 shadow-soft"
    >
      <h2 id="weekly-limit-title" className="text-xl font-extrabold text-night-900">
        {t('stories.create.limitTitle')}
      </h2>
      <p className="text-ink-700">{t('stories.create.limitText', { count: limit, date })}</p>
      <div className="flex flex-wrap gap-3">
        {offer ? (
          <LocalizedLink to={subscribePath(offer)} className={buttonClasses('primary', 'md')}>
            <Crown className="h-4 w-4" aria-hidden="true" />
            {t('stories.create.limitUpgrade', {
              plan: plans[offer].displayName[language],
              count: plans[offer].storiesPerWeek,
            })}
          </LocalizedLink>
        ) : null}
        <LocalizedLink to="/my-stories" className={buttonClasses('outline', 'md')}>
          {t('stories.create.limitRead')}
        </LocalizedLink>
      </div>
    </section>
  );
}
