import type { ReactNode } from 'react';

export function Panel({
  title,
  caption,
  children,
  className,
}: {
  title: string;
  caption?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      className={`grid min-w-0 grid-cols-[minmax(0,1fr)] content-start gap-3 rounded-[var(--radius-card)] bg-white p-4 shadow-soft sm:p-5 ${className ?? ''}`}
    >
      <div>
        <h2 className="font-extrabold text-night-900">{title}</h2>
        {caption ? <p className="text-sm text-ink-600">{caption}</p> : null}
      </div>
      {children}
    </section>
  );
}

export const rowHead = 'px-2 py-2 text-start font-bold text-night-900 sm:px-3';

/** On a phone a figure may wrap before its unit («396 ملّي ثانية»), so that no table outgrows its card. */
export const td = 'px-2 py-2 tabular-nums sm:whitespace-nowrap sm:px-3';

/** Columns a phone leaves out (the stage table keeps its times; the queue table waiting, running and the oldest wait). */
export const wide = 'hidden sm:table-cell';
