import { useCallback, useMemo, type ComponentType, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { BookOpenText, CircleDollarSign, Flag, Share2, TriangleAlert, Users } from 'lucide-react';
import { plans, type Dashboard } from '@qamar/shared';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { Seo } from '../../../components/seo/seo.tsx';
import { useDashboard } from '../api/get-dashboard.ts';
import { formatDay } from '../lib/format.ts';
import { rangeFromParams, rangeParams, type RangeChoice } from '../lib/range.ts';
import { AdminOpsTexts } from '../admin-ops-texts.tsx';
import { RangePicker } from './range-picker.tsx';
import { TimeChart, type ChartSeries } from './time-chart.tsx';
import { kindLabel } from './labels.ts';
import { DataTable, QueryState } from './query-state.tsx';
import { useAdminFormat } from './use-admin-format.ts';

const palette = {
  night: '#5149a8',
  teal: '#166b66',
  moon: '#e9a91c',
  rose: '#c0385c',
  ink: '#8a86a0',
};

function StatCard({
  icon: Icon,
  label,
  value,
  detail,
}: {
  icon: ComponentType<{ className?: string }>;
  label: string;
  value: string;
  detail: string;
}) {
  return (
    <div className="flex gap-4 rounded-[var(--radius-card)] bg-white p-5 shadow-soft">
      <span
        className="flex h-11 w-11 shrink-0 items-center justify-center rounded-2xl bg-night-50 text-night-700"
        aria-hidden="true"
      >
        <Icon className="h-5 w-5" />
      </span>
      <div className="min-w-0">
        <p className="text-sm font-bold text-ink-600">{label}</p>
        <p className="text-2xl font-extrabold tabular-nums text-night-900">{value}</p>
        <p className="mt-0.5 text-sm text-ink-600">{detail}</p>
      </div>
    </div>
  );
}

function Panel({
  title,
  caption,
  children,
  className,
}: {
  title: string;
  caption?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      className={`grid min-w-0 grid-cols-[minmax(0,1fr)] content-start gap-3 rounded-[var(--radius-card)] bg-white p-4 shadow-soft sm:p-5 ${className ?? ''}`}
    >
      <div>
        <h2 className="font-extrabold text-night-900">{title}</h2>
        {caption ? <p className="text-sm text-ink-600">{caption}</p> : null}
      </div>
      {children}
    </section>
  );
}

const rowHead = 'px-2 py-2 text-start font-bold text-night-900 sm:px-3';
const td = 'whitespace-nowrap px-2 py-2 tabular-nums sm:px-3';
/** Columns a phone leaves out (the stage table keeps its times; the queue table waiting, running and the oldest wait). */
const wide = 'hidden sm:table-cell';

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
  const { t } = useTranslation();
  const format = useAdminFormat();
  const { language } = format;
  const count = useCallback((value: number) => format.count(value), [format]);
  const usd = useCallback((value: number) => format.usd(value), [format]);
  const newUsers = data.users.newPerDay.reduce((sum, value) => sum + value, 0);
  const verified =
    data.users.total > 0 ? Math.round((data.users.verified / data.users.total) * 100) : 0;
  const { byStatus, perDay } = data.stories;

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
    <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-6" aria-busy={busy}>
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

      <div className="grid gap-4 lg:grid-cols-2">
        <Panel
          title={t('adminOps.dashboard.stages.title')}
          caption={t('adminOps.dashboard.stages.caption')}
        >
          <DataTable
            headings={[
              { label: t('adminOps.dashboard.stages.stage') },
              { label: t('adminOps.dashboard.stages.stories'), className: wide },
              { label: t('adminOps.dashboard.stages.p50') },
              { label: t('adminOps.dashboard.stages.p95') },
            ]}
          >
            {data.stages.map((stage) => (
              <tr key={stage.stage} data-stage={stage.stage}>
                <th scope="row" className={rowHead}>
                  {t(`adminOps.dashboard.stages.names.${stage.stage}`)}
                </th>
                <td className={`${td} ${wide}`}>{format.count(stage.stories)}</td>
                <td className={td}>{format.duration(stage.p50Ms)}</td>
                <td className={td}>{format.duration(stage.p95Ms)}</td>
              </tr>
            ))}
          </DataTable>
        </Panel>
        <Panel title={t('adminOps.dashboard.engines.title')}>
          {data.engines.length === 0 ? (
            <p className="text-sm text-ink-600">{t('adminOps.dashboard.engines.none')}</p>
          ) : (
            <DataTable
              headings={[
                { label: t('adminOps.dashboard.engines.kind') },
                { label: t('adminOps.dashboard.engines.calls') },
                { label: t('adminOps.dashboard.engines.p50') },
                { label: t('adminOps.dashboard.engines.p95') },
              ]}
            >
              {data.engines.map((engine) => (
                <tr key={engine.kind}>
                  <th scope="row" className={rowHead}>
                    {kindLabel(t, engine.kind)}
                  </th>
                  <td className={td}>{format.count(engine.calls)}</td>
                  <td className={td}>{format.duration(engine.p50Ms)}</td>
                  <td className={td}>{format.duration(engine.p95Ms)}</td>
                </tr>
              ))}
            </DataTable>
          )}
        </Panel>
        <Panel title={t('adminOps.dashboard.queues.title')} className="lg:col-span-2">
          <DataTable
            headings={[
              { label: t('adminOps.dashboard.queues.name') },
              { label: t('adminOps.dashboard.queues.waiting') },
              { label: t('adminOps.dashboard.queues.deferred'), className: wide },
              { label: t('adminOps.dashboard.queues.active') },
              { label: t('adminOps.dashboard.queues.failed'), className: wide },
              { label: t('adminOps.dashboard.queues.oldest') },
            ]}
          >
            {data.queues.map((queue) => (
              <tr key={queue.name}>
                <th scope="row" className={`${rowHead} font-mono text-xs`}>
                  <bdi dir="ltr">{queue.name}</bdi>
                </th>
                <td className={td}>{format.count(queue.waiting)}</td>
                <td className={`${td} ${wide}`}>{format.count(queue.deferred)}</td>
                <td className={td}>{format.count(queue.active)}</td>
                <td className={`${td} ${wide}`}>{format.count(queue.failed)}</td>
                <td className={td}>
                  {queue.oldestWaitSeconds === null ? (
                    <span className="text-ink-500">
                      {t('adminOps.dashboard.queues.nothingDue')}
                    </span>
                  ) : (
                    format.seconds(queue.oldestWaitSeconds)
                  )}
                </td>
              </tr>
            ))}
          </DataTable>
        </Panel>
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
      </div>
    </div>
  );
}

type T = ReturnType<typeof useTranslation>['t'];
const categories = ['general', 'bug', 'feature'] as const;
const categoryLabel = (t: T, category: string) =>
  categories.includes(category as (typeof categories)[number])
    ? t(`adminOps.dashboard.feedback.categories.${category as (typeof categories)[number]}`)
    : category;
