import { useId, useState, type FormEvent } from 'react';
import { Send } from 'lucide-react';
import { communityLimits } from '@qamar/shared';
import { Button } from '../../../components/ui/button.tsx';
import { inputClass } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { usePostComment } from '../api/post-comment.ts';

/**
 * A parent's comment: plain words up to the limit, counted as they type. What the server refuses
 * (a link, an email address, a phone number, an unsafe word) is said under the field in the
 * interface language, and the text stays for the parent to mend.
 */
export function CommentForm({ storyId }: { storyId: number }) {
  const { t } = useTranslation();
  const ids = useId();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const post = usePostComment(storyId);
  const max = communityLimits.commentMax;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim() || post.isPending) return;
    setError(null);
    try {
      await post.mutateAsync(body.trim());
      setBody('');
    } catch (failure) {
      setError(errorMessage(failure, t('communityActions.comments.postFailed')));
    }
  };

  return (
    <form className="grid gap-2" onSubmit={(event) => void submit(event)} noValidate>
      <label htmlFor={`${ids}-body`} className="text-sm font-bold text-ink-700">
        {t('communityActions.comments.label')}
      </label>
      <textarea
        id={`${ids}-body`}
        value={body}
        onChange={(event) => {
          setBody(event.target.value);
          setError(null);
        }}
        placeholder={t('communityActions.comments.placeholder')}
        maxLength={max}
        rows={3}
        dir="auto"
        aria-invalid={error ? true : undefined}
        aria-describedby={`${ids}-hint ${ids}-counter${error ? ` ${ids}-error` : ''}`}
        className={cn(inputClass, 'resize-y')}
      />
      {error ? (
        <p
          id={`${ids}-error`}
          role="alert"
          data-testid="comment-error"
          className="text-sm font-semibold text-rose-500"
        >
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap items-start justify-between gap-3">
        <p className="grid gap-0.5 text-xs text-ink-500">
          <span id={`${ids}-hint`}>{t('communityActions.comments.hint')}</span>
          <span
            id={`${ids}-counter`}
            data-testid="comment-counter"
            className={cn('tabular-nums', body.length >= max && 'font-bold text-rose-500')}
          >
            {t('feedback.counter', { count: body.length, max })}
          </span>
        </p>
        <Button type="submit" size="sm" disabled={!body.trim() || post.isPending}>
          {post.isPending ? (
            <Spinner className="h-4 w-4" />
          ) : (
            <Send className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
          )}
          {post.isPending
            ? t('communityActions.comments.posting')
            : t('communityActions.comments.post')}
        </Button>
      </div>
    </form>
  );
}
