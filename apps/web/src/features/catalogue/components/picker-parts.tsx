import { useId, type ReactNode } from 'react';
import { ArrowLeft, ArrowRight, Plus, Shuffle } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { useLanguage } from '../../../lib/use-language.ts';

/** A titled part of a picker: the parent's own items or the defaults, with its actions. */
export function PickerSection({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <h3 id={id} className="text-lg font-extrabold text-night-900">
          {title}
        </h3>
        {actions}
      </div>
      {children}
    </section>
  );
}

/** "1 of 3 used", coloured when the plan's limit is reached. */
export function UsageBadge({ used, limit }: { used: number; limit: number }) {
  const { t } = useTranslation();
  const full = used >= limit;
  return (
    <span
      className={cn(
        'rounded-full px-2.5 py-0.5 text-xs font-extrabold tabular-nums',
        full ? 'bg-moon-100 text-night-900 ring-1 ring-moon-500/50' : 'bg-night-50 text-night-700',
      )}
    >
      {t('catalogue.usageLabel', { used, limit })}
    </span>
  );
}

/** The list states every picker shares: loading, failed, or the items. */
export function ListState({
  loading,
  failed,
  children,
}: {
  loading: boolean;
  failed: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  if (loading) {
    return (
      <div className="flex justify-center py-8 text-night-700">
        <Spinner className="h-8 w-8" label={t('common.loading')} />
      </div>
    );
  }
  if (failed)
    return (
      <p
        role="alert"
        className="rounded-2xl bg-rose-500/10 p-4 text-sm font-semibold text-rose-500"
      >
        {t('catalogue.loadFailed')}
      </p>
    );
  return <>{children}</>;
}

/** The sticky bottom bar of a picker: what is chosen, and Done. */
export function PickerFooter({
  status,
  done,
  onDone,
}: {
  status: string;
  done: string;
  onDone: () => void;
}) {
  return (
    <div className="sticky bottom-0 -mx-6 -mb-6 mt-6 flex items-center justify-between gap-3 border-t border-night-100 bg-white/95 px-6 py-4 backdrop-blur">
      <p role="status" className="text-sm font-bold text-night-800">
        {status}
      </p>
      <button
        type="button"
        onClick={onDone}
        className="inline-flex h-11 items-center rounded-full bg-night-900 px-6 font-bold text-white shadow-soft hover:bg-night-800"
      >
        {done}
      </button>
    </div>
  );
}

/** The own section's actions: the usage of the plan and the button that opens the nested form. */
export function OwnSectionActions({
  usage,
  createLabel,
  onCreate,
}: {
  usage?: { used: number; limit: number };
  createLabel: string;
  onCreate: () => void;
}) {
  return (
    <>
      {usage ? <UsageBadge used={usage.used} limit={usage.limit} /> : null}
      <Button size="sm" variant="outline" className="ms-auto" onClick={onCreate}>
        <Plus className="h-4 w-4" aria-hidden="true" />
        {createLabel}
      </Button>
    </>
  );
}

/** Shows other default items; disabled when there are no others to show. */
export function ShuffleButton({
  label,
  shuffle,
}: {
  label: string;
  shuffle: { shuffle: () => void; canShuffle: boolean };
}) {
  return (
    <Button
      size="sm"
      variant="ghost"
      className="ms-auto"
      onClick={shuffle.shuffle}
      disabled={!shuffle.canShuffle}
    >
      <Shuffle className="h-4 w-4" aria-hidden="true" />
      {label}
    </Button>
  );
}

/** A picker's nested creation form, with the way back to the lists. */
export function PickerCreating({
  back,
  title,
  onBack,
  children,
}: {
  back: string;
  title: string;
  onBack: () => void;
  children: ReactNode;
}) {
  const Back = useLanguage() === 'ar' ? ArrowRight : ArrowLeft;
  return (
    <div className="grid gap-4">
      <Button variant="ghost" size="sm" className="justify-self-start" onClick={onBack}>
        <Back className="h-4 w-4" aria-hidden="true" />
        {back}
      </Button>
      <h3 className="text-lg font-extrabold text-night-900">{title}</h3>
      {children}
    </div>
  );
}
