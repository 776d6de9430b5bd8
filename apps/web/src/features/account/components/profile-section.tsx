import { useId, type ReactNode } from 'react';

export function Section({
  title,
  children,
  tone = 'default',
}: {
  title: string;
  children: ReactNode;
  tone?: 'default' | 'danger';
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={`rounded-[var(--radius-card)] bg-white p-6 shadow-soft ${tone === 'danger' ? 'ring-2 ring-rose-500/30' : ''}`}
    >
      <h2
        id={id}
        className={`text-xl font-extrabold ${tone === 'danger' ? 'text-rose-500' : 'text-night-900'}`}
      >
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}
