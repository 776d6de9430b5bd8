import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Seo } from '../../../components/seo/seo.tsx';

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
