import { ChevronLeft, ChevronRight, ChevronsLeft } from 'lucide-react';
import type { EngineLogRow, RequestLogRow } from '@qamar/shared';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useLogPage } from '../api/get-log-page.ts';
import type { LogTab } from '../lib/log-filters.ts';
import { QueryState } from './query-state.tsx';
import { FilterForm } from './log-filter-form.tsx';
import { EngineRows } from './engine-log-rows.tsx';
import { RequestRows } from './request-log-rows.tsx';

/** Cursors of the pages before this one, newest first, kept in the history entry (so Back works too). */
export interface PagerState {
  back?: string[];
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

export function LogView({ kind, query, filters, onFilters, back, cursor, go }: LogViewProps) {
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
