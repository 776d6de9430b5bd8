import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { inputClass } from '../../../components/ui/field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { toast } from '../../../lib/toast.ts';

export interface ReasonRequest {
  title: string;
  description: string;
  confirm: string;
  /** The author reads the reason: removing and hiding need one. */
  required: boolean;
  danger?: boolean;
  run: (reason: string) => Promise<unknown>;
  done: string;
}

/**
 * The dialog of a moderation decision: what it does, the reason its author will read (required
 * where the decision takes something away), and the decision itself.
 */
export function ReasonDialog({
  request,
  onClose,
}: {
  request: ReasonRequest | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={request !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={request?.title ?? ''}
      description={request?.description}
    >
      {/* The form lives inside the dialog's content, so each opening starts empty. */}
      {request ? <ReasonForm request={request} onClose={onClose} /> : null}
    </Dialog>
  );
}

function ReasonForm({ request, onClose }: { request: ReasonRequest; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const submit = async () => {
    if (request.required && reason.trim() === '') {
      setError(t('adminContent.common.reasonRequired'));
      return;
    }
    setPending(true);
    try {
      await request.run(reason.trim());
      toast({ title: request.done, variant: 'success' });
      onClose();
    } catch (failure) {
      setError(errorMessage(failure, t('adminContent.common.actionFailed')));
    } finally {
      setPending(false);
    }
  };
  return (
    <form
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className="grid gap-1.5">
        <label htmlFor={id} className="text-sm font-bold text-ink-700">
          {request.required
            ? t('adminContent.common.reason')
            : t('adminContent.common.reasonOptional')}
        </label>
        <textarea
          id={id}
          rows={3}
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          className={cn(inputClass, 'resize-y')}
        />
        <p id={`${id}-hint`} className="text-xs text-ink-600">
          {t('adminContent.common.reasonHint')}
        </p>
        {error ? (
          <p id={`${id}-error`} className="text-sm font-semibold text-rose-500">
            {error}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={onClose}>
          {t('adminContent.common.cancel')}
        </Button>
        <Button type="submit" variant={request.danger ? 'danger' : 'primary'} disabled={pending}>
          {pending ? <Spinner className="h-4 w-4" /> : null}
          {request.confirm}
        </Button>
      </div>
    </form>
  );
}
