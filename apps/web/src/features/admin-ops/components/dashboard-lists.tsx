import { plans, type Dashboard } from '@qamar/shared';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { TFunction } from '../../../lib/translator.ts';
import { useAdminFormat } from './use-admin-format.ts';
import { Panel } from './dashboard-panel.tsx';

export function PlansPanel({ data }: { data: Dashboard }) {
  const { t } = useTranslation();
  const format = useAdminFormat();
  const { language } = format;
  return (
    <Panel title={t('adminOps.dashboard.plans.title')}>
      <ul className="grid gap-3">
        {data.users.byPlan.map((row) => {
          const share = data.users.total > 0 ? (row.count / data.users.total) * 100 : 0;
          const plan = plans[row.plan as keyof typeof plans];
          return (
            <li key={row.plan} className="grid gap-1">
              <div className="flex justify-between gap-3 text-sm">
                <span className="font-bold text-night-900">
                  {plan ? plan.displayName[language] : row.plan}
                </span>
                <span className="tabular-nums text-ink-600">{format.count(row.count)}</span>
              </div>
              <div className="h-2 rounded-full bg-night-50" aria-hidden="true">
                <div
                  className="h-2 rounded-full bg-night-600"
                  style={{ width: `${Math.max(share, row.count > 0 ? 2 : 0)}%` }}
                />
              </div>
            </li>
          );
        })}
      </ul>
    </Panel>
  );
}

export function FeedbackPanel({ data }: { data: Dashboard }) {
  const { t } = useTranslation();
  const format = useAdminFormat();
  return (
    <Panel title={t('adminOps.dashboard.feedback.title')}>
      {data.recentFeedback.length === 0 ? (
        <p className="text-sm text-ink-600">{t('adminOps.dashboard.feedback.empty')}</p>
      ) : (
        <ul className="grid gap-3">
          {data.recentFeedback.map((item) => (
            <li key={item.id} className="grid gap-1 rounded-2xl bg-cream-50 p-3">
              <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs font-bold text-ink-600">
                <span className="rounded-full bg-night-100 px-2 py-0.5 text-night-800">
                  {categoryLabel(t, item.category)}
                </span>
                <span dir="ltr">{item.email ?? ''}</span>
                {item.email ? null : <span>{t('adminOps.dashboard.feedback.signedOut')}</span>}
                <span className="ms-auto tabular-nums">{format.dateTime(item.createdAt)}</span>
              </div>
              <p className="line-clamp-3 whitespace-pre-line text-sm text-ink-900" dir="auto">
                {item.message}
              </p>
              {item.pageUrl ? (
                <p className="truncate text-xs text-ink-500">
                  <bdi dir="ltr">{item.pageUrl}</bdi>
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

const categories = ['general', 'bug', 'feature'] as const;

const categoryLabel = (t: TFunction, category: string) =>
  categories.includes(category as (typeof categories)[number])
    ? t(`adminOps.dashboard.feedback.categories.${category as (typeof categories)[number]}`)
    : category;
