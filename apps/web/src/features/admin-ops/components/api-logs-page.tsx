import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Download } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { cn } from '../../../lib/cn.ts';
import { toast } from '../../../lib/toast.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { Seo } from '../../../components/seo/seo.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { exportLog } from '../api/export-log.ts';
import { filtersOf, logParams, tabOf, type LogTab } from '../lib/log-filters.ts';
import { AdminOpsTexts } from '../admin-ops-texts.tsx';
import { type PagerState, LogView } from './log-view.tsx';

/** /admin/api-logs: the engine calls and the API requests, filtered in the address, paged by keyset. */
export function ApiLogsPage() {
  const language = useLanguage();
  return (
    <AdminOpsTexts language={language}>
      <ApiLogs />
    </AdminOpsTexts>
  );
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
