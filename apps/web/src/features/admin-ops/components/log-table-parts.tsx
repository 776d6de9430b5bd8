import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn.ts';

/** The logs' tables from tablet width; phones get a card per row instead. */
export const wideTable =
  'hidden overflow-x-auto rounded-[var(--radius-card)] bg-white shadow-soft md:block';

export const cell = 'whitespace-nowrap px-3 py-2.5 align-top tabular-nums';

export const outcomeStyles: Record<string, string> = {
  ok: 'bg-teal-600/10 text-teal-600',
  error: 'bg-rose-500/10 text-rose-500',
  timeout: 'bg-rose-500/10 text-rose-500',
  fallback: 'bg-moon-100 text-night-900',
};

export const statusStyle = (status: number) =>
  status >= 500
    ? 'bg-rose-500 text-white'
    : status >= 400
      ? 'bg-rose-500/10 text-rose-500'
      : 'bg-teal-600/10 text-teal-600';

export function Badge({
  className,
  children,
  title,
}: {
  className: string;
  children: ReactNode;
  title?: string;
}) {
  return (
    <span
      title={title}
      className={cn('inline-flex rounded-full px-2.5 py-0.5 text-xs font-extrabold', className)}
    >
      {children}
    </span>
  );
}

/** What stays LTR inside Arabic text: engine and model names, routes, methods. */
export const Code = ({ children }: { children: ReactNode }) => (
  <bdi dir="ltr" className="font-mono text-xs">
    {children}
  </bdi>
);

export function Pair({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid min-w-0">
      <dt className="text-xs font-bold text-ink-500">{label}</dt>
      <dd className="truncate tabular-nums text-ink-900">{children}</dd>
    </div>
  );
}
