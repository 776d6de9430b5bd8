import type { ReactNode } from 'react';

/** One white card of an account's page, titled. */
export function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section
      className="rounded-[var(--radius-card)] bg-white p-5 shadow-soft sm:p-6"
      aria-label={title}
    >
      <h2 className="mb-4 text-lg font-extrabold text-night-900">{title}</h2>
      {children}
    </section>
  );
}

/** Terms and their values, two columns that wrap a long value rather than widen the page. */
export function Facts({ rows }: { rows: Array<[string, ReactNode]> }) {
  return (
    <dl className="grid gap-3">
      {rows.map(([term, value]) => (
        <div key={term} className="grid grid-cols-[minmax(0,10rem)_minmax(0,1fr)] gap-3 text-sm">
          <dt className="font-bold text-ink-600">{term}</dt>
          <dd className="min-w-0 break-words text-ink-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
