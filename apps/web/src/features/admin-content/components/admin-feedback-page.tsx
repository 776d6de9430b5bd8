import { CheckCircle2, Inbox, RotateCcw } from 'lucide-react';
import { useAddressParams } from '../../../lib/use-address-params.ts';
import {
  feedbackCategories,
  feedbackStatuses,
  type AdminFeedbackItem,
  type FeedbackCategory,
} from '@qamar/shared';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { useAdminFeedback, useMarkFeedback } from '../api/admin-calls.ts';
import { AdminPage } from './admin-page.tsx';
import { Badge } from './badge.tsx';
import { FilterChips } from './filter-chips.tsx';
import { ListStatus } from './list-status.tsx';
import { LoadMore } from './load-more.tsx';
import { withToast } from './with-toast.ts';

type Category = FeedbackCategory | 'all';
type Status = (typeof feedbackStatuses)[number];
const categoryTone = { general: 'neutral', bug: 'bad', feature: 'star' } as const;

/** /admin/feedback: what parents and visitors sent with the feedback button, newest first, each marked done once handled. */
export function AdminFeedbackPage() {
  const { t } = useTranslation();
  const { params, change } = useAddressParams();
  const category: Category = (feedbackCategories as readonly string[]).includes(
    params.get('category') ?? '',
  )
    ? (params.get('category') as FeedbackCategory)
    : 'all';
  const status: Status = (feedbackStatuses as readonly string[]).includes(
    params.get('status') ?? '',
  )
    ? (params.get('status') as Status)
    : 'open';
  const list = useAdminFeedback({ category: category === 'all' ? undefined : category, status });
  const mark = useMarkFeedback();
  const entries = list.data?.pages.flatMap((page) => page.feedback) ?? [];
  const open = list.data?.pages[0]?.open;

  const choose = (name: 'category' | 'status', value: string, fallback: string) =>
    change((next) => {
      if (value === fallback) next.delete(name);
      else next.set(name, value);
      return next;
    });
  const toggle = (entry: AdminFeedbackItem) =>
    withToast(() => mark.mutateAsync({ id: entry.id, done: entry.doneAt === null }), {
      done:
        entry.doneAt === null
          ? t('adminContent.feedback.markedDone')
          : t('adminContent.feedback.reopened'),
      failed: t('adminContent.common.actionFailed'),
    });

  return (
    <AdminPage
      title={t('adminContent.feedback.title')}
      subtitle={t('adminContent.feedback.subtitle')}
      actions={
        open !== undefined ? (
          <p className="rounded-full bg-night-900 px-4 py-2 text-sm font-bold text-white">
            {t('adminContent.feedback.openCount', { count: open })}
          </p>
        ) : null
      }
    >
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
        <FilterChips<Category>
          showLabel
          label={t('adminContent.feedback.categoryFilter')}
          value={category}
          options={[
            { value: 'all' as const, label: t('adminContent.feedback.allCategories') },
            ...feedbackCategories.map((value) => ({
              value,
              label: t(`adminContent.feedback.category.${value}`),
            })),
          ]}
          onChange={(value) => choose('category', value, 'all')}
        />
        <FilterChips<Status>
          showLabel
          label={t('adminContent.feedback.statusFilter')}
          value={status}
          options={feedbackStatuses.map((value) => ({
            value,
            label: t(`adminContent.feedback.status.${value}`),
          }))}
          onChange={(value) => choose('status', value, 'open')}
        />
      </div>
      <ListStatus
        loading={list.isPending}
        failed={list.isError}
        empty={entries.length === 0}
        onRetry={() => void list.refetch()}
        emptyIcon={Inbox}
        emptyTitle={
          status === 'open'
            ? t('adminContent.feedback.emptyOpenTitle')
            : t('adminContent.feedback.emptyTitle')
        }
        emptyText={t('adminContent.feedback.emptyText')}
      >
        <ul className="grid gap-3" aria-busy={list.isFetching}>
          {entries.map((entry) => (
            <FeedbackEntry
              key={entry.id}
              entry={entry}
              busy={mark.isPending && mark.variables?.id === entry.id}
              onToggle={() => void toggle(entry)}
            />
          ))}
        </ul>
        <LoadMore
          hasMore={list.hasNextPage}
          loading={list.isFetchingNextPage}
          onMore={() => void list.fetchNextPage()}
        />
      </ListStatus>
    </AdminPage>
  );
}

function FeedbackEntry({
  entry,
  busy,
  onToggle,
}: {
  entry: AdminFeedbackItem;
  busy: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const done = entry.doneAt !== null;
  return (
    <li
      className={cn(
        'grid gap-3 rounded-[var(--radius-card)] bg-white p-4 shadow-soft sm:p-5',
        done && 'opacity-75',
      )}
      data-feedback={entry.id}
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={categoryTone[entry.category]}>
          {t(`adminContent.feedback.category.${entry.category}`)}
        </Badge>
        {done ? <Badge tone="good">{t('adminContent.feedback.status.done')}</Badge> : null}
        <p className="me-auto text-sm text-ink-600">{formatDate(entry.createdAt, language)}</p>
      </div>
      <p lang={entry.language} dir="auto" className="whitespace-pre-wrap break-words text-ink-900">
        {entry.message}
      </p>
      <dl className="grid gap-x-4 gap-y-1 text-xs text-ink-600 sm:grid-cols-[auto_minmax(0,1fr)]">
        <dt className="font-bold">{t('adminContent.feedback.from')}</dt>
        <dd className="break-all">
          {entry.senderEmail ? (
            <bdi dir="ltr">{entry.senderEmail}</bdi>
          ) : (
            t('adminContent.feedback.visitor')
          )}
        </dd>
        {entry.pageUrl ? (
          <>
            <dt className="font-bold">{t('adminContent.feedback.page')}</dt>
            <dd className="break-all">
              <bdi dir="ltr">{entry.pageUrl}</bdi>
            </dd>
          </>
        ) : null}
        {entry.userAgent ? (
          <>
            <dt className="font-bold">{t('adminContent.feedback.browser')}</dt>
            <dd className="break-all">
              <bdi dir="ltr">{entry.userAgent}</bdi>
            </dd>
          </>
        ) : null}
      </dl>
      <div className="flex justify-end">
        <Button size="sm" variant={done ? 'outline' : 'primary'} disabled={busy} onClick={onToggle}>
          {done ? (
            <RotateCcw className="h-4 w-4" aria-hidden="true" />
          ) : (
            <CheckCircle2 className="h-4 w-4" aria-hidden="true" />
          )}
          {done ? t('adminContent.feedback.reopen') : t('adminContent.feedback.markDone')}
        </Button>
      </div>
    </li>
  );
}
