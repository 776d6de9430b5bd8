import { useId, useState, type FormEvent } from 'react';
import { CheckCircle2 } from 'lucide-react';
import { communityLimits, reportReasons, type ReportReason } from '@qamar/shared';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { inputClass } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { ReportInput } from '../api/report-story.ts';

/**
 * Reporting a story or a comment: a reason (required, so Send waits for one), optional details,
 * then the thanks in place of the form. The parent stays on the page; what happens next is the
 * moderators' (three parents' reports hide the thing at once).
 */
export function ReportDialog({
  open,
  onOpenChange,
  about,
  send,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  about: 'story' | 'comment';
  send: (input: ReportInput) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const ids = useId();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [state, setState] = useState<'form' | 'sending' | 'sent'>('form');
  const [error, setError] = useState<string | null>(null);

  const change = (next: boolean) => {
    if (state === 'sending') return;
    onOpenChange(next);
    if (!next) {
      // A dialog opened again starts afresh, unless it was sent: then the button no longer opens it.
      setReason(null);
      setDetails('');
      setError(null);
      if (state !== 'sent') setState('form');
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason || state === 'sending') return;
    setState('sending');
    setError(null);
    try {
      await send({ reason, details });
      setState('sent');
    } catch (failure) {
      setState('form');
      setError(errorMessage(failure, t('communityActions.report.failed')));
    }
  };

  const title = t(
    about === 'story'
      ? 'communityActions.report.storyTitle'
      : 'communityActions.report.commentTitle',
  );
  if (state === 'sent') {
    return (
      <Dialog open={open} onOpenChange={change} title={title}>
        <div className="grid justify-items-center gap-4 text-center">
          <CheckCircle2 className="h-12 w-12 text-teal-600" aria-hidden="true" />
          <p role="status" className="text-lg font-bold text-night-900">
            {t(
              about === 'story'
                ? 'communityActions.report.thanksStory'
                : 'communityActions.report.thanksComment',
            )}
          </p>
          <Button onClick={() => change(false)}>{t('communityActions.report.close')}</Button>
        </div>
      </Dialog>
    );
  }
  return (
    <Dialog
      open={open}
      onOpenChange={change}
      title={title}
      description={t('communityActions.report.description')}
    >
      <form className="grid gap-5" onSubmit={(event) => void submit(event)} noValidate>
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-bold text-ink-700">
            {t('communityActions.report.reason')}
          </legend>
          {reportReasons.map((value) => (
            <label
              key={value}
              className={cn(
                'flex cursor-pointer items-center gap-3 rounded-2xl border-2 px-4 py-2.5 font-semibold text-ink-900 transition-colors',
                reason === value
                  ? 'border-night-600 bg-night-50'
                  : 'border-night-900/15 hover:border-night-900/40',
              )}
            >
              <input
                type="radio"
                name={`${ids}-reason`}
                value={value}
                checked={reason === value}
                onChange={() => setReason(value)}
                className="h-4 w-4 accent-night-700"
              />
              {t(`communityActions.report.reasons.${value}`)}
            </label>
          ))}
        </fieldset>
        <div className="grid gap-1.5">
          <label htmlFor={`${ids}-details`} className="text-sm font-bold text-ink-700">
            {t('communityActions.report.details')}
          </label>
          <textarea
            id={`${ids}-details`}
            value={details}
            onChange={(event) => setDetails(event.target.value)}
            maxLength={communityLimits.reportDetailsMax}
            rows={3}
            dir="auto"
            aria-describedby={`${ids}-counter`}
            className={cn(inputClass, 'resize-y')}
          />
          <span id={`${ids}-counter`} className="text-end text-xs text-ink-500">
            {t('feedback.counter', {
              count: details.length,
              max: communityLimits.reportDetailsMax,
            })}
          </span>
        </div>
        {error ? (
          <p role="alert" className="text-sm font-semibold text-rose-500">
            {error}
          </p>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={() => change(false)} disabled={state === 'sending'}>
            {t('communityActions.report.cancel')}
          </Button>
          <Button type="submit" variant="danger" disabled={!reason || state === 'sending'}>
            {state === 'sending' ? <Spinner className="h-4 w-4" /> : null}
            {state === 'sending'
              ? t('communityActions.report.sending')
              : t('communityActions.report.send')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
