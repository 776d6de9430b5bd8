import { CalendarDays, Eye, Heart, Send } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useCommunityStats } from '../api/get-community-stats.ts';

/**
 * Total views and likes of the parent's stories and how many are published (the community's
 * figures), and this week's stories (from the usage stats). A dash while a figure is unknown.
 */
export function DashboardStats({ thisWeek }: { thisWeek: number | undefined }) {
  const { t } = useTranslation();
  const community = useCommunityStats().data;
  const stats = [
    { key: 'views', value: community?.views, Icon: Eye },
    { key: 'likes', value: community?.likes, Icon: Heart },
    { key: 'published', value: community?.published, Icon: Send },
    { key: 'thisWeek', value: thisWeek, Icon: CalendarDays },
  ] as const;
  return (
    <section aria-labelledby="dashboard-stats">
      <h2 id="dashboard-stats" className="sr-only">
        {t('stories.dashboard.statsTitle')}
      </h2>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {stats.map(({ key, value, Icon }) => (
          <div
            key={key}
            className="flex flex-col gap-1 rounded-2xl bg-white p-4 shadow-soft"
            data-stat={key}
          >
            <dt className="flex items-center gap-2 text-sm font-bold text-ink-600">
              <Icon className="h-4 w-4 text-night-600" aria-hidden="true" />
              {t(`stories.dashboard.stats.${key}`)}
            </dt>
            <dd className="text-3xl font-extrabold tabular-nums text-night-900">{value ?? '–'}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
