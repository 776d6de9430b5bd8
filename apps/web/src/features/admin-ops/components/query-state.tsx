import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';

/**
 * What an admin page shows while its data loads, when it failed (the server's message, else the
 * page's own, and a way to try again), and the page itself once it is in.
 */
export function QueryState<T>({
  query,
  failed,
  children,
}: {
  query: {
    isPending: boolean;
    isError: boolean;
    error: unknown;
    data: T | undefined;
    refetch: () => unknown;
  };
  failed: string;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <div className="flex justify-center py-16 text-night-700">
        <Spinner className="h-10 w-10" label={t('common.loading')} />
      </div>
    );
  }
  if (query.isError || query.data === undefined) {
    return (
      <div
        role="alert"
        className="flex flex-wrap items-center gap-3 rounded-2xl bg-rose-500/10 p-4 font-semibold text-rose-500"
      >
        <p className="me-auto">{errorMessage(query.error, failed)}</p>
        <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
          {t('adminOps.retry')}
        </Button>
      </div>
    );
  }
  return children(query.data);
}

/** A table of an admin page: its column headings, then its rows. */
export function DataTable({
  headings,
  children,
  className,
}: {
  headings: Array<{ label: string; className?: string }>;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={className ?? 'overflow-x-auto'}>
      <table className="w-full text-sm">
        <thead className="border-b border-night-900/10">
          <tr>
            {headings.map((heading) => (
              <th
                key={heading.label}
                scope="col"
                className={`whitespace-nowrap px-2 py-2 text-start text-xs font-extrabold uppercase tracking-wide text-ink-500 sm:px-3 ${heading.className ?? ''}`}
              >
                {heading.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-night-900/5">{children}</tbody>
      </table>
    </div>
  );
}
