import { useId, useState, type ComponentType, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Seo } from '../../../components/seo/seo.tsx';
import { ExternalLink } from 'lucide-react';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { LocalizedLink } from '../../../components/localized-link.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { inputClass } from '../../../components/ui/field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { toast } from '../../../lib/toast.ts';

/** An admin page: its heading, a line saying what it is for, actions beside them, then the page (never indexed). */
export function AdminPage({
  title,
  subtitle,
  actions,
  children,
}: {
  title: string;
  subtitle: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  return (
    <section className="grid gap-6">
      <Seo title={`${title} · Qamar`} description={subtitle} path={pathname} noindex />
      <header className="flex flex-wrap items-end gap-4">
        <div className="me-auto min-w-0">
          <h1 className="text-3xl font-extrabold text-night-900">{title}</h1>
          <p className="mt-1 max-w-2xl text-ink-600">{subtitle}</p>
        </div>
        {actions}
      </header>
      {children}
    </section>
  );
}

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

const tones = {
  neutral: 'bg-night-50 text-night-800',
  good: 'bg-teal-600/10 text-teal-600',
  warn: 'bg-moon-100 text-night-900',
  bad: 'bg-rose-500 text-white',
  star: 'bg-moon-400 text-night-950',
} as const;

export function Badge({
  tone = 'neutral',
  children,
}: {
  tone?: keyof typeof tones;
  children: ReactNode;
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-bold',
        tones[tone],
      )}
    >
      {children}
    </span>
  );
}

/** The button that brings the next page of a keyset-paged list. */
export function LoadMore({
  hasMore,
  loading,
  onMore,
}: {
  hasMore: boolean;
  loading: boolean;
  onMore: () => void;
}) {
  const { t } = useTranslation();
  if (!hasMore) return null;
  return (
    <Button variant="outline" className="justify-self-center" disabled={loading} onClick={onMore}>
      {loading ? <Spinner className="h-4 w-4" /> : null}
      {t('adminContent.common.loadMore')}
    </Button>
  );
}

/** A labelled select for a list's filters. */
export function FilterSelect<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: ReadonlyArray<{ value: T; label: string }>;
  onChange: (value: T) => void;
}) {
  const id = useId();
  return (
    <div className="grid min-w-36 flex-1 gap-1.5 sm:flex-none">
      <label htmlFor={id} className="text-sm font-bold text-ink-700">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as T)}
        className={cn(inputClass, 'py-2.5')}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Chips choosing one value of a filter (each says how it is chosen to assistive technology); `showLabel` writes the filter's name before them. */
export function FilterChips<T extends string>({
  label,
  value,
  options,
  onChange,
  showLabel,
}: {
  label: string;
  value: T;
  options: ReadonlyArray<{ value: T; label: string; count?: number }>;
  onChange: (value: T) => void;
  showLabel?: boolean;
}) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap items-center gap-2">
      {showLabel ? (
        <span className="me-1 text-sm font-bold text-ink-600" aria-hidden="true">
          {label}
        </span>
      ) : null}
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
          className={cn(
            'inline-flex h-9 items-center gap-1.5 rounded-full border-2 px-3.5 text-sm font-bold transition-colors',
            value === option.value
              ? 'border-night-900 bg-night-900 text-white'
              : 'border-night-900/15 bg-white text-night-900 hover:border-night-900/40',
          )}
        >
          {option.label}
          {option.count !== undefined ? (
            <span
              className={cn(
                'rounded-full px-1.5 text-xs tabular-nums',
                value === option.value ? 'bg-white/20' : 'bg-night-50',
              )}
            >
              {option.count}
            </span>
          ) : null}
        </button>
      ))}
    </div>
  );
}

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

/** Runs an action with a toast for its outcome (the server's own words when it refuses). */
export async function withToast(
  run: () => Promise<unknown>,
  texts: { done: string; failed: string },
): Promise<void> {
  try {
    await run();
    toast({ title: texts.done, variant: 'success' });
  } catch (failure) {
    toast({ title: texts.failed, description: errorMessage(failure, ''), variant: 'destructive' });
  }
}

/** A story's title as a list shows it, with its number. */
export function StoryTitle({
  as: Heading,
  title,
  id,
}: {
  as: 'h2' | 'h3';
  title: string;
  id: number;
}) {
  return (
    <Heading className="text-lg font-extrabold text-night-900">
      <bdi>{title}</bdi> <span className="text-sm font-bold text-ink-500">#{id}</span>
    </Heading>
  );
}

/** Opens a story on its own page (admins may read any story), in the admin's language. */
export function ReadStoryLink({
  id,
  label,
  accessibleName,
}: {
  id: number;
  label: string;
  accessibleName?: string;
}) {
  return (
    <LocalizedLink
      to={`/story/${id}`}
      className={buttonClasses('outline', 'sm')}
      aria-label={accessibleName}
    >
      <ExternalLink className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
      {label}
    </LocalizedLink>
  );
}
