import type { ReactNode } from 'react';

/** The narrow centred card of the sign-in and account pages. */
export function PageCard({
  title,
  subtitle,
  icon,
  children,
}: {
  title: string;
  subtitle?: string;
  icon?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="mx-auto w-full max-w-md px-4 py-10">
      <div className="rounded-[var(--radius-card)] bg-white p-6 shadow-soft sm:p-8">
        <div className="flex flex-col items-center text-center">
          {icon ? (
            <span className="mb-4 flex h-14 w-14 items-center justify-center rounded-2xl bg-night-900 text-moon-300">
              {icon}
            </span>
          ) : null}
          <h1 className="text-3xl font-extrabold text-night-900">{title}</h1>
          {subtitle ? <p className="mt-2 text-ink-600">{subtitle}</p> : null}
        </div>
        <div className="mt-6">{children}</div>
      </div>
    </section>
  );
}
