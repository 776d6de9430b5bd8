import { BookOpenText, CircleDollarSign, Flag, Share2, TriangleAlert, Users } from 'lucide-react';
import type { Dashboard } from '@qamar/shared';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useAdminFormat } from './use-admin-format.ts';
import { StatCard } from './stat-card.tsx';

/** The six headline figures of the chosen days. */
export function DashboardCards({ data }: { data: Dashboard }) {
  const { t } = useTranslation();
  const format = useAdminFormat();
  const newUsers = data.users.newPerDay.reduce((sum, value) => sum + value, 0);
  const verified =
    data.users.total > 0 ? Math.round((data.users.verified / data.users.total) * 100) : 0;
  const { byStatus } = data.stories;
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <StatCard
        icon={Users}
        label={t('adminOps.dashboard.cards.users')}
        value={format.count(data.users.total)}
        detail={t('adminOps.dashboard.cards.usersDetail', {
          added: format.count(newUsers),
          percent: format.count(verified),
        })}
      />
      <StatCard
        icon={BookOpenText}
        label={t('adminOps.dashboard.cards.stories')}
        value={format.count(data.stories.total)}
        detail={t('adminOps.dashboard.cards.storiesDetail', {
          complete: format.count(byStatus.complete),
          error: format.count(byStatus.error),
          waiting: format.count(byStatus.queued + byStatus.processing),
        })}
      />
      <StatCard
        icon={CircleDollarSign}
        label={t('adminOps.dashboard.cards.cost')}
        value={format.usd(data.cost.totalUsd)}
        detail={
          data.cost.perStoryUsd === null
            ? t('adminOps.dashboard.cards.costNoStories')
            : t('adminOps.dashboard.cards.costDetail', {
                amount: format.usd(data.cost.perStoryUsd),
              })
        }
      />
      <StatCard
        icon={TriangleAlert}
        label={t('adminOps.dashboard.cards.failures')}
        value={format.count(data.failures.engineErrors)}
        detail={t('adminOps.dashboard.cards.failuresDetail', {
          timeouts: format.count(data.failures.timeouts),
          fallbacks: format.count(data.failures.fallbacks),
        })}
      />
      <StatCard
        icon={Share2}
        label={t('adminOps.dashboard.cards.shares')}
        value={format.count(data.community.shareViews)}
        detail={t('adminOps.dashboard.cards.sharesDetail', {
          links: format.count(data.community.shareLinks),
        })}
      />
      <StatCard
        icon={Flag}
        label={t('adminOps.dashboard.cards.reports')}
        value={format.count(data.community.openReports)}
        detail={t('adminOps.dashboard.cards.reportsDetail')}
      />
    </div>
  );
}
