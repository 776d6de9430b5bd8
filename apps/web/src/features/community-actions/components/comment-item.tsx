import { useState } from 'react';
import { EyeOff, Trash2 } from 'lucide-react';
import type { Comment } from '@qamar/shared';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useTimeLabel } from '../../../lib/time-label.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useDeleteComment } from '../api/delete-comment.ts';
import { useReportComment } from '../api/report-comment.ts';
import { Initial } from './author-line.tsx';
import { ReportButton } from './report-button.tsx';

/**
 * One comment: who wrote it (display name), when, and the words. The parent's own comments can be
 * deleted, and say so when moderators hid or removed them (with their reason); other parents'
 * can be reported. Visitors and admins only read.
 */
export function CommentItem({
  storyId,
  comment,
  canAct,
}: {
  storyId: number;
  comment: Comment;
  canAct: boolean;
}) {
  const { t } = useTranslation();
  const timeLabel = useTimeLabel();
  const report = useReportComment(storyId);
  const moderated = comment.moderation !== 'visible';
  return (
    <li>
      <article className="flex gap-3">
        <Initial name={comment.author} size="sm" />
        <div className="grid min-w-0 flex-1 gap-1">
          <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
            <span className="font-bold text-night-900">{comment.author}</span>
            {comment.mine ? (
              <span className="rounded-full bg-night-50 px-2 text-xs font-bold text-night-700">
                {t('communityActions.comments.you')}
              </span>
            ) : null}
            <time dateTime={comment.createdAt} className="text-xs text-ink-500">
              {timeLabel(comment.createdAt)}
            </time>
          </p>
          {moderated ? (
            <p
              data-testid="comment-moderation"
              className="inline-flex w-fit items-center gap-1.5 rounded-full bg-rose-500/10 px-2.5 py-0.5 text-xs font-bold text-rose-500"
            >
              <EyeOff className="h-3.5 w-3.5" aria-hidden="true" />
              {t(
                comment.moderation === 'hidden'
                  ? 'communityActions.comments.hidden'
                  : 'communityActions.comments.removed',
              )}
              {comment.moderationReason
                ? ` · ${t('communityActions.comments.reason', { reason: comment.moderationReason })}`
                : null}
            </p>
          ) : null}
          {/* Aligned with the page, while the words run in their own direction (an English comment on the Arabic page). */}
          <p className="whitespace-pre-line break-words text-ink-900">
            <bdi>{comment.body}</bdi>
          </p>
          {canAct ? (
            <div className="-ms-3 flex">
              {comment.mine ? (
                <DeleteCommentButton storyId={storyId} commentId={comment.id} />
              ) : (
                <ReportButton
                  about="comment"
                  reported={comment.reported}
                  label={t('communityActions.comments.reportLabel', { author: comment.author })}
                  send={(input) => report.mutateAsync({ ...input, commentId: comment.id })}
                />
              )}
            </div>
          ) : null}
        </div>
      </article>
    </li>
  );
}

function DeleteCommentButton({ storyId, commentId }: { storyId: number; commentId: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const remove = useDeleteComment(storyId);
  const confirm = () => {
    setOpen(false);
    remove.mutate(commentId);
  };
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className="text-rose-500 hover:bg-rose-500/10"
        aria-label={t('communityActions.comments.deleteLabel')}
        onClick={() => setOpen(true)}
      >
        <Trash2 className="h-4 w-4" aria-hidden="true" />
        {t('communityActions.comments.delete')}
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={t('communityActions.comments.deleteTitle')}
        description={t('communityActions.comments.deleteText')}
      >
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="outline" onClick={() => setOpen(false)}>
            {t('communityActions.report.cancel')}
          </Button>
          <Button variant="danger" onClick={confirm}>
            {t('communityActions.comments.deleteConfirm')}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
