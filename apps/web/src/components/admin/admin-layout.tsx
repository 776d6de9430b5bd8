import { useState, type ReactNode } from 'react';
import { Menu } from 'lucide-react';
import { NavLink } from 'react-router';
import { useTranslation } from '../../lib/use-translation.ts';
import { cn } from '../../lib/cn.ts';
import { Dialog } from '../ui/dialog.tsx';
import { adminSections, type AdminSectionId } from './admin-sections.ts';

function SectionLinks({
  current,
  onNavigate,
}: {
  current: AdminSectionId;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ul className="grid gap-1">
      {adminSections.map((section) => {
        const Icon = section.icon;
        const active = section.id === current;
        return (
          <li key={section.id}>
            <NavLink
              to={section.path}
              onClick={onNavigate}
              aria-current={active ? 'page' : undefined}
              className={cn(
                'flex items-center gap-3 rounded-2xl px-3 py-2.5 text-sm font-bold transition-colors',
                active ? 'bg-night-900 text-moon-300' : 'text-night-900 hover:bg-night-50',
              )}
            >
              <Icon className="h-5 w-5 shrink-0" aria-hidden="true" />
              <span>{t(`adminAccess.sections.${section.id}`)}</span>
            </NavLink>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * Every admin page's frame: the portal's sections beside the page on wide screens, behind a
 * "Sections" button at phone width. Logical properties only, so Arabic mirrors it as designed.
 */
export function AdminLayout({
  section,
  children,
}: {
  section: AdminSectionId;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const current = adminSections.find((entry) => entry.id === section)!;
  const CurrentIcon = current.icon;
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-8 lg:py-10">
      <nav aria-label={t('adminAccess.nav.label')} className="hidden lg:block">
        <div className="sticky top-24 rounded-[var(--radius-card)] bg-white p-3 shadow-soft">
          <p className="px-3 pb-2 pt-1 text-xs font-extrabold uppercase tracking-wide text-ink-500">
            {t('adminAccess.nav.label')}
          </p>
          <SectionLinks current={section} />
        </div>
      </nav>
      <div className="mb-4 flex items-center justify-between gap-3 rounded-2xl bg-white px-3 py-2 shadow-soft lg:hidden">
        <p className="flex min-w-0 items-center gap-2 font-extrabold text-night-900">
          <CurrentIcon className="h-5 w-5 shrink-0" aria-hidden="true" />
          <span className="truncate">{t(`adminAccess.sections.${section}`)}</span>
        </p>
        <button
          type="button"
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => setOpen(true)}
          className="inline-flex h-10 shrink-0 items-center gap-1.5 rounded-full border-2 border-night-900/10 px-3 text-sm font-bold text-night-900 hover:border-night-900/30"
        >
          <Menu className="h-4 w-4" aria-hidden="true" />
          {t('adminAccess.nav.open')}
        </button>
      </div>
      <Dialog open={open} onOpenChange={setOpen} title={t('adminAccess.nav.title')}>
        <nav aria-label={t('adminAccess.nav.label')}>
          <SectionLinks current={section} onNavigate={() => setOpen(false)} />
        </nav>
      </Dialog>
      <div className="min-w-0">{children}</div>
    </div>
  );
}

/** The heading block every admin page opens with. */
export function AdminPageHeading({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children?: ReactNode;
}) {
  return (
    <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0">
        <h1 className="text-3xl font-extrabold text-night-900">{title}</h1>
        {subtitle ? <p className="mt-1 text-ink-600">{subtitle}</p> : null}
      </div>
      {children}
    </header>
  );
}
