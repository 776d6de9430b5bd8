import { useSearchParams } from 'react-router';
import type { Dashboard } from '@qamar/shared';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { Seo } from '../../../components/seo/seo.tsx';
import { useDashboard } from '../api/get-dashboard.ts';
import { formatDay } from '../lib/format.ts';
import { rangeFromParams, rangeParams, type RangeChoice } from '../lib/range.ts';
import { AdminOpsTexts } from '../admin-ops-texts.tsx';
import { RangePicker } from './range-picker.tsx';
import { QueryState } from './query-state.tsx';
import { useAdminFormat } from './use-admin-format.ts';
import { DashboardCards } from './dashboard-cards.tsx';
import { DashboardCharts } from './dashboard-charts.tsx';
import { StagesPanel, EnginesPanel, QueuesPanel } from './dashboard-tables.tsx';
import { PlansPanel, FeedbackPanel } from './dashboard-lists.tsx';

/** /admin/dashboard: every figure from GET /api/admin/dashboard for the chosen days. */
export function DashboardPage() {
  const language = useLanguage();
  return (
    <AdminOpsTexts language={language}>
      <DashboardContent />
    </AdminOpsTexts>
  );
}

function DashboardContent() {
  const { t } = useTranslation();
  const format = useAdminFormat();
  const { language } = format;
  const [params, setParams] = useSearchParams();
  const range = rangeFromParams(params);
  const dashboard = useDashboard(range.from, range.to);
  const choose = (choice: RangeChoice) => setParams(rangeParams(choice));

  return (
    <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-6">
      <Seo
        title={t('adminOps.dashboard.seoTitle')}
        description={t('adminOps.dashboard.subtitle')}
        path="/admin/dashboard"
        noindex
      />
      <header className="flex flex-wrap items-start gap-4">
        <div className="me-auto">
          <h1 className="text-3xl font-extrabold text-night-900">
            {t('adminOps.dashboard.title')}
          </h1>
          <p className="mt-1 text-ink-600">{t('adminOps.dashboard.subtitle')}</p>
          <p className="mt-1 text-sm font-semibold text-ink-500">
            {t('adminOps.range.showing', {
              from: formatDay(range.from, language),
              to: formatDay(range.to, language),
            })}
          </p>
        </div>
        <RangePicker
          key={`${range.preset}:${range.from}:${range.to}`}
          value={range}
          onChange={choose}
        />
      </header>
      <QueryState query={dashboard} failed={t('adminOps.dashboard.loadFailed')}>
        {(data) => <Figures data={data} busy={dashboard.isPlaceholderData} />}
      </QueryState>
    </div>
  );
}

function Figures({ data, busy }: { data: Dashboard; busy: boolean }) {
  return (
    <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-6" aria-busy={busy}>
      <DashboardCards data={data} />
      <DashboardCharts data={data} />
      <div className="grid gap-4 lg:grid-cols-2">
        <StagesPanel data={data} />
        <EnginesPanel data={data} />
        <QueuesPanel data={data} />
        <PlansPanel data={data} />
        <FeedbackPanel data={data} />
      </div>
    </div>
  );
}
