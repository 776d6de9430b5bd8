import { useState, type ReactNode } from 'react';
import { Check, Flag, ShieldCheck, Trash2, Undo2 } from 'lucide-react';
import type { ModerationQueue, ReportReason } from '@qamar/shared';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useModerate, useModerationQueue } from '../api/admin-calls.ts';
import { AdminPage } from './admin-page.tsx';
import { Badge } from './badge.tsx';
import { ListStatus } from './list-status.tsx';
import { ReadStoryLink, StoryTitle } from './story-title.tsx';
import { ReasonDialog, type ReasonRequest } from './reason-dialog.tsx';
import { ModerationBadge } from './moderation-badge.tsx';

type QueuedStory = ModerationQueue['stories'][number];
type QueuedComment = ModerationQueue['comments'][number];
type Report = QueuedStory['reports'][number];
type Action = 'approve' | 'restore' | 'remove';

/**
 * /admin/reports: what waits for a decision. New authors' first stories wait for approval; stories
 * and comments hidden (by three parents' reports, or by an admin) wait to be restored or removed.
 * Each decision carries a reason the author reads.
 */
export function AdminReportsPage() {
  const { t } = useTranslation();
  const queue = useModerationQueue();
  const moderate = useModerate();
  const [reason, setReason] = useState<ReasonRequest | null>(null);

  const decide = (kind: 'stories' | 'comments', id: number, action: Action, name: string) =>
    setReason({
      title: t(`adminContent.reports.${action}Title`, { name }),
      description: t(`adminContent.reports.${action}Text`),
      confirm: t(`adminContent.reports.${action}`),
      required: action === 'remove',
      danger: action === 'remove',
      run: (why) => moderate.mutateAsync({ kind, id, action, reason: why }),
      done: t(`adminContent.reports.${action}Done`),
    });

  const pending = queue.data?.stories.filter((story) => story.moderation === 'pending') ?? [];
  const hidden = queue.data?.stories.filter((story) => story.moderation !== 'pending') ?? [];
  const comments = queue.data?.comments ?? [];

  return (
    <AdminPage
      title={t('adminContent.reports.title')}
      subtitle={t('adminContent.reports.subtitle')}
    >
      <ListStatus
        loading={queue.isPending}
        failed={queue.isError}
        empty={pending.length + hidden.length + comments.length === 0}
        onRetry={() => void queue.refetch()}
        emptyIcon={ShieldCheck}
        emptyTitle={t('adminContent.reports.emptyTitle')}
        emptyText={t('adminContent.reports.emptyText')}
      >
        <QueueSection
          title={t('adminContent.reports.pendingTitle')}
          hint={t('adminContent.reports.pendingHint')}
          count={pending.length}
        >
          {pending.map((story) => (
            <StoryItem
              key={story.id}
              story={story}
              actions={['approve', 'remove']}
              onDecide={(action) => decide('stories', story.id, action, story.title)}
            />
          ))}
        </QueueSection>
        <QueueSection
          title={t('adminContent.reports.hiddenTitle')}
          hint={t('adminContent.reports.hiddenHint')}
          count={hidden.length}
        >
          {hidden.map((story) => (
            <StoryItem
              key={story.id}
              story={story}
              actions={['restore', 'remove']}
              onDecide={(action) => decide('stories', story.id, action, story.title)}
            />
          ))}
        </QueueSection>
        <QueueSection
          title={t('adminContent.reports.commentsTitle')}
          hint={t('adminContent.reports.commentsHint')}
          count={comments.length}
        >
          {comments.map((comment) => (
            <CommentItem
              key={comment.id}
              comment={comment}
              onDecide={(action) => decide('comments', comment.id, action, comment.author)}
            />
          ))}
        </QueueSection>
      </ListStatus>
      <ReasonDialog request={reason} onClose={() => setReason(null)} />
    </AdminPage>
  );
}

function QueueSection({
  title,
  hint,
  count,
  children,
}: {
  title: string;
  hint: string;
  count: number;
  children: ReactNode;
}) {
  if (count === 0) return null;
  return (
    <section className="grid gap-3">
      <div>
        <h2 className="flex items-center gap-2 text-xl font-extrabold text-night-900">
          {title}
          <span className="rounded-full bg-night-900 px-2 text-sm tabular-nums text-white">
            {count}
          </span>
        </h2>
        <p className="text-sm text-ink-600">{hint}</p>
      </div>
      <ul className="grid gap-3">{children}</ul>
    </section>
  );
}

const actionIcons = { approve: Check, restore: Undo2, remove: Trash2 } as const;

function DecisionButtons({
  actions,
  onDecide,
}: {
  actions: readonly Action[];
  onDecide: (action: Action) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap gap-2">
      {actions.map((action) => {
        const Icon = actionIcons[action];
        return (
          <Button
            key={action}
            size="sm"
            variant={action === 'remove' ? 'danger' : 'primary'}
            onClick={() => onDecide(action)}
          >
            <Icon className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
            {t(`adminContent.reports.${action}`)}
          </Button>
        );
      })}
    </div>
  );
}

/** The parents' reports on a thing: how many, for which reasons, and what they wrote. */
function Reports({ reports }: { reports: Report[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (reports.length === 0)
    return <p className="text-sm text-ink-600">{t('adminContent.reports.noReports')}</p>;
  const counts = new Map<ReportReason, number>();
  for (const report of reports) counts.set(report.reason, (counts.get(report.reason) ?? 0) + 1);
  return (
    <div className="grid gap-2 rounded-2xl bg-rose-500/5 p-3">
      <p className="flex flex-wrap items-center gap-2 text-sm font-bold text-rose-500">
        <Flag className="h-4 w-4" aria-hidden="true" />
        {t('adminContent.reports.reportCount', { count: reports.length })}
        {[...counts].map(([reasonName, count]) => (
          <Badge key={reasonName}>
            {t(`adminContent.reports.reasons.${reasonName}`)}
            {count > 1 ? ` × ${count}` : ''}
          </Badge>
        ))}
      </p>
      {reports.some((report) => report.details) ? (
        <ul className="grid gap-1 text-sm text-ink-700">
          {reports
            .filter((report) => report.details)
            .map((report, index) => (
              <li key={index} className="border-s-2 border-rose-500/30 ps-3">
                <bdi>{report.details}</bdi>{' '}
                <span className="text-xs text-ink-500">
                  · {t(`adminContent.reports.reasons.${report.reason}`)} ·{' '}
                  {formatDate(report.createdAt, language)}
                </span>
              </li>
            ))}
        </ul>
      ) : null}
    </div>
  );
}

function StoryItem({
  story,
  actions,
  onDecide,
}: {
  story: QueuedStory;
  actions: readonly Action[];
  onDecide: (action: Action) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <li
      className="grid gap-3 rounded-[var(--radius-card)] bg-white p-4 shadow-soft sm:p-5"
      data-queue-story={story.id}
    >
      <div className="flex flex-wrap items-start gap-x-4 gap-y-2">
        <div className="me-auto min-w-0">
          <StoryTitle as="h3" title={story.title} id={story.id} />
          <p className="break-words text-sm text-ink-600">
            <bdi className="font-bold text-ink-700">{story.author}</bdi> ·{' '}
            <bdi dir="ltr">{story.authorEmail}</bdi>
            {story.publishedAt
              ? ` · ${t('adminContent.reports.publishedOn', { date: formatDate(story.publishedAt, language) })}`
              : ''}
          </p>
        </div>
        <ModerationBadge moderation={story.moderation} />
      </div>
      <Reports reports={story.reports} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <ReadStoryLink
          id={story.id}
          label={t('adminContent.stories.read')}
          accessibleName={t('adminContent.stories.readLabel', { title: story.title })}
        />
        <DecisionButtons actions={actions} onDecide={onDecide} />
      </div>
    </li>
  );
}

function CommentItem({
  comment,
  onDecide,
}: {
  comment: QueuedComment;
  onDecide: (action: Action) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <li
      className="grid gap-3 rounded-[var(--radius-card)] bg-white p-4 shadow-soft sm:p-5"
      data-queue-comment={comment.id}
    >
      <div className="flex flex-wrap items-start gap-x-4 gap-y-2">
        <p className="me-auto break-words text-sm text-ink-600">
          <bdi className="font-bold text-ink-700">{comment.author}</bdi> ·{' '}
          <bdi dir="ltr">{comment.authorEmail}</bdi> · {formatDate(comment.createdAt, language)}
        </p>
        <ModerationBadge moderation={comment.moderation} />
      </div>
      <blockquote className="whitespace-pre-wrap break-words rounded-2xl bg-night-50 px-4 py-3 text-ink-900">
        <bdi>{comment.body}</bdi>
      </blockquote>
      <Reports reports={comment.reports} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <ReadStoryLink id={comment.storyId} label={t('adminContent.reports.openStory')} />
        <DecisionButtons actions={['restore', 'remove']} onDecide={onDecide} />
      </div>
    </li>
  );
}
