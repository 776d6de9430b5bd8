import { useState, type FormEvent, type ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { ChevronLeft, ChevronRight, ChevronsLeft, Download, Filter } from 'lucide-react';
import type { EngineLogRow, RequestLogRow } from '@qamar/shared';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { cn } from '../../../lib/cn.ts';
import { toast } from '../../../lib/toast.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { Seo } from '../../../components/seo/seo.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { LocalizedLink } from '../../../components/localized-link.tsx';
import { exportLog } from '../api/export-log.ts';
import { useLogPage } from '../api/get-log-page.ts';
import {
  filtersOf,
  logFilterFields,
  logParams,
  tabOf,
  type FilterField,
  type LogTab,
} from '../lib/log-filters.ts';
import { AdminOpsTexts } from '../admin-ops-texts.tsx';
import { compactInput, kindLabel } from './labels.ts';
import { DataTable, QueryState } from './query-state.tsx';
import { useAdminFormat } from './use-admin-format.ts';

type T = ReturnType<typeof useTranslation>['t'];

/** /admin/api-logs: the engine calls and the API requests, filtered in the address, paged by keyset. */
export function ApiLogsPage() {
  const language = useLanguage();
  return (
    <AdminOpsTexts language={language}>
      <ApiLogs />
    </AdminOpsTexts>
  );
}

/** Cursors of the pages before this one, newest first, kept in the history entry (so Back works too). */
interface PagerState {
  back?: string[];
}

function ApiLogs() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const tab = tabOf(params);
  const filters = filtersOf(tab, params);
  const cursor = params.get('cursor') ?? undefined;
  const query = new URLSearchParams(logParams('engine', filters, cursor)).toString();
  const back = (location.state as PagerState | null)?.back ?? [];
  const go = (
    next: LogTab,
    nextFilters: Record<string, string>,
    nextCursor?: string,
    state: PagerState = {},
  ) =>
    navigate(
      { search: new URLSearchParams(logParams(next, nextFilters, nextCursor)).toString() },
      { state },
    );
  const [exporting, setExporting] = useState(false);

  const download = async () => {
    setExporting(true);
    try {
      await exportLog(tab, new URLSearchParams(filters).toString());
    } catch (error) {
      toast({
        title: t('adminOps.logs.exportFailed'),
        description: errorMessage(error, ''),
        variant: 'destructive',
      });
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-6">
      <Seo
        title={t('adminOps.logs.seoTitle')}
        description={t('adminOps.logs.subtitle')}
        path="/admin/api-logs"
        noindex
      />
      <header className="flex flex-wrap items-end gap-4">
        <div className="me-auto">
          <h1 className="text-3xl font-extrabold text-night-900">{t('adminOps.logs.title')}</h1>
          <p className="mt-1 text-ink-600">{t('adminOps.logs.subtitle')}</p>
        </div>
        <Button variant="outline" size="sm" onClick={() => void download()} disabled={exporting}>
          {exporting ? (
            <Spinner className="h-4 w-4" />
          ) : (
            <Download className="h-4 w-4" aria-hidden="true" />
          )}
          {exporting ? t('adminOps.logs.exporting') : t('adminOps.logs.export')}
        </Button>
      </header>
      <div
        role="tablist"
        aria-label={t('adminOps.logs.tabs.label')}
        className="flex w-fit gap-1 rounded-full bg-white p-1 shadow-soft"
      >
        {(['engine', 'requests'] as const).map((value) => (
          <button
            key={value}
            type="button"
            role="tab"
            aria-selected={tab === value}
            className={cn(
              'h-10 rounded-full px-4 text-sm font-bold transition-colors',
              tab === value ? 'bg-night-900 text-white' : 'text-night-900 hover:bg-night-50',
            )}
            onClick={() => (tab === value ? undefined : go(value, {}))}
          >
            {t(`adminOps.logs.tabs.${value}`)}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        aria-label={t(`adminOps.logs.tabs.${tab}`)}
        className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-5"
      >
        <LogView
          kind={tab}
          query={query}
          filters={filters}
          onFilters={(next) => go(tab, next)}
          back={back}
          cursor={cursor}
          go={(next, state) => go(tab, filters, next, state)}
        />
      </div>
    </div>
  );
}

interface LogViewProps {
  kind: LogTab;
  query: string;
  filters: Record<string, string>;
  onFilters: (filters: Record<string, string>) => void;
  back: string[];
  cursor: string | undefined;
  go: (cursor: string | undefined, state: PagerState) => void;
}

function LogView({ kind, query, filters, onFilters, back, cursor, go }: LogViewProps) {
  const { t } = useTranslation();
  const page = useLogPage(kind, query);
  const routes = kind === 'requests' && page.data && 'routes' in page.data ? page.data.routes : [];
  return (
    <>
      <FilterForm
        key={`${kind}:${JSON.stringify(filters)}`}
        kind={kind}
        filters={filters}
        routes={routes}
        onApply={onFilters}
      />
      <QueryState query={page} failed={t('adminOps.logs.loadFailed')}>
        {(data) =>
          data.rows.length === 0 ? (
            <p className="rounded-[var(--radius-card)] border-2 border-dashed border-night-900/15 px-6 py-12 text-center font-semibold text-ink-600">
              {t('adminOps.logs.empty')}
            </p>
          ) : (
            <div
              className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-4"
              aria-busy={page.isPlaceholderData}
            >
              <p className="text-sm font-semibold text-ink-500" aria-live="polite">
                {t('adminOps.logs.rows', { count: data.rows.length })}
              </p>
              {kind === 'engine' ? (
                <EngineRows rows={data.rows as EngineLogRow[]} />
              ) : (
                <RequestRows rows={data.rows as RequestLogRow[]} />
              )}
              <nav
                aria-label={t('adminOps.logs.pages')}
                className="flex flex-wrap items-center justify-center gap-2"
              >
                <Button
                  variant="outline"
                  size="sm"
                  disabled={!cursor}
                  onClick={() => go(undefined, {})}
                >
                  <ChevronsLeft className="h-4 w-4 rtl:rotate-180" aria-hidden="true" />
                  {t('adminOps.logs.first')}
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={!cursor}
                  onClick={() => go(back[0] || undefined, { back: back.slice(1) })}
                >
                  <ChevronLeft className="h-4 w-4 rtl:rotate-180" aria-hidden="true" />
                  {t('adminOps.logs.previous')}
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={!data.nextCursor}
                  onClick={() =>
                    go(data.nextCursor ?? undefined, { back: [cursor ?? '', ...back] })
                  }
                >
                  {t('adminOps.logs.next')}
                  <ChevronRight className="h-4 w-4 rtl:rotate-180" aria-hidden="true" />
                </Button>
              </nav>
            </div>
          )
        }
      </QueryState>
    </>
  );
}

const filterLabel: Record<string, string> = { storyId: 'story' };

function optionLabel(t: T, field: string, option: string): string {
  if (field === 'kind') return kindLabel(t, option);
  if (field === 'outcome') return t(`adminOps.logs.outcomes.${option as 'ok'}`);
  if (field === 'principal') return t(`adminOps.logs.principals.${option as 'user'}`);
  if (field === 'fallback')
    return option === 'true' ? t('adminOps.logs.filters.yes') : t('adminOps.logs.filters.no');
  return option;
}

function FilterForm({
  kind,
  filters,
  routes,
  onApply,
}: {
  kind: LogTab;
  filters: Record<string, string>;
  routes: string[];
  onApply: (filters: Record<string, string>) => void;
}) {
  const { t } = useTranslation();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const next: Record<string, string> = {};
    for (const field of logFilterFields[kind]) {
      const value = String(data.get(field.name) ?? '').trim();
      if (value) next[field.name] = value;
    }
    onApply(next);
  };
  const control = (field: FilterField): ReactNode => {
    const common = {
      id: `log-filter-${field.name}`,
      name: field.name,
      defaultValue: filters[field.name] ?? '',
      className: compactInput,
    };
    if (field.type === 'select') {
      const options = field.name === 'route' ? routes : field.options;
      return (
        <select {...common} dir={field.name === 'route' ? 'ltr' : undefined}>
          <option value="">{t('adminOps.logs.filters.any')}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {optionLabel(t, field.name, option)}
            </option>
          ))}
          {filters[field.name] && !options.includes(filters[field.name]!) ? (
            <option value={filters[field.name]}>{filters[field.name]}</option>
          ) : null}
        </select>
      );
    }
    return (
      <input
        {...common}
        type={field.type}
        dir={field.type === 'text' ? 'auto' : undefined}
        inputMode={field.type === 'number' ? 'numeric' : undefined}
        min={field.type === 'number' ? 1 : undefined}
        placeholder={
          field.name === 'engine'
            ? t('adminOps.logs.filters.enginePlaceholder')
            : field.name === 'status'
              ? t('adminOps.logs.filters.statusHint')
              : undefined
        }
      />
    );
  };
  return (
    <form
      onSubmit={submit}
      aria-label={t('adminOps.logs.filters.title')}
      className="grid gap-4 rounded-[var(--radius-card)] bg-white p-4 shadow-soft sm:p-5"
    >
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {logFilterFields[kind].map((field) => (
          <div
            key={field.name}
            className={cn('grid content-start gap-1', field.name === 'route' && 'col-span-2')}
          >
            <label htmlFor={`log-filter-${field.name}`} className="text-sm font-bold text-ink-700">
              {t(`adminOps.logs.filters.${(filterLabel[field.name] ?? field.name) as 'engine'}`)}
            </label>
            {control(field)}
            {field.type !== 'select' && field.hint && field.name === 'user' ? (
              <p className="text-xs text-ink-500">{t('adminOps.logs.filters.userHint')}</p>
            ) : null}
          </div>
        ))}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm">
          <Filter className="h-4 w-4" aria-hidden="true" />
          {t('adminOps.logs.filters.apply')}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          disabled={Object.keys(filters).length === 0}
          onClick={() => onApply({})}
        >
          {t('adminOps.logs.filters.clear')}
        </Button>
      </div>
    </form>
  );
}

/** The logs' tables from tablet width; phones get a card per row instead. */
const wideTable =
  'hidden overflow-x-auto rounded-[var(--radius-card)] bg-white shadow-soft md:block';
const cell = 'whitespace-nowrap px-3 py-2.5 align-top tabular-nums';
const outcomeStyles: Record<string, string> = {
  ok: 'bg-teal-600/10 text-teal-600',
  error: 'bg-rose-500/10 text-rose-500',
  timeout: 'bg-rose-500/10 text-rose-500',
  fallback: 'bg-moon-100 text-night-900',
};
const statusStyle = (status: number) =>
  status >= 500
    ? 'bg-rose-500 text-white'
    : status >= 400
      ? 'bg-rose-500/10 text-rose-500'
      : 'bg-teal-600/10 text-teal-600';

function Badge({
  className,
  children,
  title,
}: {
  className: string;
  children: ReactNode;
  title?: string;
}) {
  return (
    <span
      title={title}
      className={cn('inline-flex rounded-full px-2.5 py-0.5 text-xs font-extrabold', className)}
    >
      {children}
    </span>
  );
}

/** What stays LTR inside Arabic text: engine and model names, routes, methods. */
const Code = ({ children }: { children: ReactNode }) => (
  <bdi dir="ltr" className="font-mono text-xs">
    {children}
  </bdi>
);

function EngineRows({ rows }: { rows: EngineLogRow[] }) {
  const { t } = useTranslation();
  const format = useAdminFormat();
  const size = (row: EngineLogRow) =>
    row.kind === 'writer' ? format.count(row.size) : <bdi dir="ltr">{format.bytes(row.size)}</bdi>;
  const outcome = (row: EngineLogRow) => (
    <Badge className={outcomeStyles[row.outcome] ?? 'bg-night-50'} title={row.error ?? undefined}>
      {t(`adminOps.logs.outcomes.${row.outcome as 'ok'}`)}
    </Badge>
  );
  const story = (row: EngineLogRow) =>
    row.storyId ? (
      <LocalizedLink
        to={`/story/${row.storyId}`}
        className="font-bold text-night-700 underline-offset-2 hover:underline"
      >
        {t('adminOps.logs.storyLink', { id: row.storyId })}
      </LocalizedLink>
    ) : (
      <span className="text-ink-500">—</span>
    );
  const fallback = (row: EngineLogRow) =>
    row.fallback ? (
      <Badge className="bg-moon-100 text-night-900">{t('adminOps.logs.fallbackYes')}</Badge>
    ) : (
      <span className="text-ink-500">{t('adminOps.logs.fallbackNo')}</span>
    );
  return (
    <>
      <DataTable
        className={wideTable}
        headings={(
          [
            'time',
            'engine',
            'kind',
            'story',
            'latency',
            'outcome',
            'size',
            'cost',
            'fallback',
          ] as const
        ).map((column) => ({ label: t(`adminOps.logs.columns.${column}`) }))}
      >
        {rows.map((row) => (
          <tr key={row.id} data-log-id={row.id}>
            <td className={cn(cell, 'text-ink-600')}>{format.dateTime(row.createdAt)}</td>
            <td className={cell}>
              <div className="grid">
                <Code>{row.engine}</Code>
                <span className="text-xs text-ink-500">
                  <Code>{row.model}</Code>
                </span>
              </div>
            </td>
            <td className={cell}>{kindLabel(t, row.kind)}</td>
            <td className={cell}>{story(row)}</td>
            <td className={cell}>{format.duration(row.latencyMs)}</td>
            <td className={cell}>
              {outcome(row)}
              {row.error ? (
                <p
                  className="mt-1 max-w-[16rem] truncate text-xs text-ink-500"
                  title={row.error}
                  dir="auto"
                >
                  {row.error}
                </p>
              ) : null}
            </td>
            <td className={cell}>{size(row)}</td>
            <td className={cell}>{format.usd(row.estimatedCostUsd)}</td>
            <td className={cell}>{fallback(row)}</td>
          </tr>
        ))}
      </DataTable>
      <ul className="grid gap-3 md:hidden">
        {rows.map((row) => (
          <li
            key={row.id}
            data-log-id={row.id}
            className="grid gap-2 rounded-[var(--radius-card)] bg-white p-4 text-sm shadow-soft"
          >
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-bold text-night-900">{kindLabel(t, row.kind)}</span>
              {outcome(row)}
              {row.fallback ? fallback(row) : null}
              <span className="ms-auto text-xs tabular-nums text-ink-500">
                {format.dateTime(row.createdAt)}
              </span>
            </div>
            <dl className="grid grid-cols-2 gap-x-4 gap-y-1">
              <Pair label={t('adminOps.logs.columns.engine')}>
                <Code>{row.engine}</Code>
              </Pair>
              <Pair label={t('adminOps.logs.columns.model')}>
                <Code>{row.model}</Code>
              </Pair>
              <Pair label={t('adminOps.logs.columns.story')}>{story(row)}</Pair>
              <Pair label={t('adminOps.logs.columns.latency')}>
                {format.duration(row.latencyMs)}
              </Pair>
              <Pair label={t('adminOps.logs.columns.size')}>{size(row)}</Pair>
              <Pair label={t('adminOps.logs.columns.cost')}>
                {format.usd(row.estimatedCostUsd)}
              </Pair>
            </dl>
            {row.error ? (
              <p className="line-clamp-2 text-xs text-ink-500" dir="auto">
                {row.error}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </>
  );
}

function Pair({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid min-w-0">
      <dt className="text-xs font-bold text-ink-500">{label}</dt>
      <dd className="truncate tabular-nums text-ink-900">{children}</dd>
    </div>
  );
}

function principal(t: T, row: RequestLogRow): string {
  const kind = t(`adminOps.logs.principals.${row.principalKind}`);
  return row.principalId === null
    ? kind
    : t('adminOps.logs.principalWithId', { kind, id: row.principalId });
}

function RequestRows({ rows }: { rows: RequestLogRow[] }) {
  const { t } = useTranslation();
  const format = useAdminFormat();
  return (
    <>
      <DataTable
        className={wideTable}
        headings={(['time', 'method', 'route', 'status', 'duration', 'principal'] as const).map(
          (column) => ({ label: t(`adminOps.logs.columns.${column}`) }),
        )}
      >
        {rows.map((row) => (
          <tr key={row.id} data-log-id={row.id}>
            <td className={cn(cell, 'text-ink-600')}>{format.dateTime(row.createdAt)}</td>
            <td className={cn(cell, 'font-bold')}>
              <Code>{row.method}</Code>
            </td>
            <td className={cell}>
              <Code>{row.route}</Code>
            </td>
            <td className={cell}>
              <Badge className={statusStyle(row.status)}>{row.status}</Badge>
            </td>
            <td className={cell}>{format.duration(row.durationMs)}</td>
            <td className={cell}>{principal(t, row)}</td>
          </tr>
        ))}
      </DataTable>
      <ul className="grid gap-3 md:hidden">
        {rows.map((row) => (
          <li
            key={row.id}
            data-log-id={row.id}
            className="grid gap-1.5 rounded-[var(--radius-card)] bg-white p-4 text-sm shadow-soft"
          >
            <div className="flex items-center gap-2">
              <Badge className={statusStyle(row.status)}>{row.status}</Badge>
              <span className="font-bold">
                <Code>{row.method}</Code>
              </span>
              <span className="ms-auto text-xs tabular-nums text-ink-500">
                {format.dateTime(row.createdAt)}
              </span>
            </div>
            <p className="truncate">
              <Code>{row.route}</Code>
            </p>
            <div className="flex justify-between gap-3 text-xs text-ink-600">
              <span>{principal(t, row)}</span>
              <span className="tabular-nums">{format.duration(row.durationMs)}</span>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
