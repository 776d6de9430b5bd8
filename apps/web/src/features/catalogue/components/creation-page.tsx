import type { ReactNode } from 'react';

/** The frame of the standalone creation pages: a heading and one wide card. */
export function CreationPage({
  icon,
  title,
  subtitle,
  children,
}: {
  icon: ReactNode;
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-10">
      <header className="mb-6 flex items-start gap-4">
        <span className="flex h-14 w-14 shrink-0 items-center justify-center rounded-2xl bg-night-900 text-moon-300">
          {icon}
        </span>
        <div>
          <h1 className="text-3xl font-extrabold text-night-900 sm:text-4xl">{title}</h1>
          <p className="mt-1 text-ink-600">{subtitle}</p>
        </div>
      </header>
      <div className="rounded-[var(--radius-card)] bg-white p-5 shadow-soft sm:p-8">{children}</div>
    </section>
  );
}
