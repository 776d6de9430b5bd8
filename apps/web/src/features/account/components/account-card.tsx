import type { ReactNode } from 'react';

/** The narrow centred card of the account pages (verify, forgot, reset). */
export function AccountCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mx-auto w-full max-w-md px-4 py-10">
      <div className="rounded-[var(--radius-card)] bg-white p-6 shadow-soft sm:p-8">
        <h1 className="text-center text-3xl font-extrabold text-night-900">{title}</h1>
        <div className="mt-6">{children}</div>
      </div>
    </section>
  );
}
