import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { CurrentUser } from '@qamar/shared';
import { Seo } from '../../../components/seo/seo.tsx';
import { useUsageStats } from '../../../lib/session/use-usage-stats.ts';
import { partOfDay } from '../lib/greeting.ts';
import { DashboardStats } from './dashboard-stats.tsx';
import { QuickActions } from './quick-actions.tsx';
import { RecentStories } from './recent-stories.tsx';
import type { ChildFilterSlot } from '../hooks/use-child-param.ts';
import { UsageCard } from './usage-card.tsx';

/**
 * /dashboard: greeting, stats, quick actions, recent stories and the week's usage;
 * `children` (what other features add, composed by the app's route) come last, and `childFilter`
 * (the children feature's chooser) filters the recent stories by child.
 */
export function DashboardPage({
  user,
  children,
  childFilter,
}: {
  user: CurrentUser;
  children?: ReactNode;
  childFilter?: ChildFilterSlot;
}) {
  const { t } = useTranslation();
  const [hour] = useState(() => new Date().getHours());
  const usage = useUsageStats();
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-10">
      <Seo
        title={t('stories.seo.dashboard.title')}
        description={t('stories.seo.dashboard.description')}
        path="/dashboard"
        noindex
      />
      <header>
        <h1 className="text-3xl font-extrabold text-night-900 sm:text-4xl">
          {t(`stories.dashboard.greeting.${partOfDay(hour)}`, { name: user.name })}
        </h1>
        <p className="mt-1 text-ink-600">{t('stories.dashboard.subtitle')}</p>
      </header>
      <DashboardStats thisWeek={usage.data?.stories.used} />
      <QuickActions verified={user.emailVerified} />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <RecentStories childFilter={childFilter} />
        <UsageCard usage={usage.data} failed={usage.isError} />
      </div>
      {children}
    </div>
  );
}
