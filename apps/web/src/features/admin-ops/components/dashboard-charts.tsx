import { useCallback, useMemo } from 'react';
import type { Dashboard } from '@qamar/shared';
import { useTranslation } from '../../../lib/use-translation.ts';
import { TimeChart, type ChartSeries } from './time-chart.tsx';
import { useAdminFormat } from './use-admin-format.ts';

const palette = {
  night: '#5149a8',
  teal: '#166b66',
  moon: '#e9a91c',
  rose: '#c0385c',
  ink: '#8a86a0',
};

/** The day-by-day charts: stories by status, new users, cost, failures, library reads. */
export function DashboardCharts({ data }: { data: Dashboard }) {
  const { t } = useTranslation();
  const format = useAdminFormat();
  const { language } = format;
  const count = useCallback((value: number) => format.count(value), [format]);
  const usd = useCallback((value: number) => format.usd(value), [format]);
  const { perDay } = data.stories;
  const charts = useMemo(() => {
    const s = (label: string, values: number[], color: string): ChartSeries => ({
      label,
      values,
      color,
    });
    return {
      stories: [
        s(t('adminOps.dashboard.series.complete'), perDay.complete, palette.teal),
        s(t('adminOps.dashboard.series.processing'), perDay.processing, palette.moon),
        s(t('adminOps.dashboard.series.queued'), perDay.queued, palette.night),
        s(t('adminOps.dashboard.series.error'), perDay.error, palette.rose),
      ],
      users: [s(t('adminOps.dashboard.series.newUsers'), data.users.newPerDay, palette.night)],
      cost: [s(t('adminOps.dashboard.series.cost'), data.cost.perDayUsd, palette.night)],
      failures: [
        s(
          t('adminOps.dashboard.series.storiesFailed'),
          data.failures.perDay.storiesFailed,
          palette.ink,
        ),
        s(
          t('adminOps.dashboard.series.engineErrors'),
          data.failures.perDay.engineErrors,
          palette.rose,
        ),
        s(t('adminOps.dashboard.series.fallbacks'), data.failures.perDay.fallbacks, palette.moon),
      ],
      reads: [
        s(t('adminOps.dashboard.series.reads'), data.community.libraryReadsPerDay, palette.teal),
      ],
    };
  }, [t, data, perDay]);
  const chart = { days: data.days, language, dayLabel: t('adminOps.dashboard.charts.day') };
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <div className="min-w-0 lg:col-span-2">
        <TimeChart
          title={t('adminOps.dashboard.charts.stories')}
          series={charts.stories}
          type="bars"
          stacked
          integer
          format={count}
          {...chart}
        />
      </div>
      <TimeChart
        title={t('adminOps.dashboard.charts.users')}
        series={charts.users}
        type="bars"
        integer
        format={count}
        {...chart}
      />
      <TimeChart
        title={t('adminOps.dashboard.charts.cost')}
        series={charts.cost}
        type="lines"
        format={usd}
        {...chart}
      />
      <TimeChart
        title={t('adminOps.dashboard.charts.failures')}
        series={charts.failures}
        type="lines"
        integer
        format={count}
        {...chart}
      />
      <TimeChart
        title={t('adminOps.dashboard.charts.reads')}
        series={charts.reads}
        type="bars"
        integer
        format={count}
        {...chart}
      />
    </div>
  );
}
