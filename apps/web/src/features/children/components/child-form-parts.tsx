import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn.ts';

export const chipClass = (on: boolean) =>
  cn(
    'rounded-full border-2 px-3 py-1.5 text-sm font-bold transition-colors',
    on
      ? 'border-night-900 bg-night-900 text-white'
      : 'border-night-900/15 bg-white text-ink-700 hover:border-night-600',
  );

export function Section({
  title,
  hint,
  children,
}: {
  title: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className="grid gap-2">
      <legend className="text-sm font-bold text-ink-700">{title}</legend>
      {hint ? <p className="-mt-1 text-sm text-ink-500">{hint}</p> : null}
      {children}
    </fieldset>
  );
}

export function Chips<T extends string>({
  ids,
  chosen,
  label,
  onToggle,
  testId,
}: {
  ids: readonly T[];
  chosen: readonly T[];
  label: (id: T) => string;
  onToggle: (id: T) => void;
  testId: string;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      {ids.map((id) => (
        <button
          key={id}
          type="button"
          aria-pressed={chosen.includes(id)}
          onClick={() => onToggle(id)}
          className={chipClass(chosen.includes(id))}
          data-testid={`${testId}-${id}`}
        >
          {label(id)}
        </button>
      ))}
    </div>
  );
}
