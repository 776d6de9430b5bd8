import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { useTranslation } from '../../lib/use-translation.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { lazyTexts } from '../../lib/lazy-texts.tsx';
import { cn } from '../../lib/cn.ts';
import { adminSections, type AdminSectionId } from './admin-sections.ts';

const { Texts: AdminShellTexts } = lazyTexts('adminShell', {
  en: () => import('../../locales/admin-shell.en.ts').then((module) => module.adminShellEn),
  ar: () => import('../../locales/admin-shell.ar.ts').then((module) => module.adminShellAr),
});

function Sections({ current }: { current: AdminSectionId }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('adminShell.label')} className="lg:sticky lg:top-24">
      <ul className="-mx-4 flex gap-1 overflow-x-auto px-4 pb-1 lg:mx-0 lg:grid lg:overflow-visible lg:rounded-[var(--radius-card)] lg:bg-white lg:p-3 lg:shadow-soft">
        {adminSections.map(({ id, path, icon: Icon }) => (
          <li key={id} className="shrink-0">
            <NavLink
              to={path}
              aria-current={id === current ? 'page' : undefined}
              className={cn(
                'flex items-center gap-2.5 whitespace-nowrap rounded-full px-3.5 py-2 text-sm font-bold transition-colors lg:rounded-2xl',
                id === current ? 'bg-night-900 text-moon-300' : 'bg-white text-night-900 shadow-soft hover:bg-night-50 lg:bg-transparent lg:shadow-none',
              )}
            >
              <Icon className="h-4 w-4 shrink-0 lg:h-5 lg:w-5" aria-hidden="true" />
              {t(`adminShell.sections.${id}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * Every admin page's frame: the portal's sections beside the page on wide screens, above it as a
 * row that scrolls sideways on a phone. Logical properties only, so Arabic mirrors it.
 */
export function AdminLayout({ section, children }: { section: AdminSectionId; children: ReactNode }) {
  const language = useLanguage();
  return (
    <AdminShellTexts language={language}>
      <div className="mx-auto grid w-full max-w-7xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-6 lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-8 lg:py-10">
        <div className="min-w-0">
          <Sections current={section} />
        </div>
        <div className="min-w-0">{children}</div>
      </div>
    </AdminShellTexts>
  );
}
