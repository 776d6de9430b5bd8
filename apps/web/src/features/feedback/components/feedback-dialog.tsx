import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { feedbackCategories, limits, type FeedbackCategory } from '@qamar/shared';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { inputClass } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useCreateFeedback } from '../api/create-feedback.ts';

/** States of docs/product/states.md: closed, open, sending; success closes and resets to General and an empty message. */
export function FeedbackDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const ids = useId();
  const [category, setCategory] = useState<FeedbackCategory>('general');
  const [message, setMessage] = useState('');
  const [showEmptyError, setShowEmptyError] = useState(false);
  const mutation = useCreateFeedback();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!message.trim()) {
      setShowEmptyError(true);
      toast({
        title: t('feedback.emptyTitle'),
        description: t('feedback.emptyDescription'),
        variant: 'destructive',
      });
      return;
    }
    try {
      await mutation.mutateAsync({
        category,
        message,
        pageUrl: window.location.pathname + window.location.search,
      });
      toast({
        title: t('feedback.successTitle'),
        description: t('feedback.successDescription'),
        variant: 'success',
      });
      setCategory('general');
      setMessage('');
      onOpenChange(false);
    } catch (error) {
      toast({
        title: t('feedback.failedTitle'),
        description: errorMessage(error, t('feedback.failedDescription')),
        variant: 'destructive',
      });
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !mutation.isPending && onOpenChange(next)}
      title={t('feedback.title')}
      description={t('feedback.description')}
    >
      <form className="grid gap-4" onSubmit={(event) => void submit(event)} noValidate>
        <div className="grid gap-1.5">
          <label htmlFor={`${ids}-category`} className="text-sm font-bold text-ink-700">
            {t('feedback.category')}
          </label>
          <select
            id={`${ids}-category`}
            value={category}
            onChange={(event) => setCategory(event.target.value as FeedbackCategory)}
            className={inputClass}
          >
            {feedbackCategories.map((value) => (
              <option key={value} value={value}>
                {t(`feedback.categories.${value}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1.5">
          <label htmlFor={`${ids}-message`} className="text-sm font-bold text-ink-700">
            {t('feedback.message')}
          </label>
          <textarea
            id={`${ids}-message`}
            value={message}
            onChange={(event) => {
              setMessage(event.target.value);
              setShowEmptyError(false);
            }}
            placeholder={t('feedback.placeholder')}
            maxLength={limits.feedbackMessageMax}
            rows={5}
            aria-describedby={`${ids}-counter${showEmptyError ? ` ${ids}-error` : ''}`}
            aria-invalid={showEmptyError || undefined}
            className={`${inputClass} resize-y`}
          />
          {showEmptyError ? (
            <p id={`${ids}-error`} role="alert" className="text-sm font-semibold text-rose-500">
              {t('feedback.emptyDescription')}
            </p>
          ) : null}
          <span id={`${ids}-counter`} className="text-end text-xs text-ink-500">
            {t('feedback.counter', { count: message.length, max: limits.feedbackMessageMax })}
          </span>
        </div>
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={() => onOpenChange(false)} disabled={mutation.isPending}>
            {t('feedback.cancel')}
          </Button>
          <Button type="submit" disabled={message.length === 0 || mutation.isPending}>
            {mutation.isPending ? <Spinner className="h-4 w-4" /> : null}
            {mutation.isPending ? t('feedback.sending') : t('feedback.send')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
