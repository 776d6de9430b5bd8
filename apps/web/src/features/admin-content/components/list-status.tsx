import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';

type Icon = ComponentType<{ className?: string; 'aria-hidden'?: 'true' }>;

/**
 * What a list shows while it loads, when it failed (with a way to try again) and when it is empty;
 * otherwise the list itself.
 */
export function ListStatus({
  loading,
  failed,
  empty,
  onRetry,
  emptyIcon: EmptyIcon,
  emptyTitle,
  emptyText,
  children,
}: {
  loading: boolean;
  failed: boolean;
  empty: boolean;
  onRetry: () => void;
  emptyIcon: Icon;
  emptyTitle: string;
  emptyText: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  if (loading) {
    return (
      <div className="flex justify-center py-16 text-night-700">
        <Spinner className="h-10 w-10" label={t('common.loading')} />
      </div>
    );
  }
  if (failed) {
    return (
      <div
        role="alert"
        className="flex flex-wrap items-center gap-3 rounded-2xl bg-rose-500/10 p-4 font-semibold text-rose-500"
      >
        <p className="me-auto">{t('adminContent.common.loadFailed')}</p>
        <Button size="sm" variant="outline" onClick={onRetry}>
          {t('adminContent.common.retry')}
        </Button>
      </div>
    );
  }
  if (empty) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-[var(--radius-card)] border-2 border-dashed border-night-900/15 bg-white px-6 py-12 text-center">
        <span className="flex h-14 w-14 items-center justify-center rounded-2xl bg-moon-100 text-moon-500">
          <EmptyIcon className="h-7 w-7" aria-hidden="true" />
        </span>
        <h2 className="text-xl font-extrabold text-night-900">{emptyTitle}</h2>
        <p className="max-w-md text-ink-600">{emptyText}</p>
      </div>
    );
  }
  return <>{children}</>;
}
