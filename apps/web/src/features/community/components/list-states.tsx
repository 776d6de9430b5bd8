import type { ReactNode } from 'react';
import { SearchX } from 'lucide-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { CommunityList } from '@qamar/shared';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Button } from '../../../components/ui/button.tsx';
import { NoticeCard, type NoticeCardProps } from '../../../components/ui/notice-card.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';

/** A search or filters that match nothing, with the way back to every story. */
function NoResults({ onClear }: { onClear: () => void }) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto flex w-full flex-col items-center gap-4 rounded-[var(--radius-card)] border-2 border-dashed border-night-900/15 bg-white px-6 py-14 text-center">
      <span className="flex h-16 w-16 items-center justify-center rounded-2xl bg-night-50 text-night-600">
        <SearchX className="h-8 w-8" aria-hidden="true" />
      </span>
      <h2 className="text-2xl font-extrabold text-night-900">
        {t('community.library.noResultsTitle')}
      </h2>
      <p className="max-w-md text-ink-600">{t('community.library.noResultsText')}</p>
      <Button className="mt-2" onClick={onClear}>
        {t('community.library.clear')}
      </Button>
    </section>
  );
}

/**
 * A community list in its states: loading, failed (with a retry), empty (`empty`: nothing there
 * yet), no match (when `narrowed` by a search or filter, with `onClear`), or its stories
 * (`children`, marked busy while the next page loads) and the pager.
 */
export function CommunityListStates({
  list,
  page,
  onPage,
  empty,
  narrowed = false,
  onClear,
  children,
}: {
  list: UseQueryResult<CommunityList>;
  page: number;
  onPage: (page: number) => void;
  empty: Pick<NoticeCardProps, 'icon' | 'title' | 'text' | 'action'>;
  narrowed?: boolean;
  onClear?: () => void;
  children: (stories: CommunityList['stories'], busy: boolean) => ReactNode;
}) {
  const { t } = useTranslation();
  if (list.isPending) {
    return (
      <div className="flex justify-center py-16 text-night-700">
        <Spinner className="h-10 w-10" label={t('community.library.loading')} />
      </div>
    );
  }
  if (list.isError) {
    return (
      <div
        role="alert"
        className="flex flex-wrap items-center gap-3 rounded-2xl bg-rose-500/10 p-4 font-semibold text-rose-500"
      >
        <p className="me-auto">{t('community.library.loadFailed')}</p>
        <Button size="sm" variant="outline" onClick={() => void list.refetch()}>
          {t('community.library.retry')}
        </Button>
      </div>
    );
  }
  const { stories, total, pageSize } = list.data;
  if (total === 0)
    return narrowed && onClear ? (
      <NoResults onClear={onClear} />
    ) : (
      <NoticeCard {...empty} level={2} look="empty" />
    );
  return (
    <>
      {children(stories, list.isPlaceholderData)}
      <Pager page={page} totalPages={Math.max(1, Math.ceil(total / pageSize))} onPage={onPage} />
    </>
  );
}
