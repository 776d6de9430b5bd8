import { useEffect, useRef, type ComponentType, type ReactNode } from 'react';
import { Link } from 'react-router';
import { BookOpen, ClipboardList, Flag, Gauge, Inbox, Quote, ScrollText, Shapes, Users } from 'lucide-react';
import { useTranslation } from '../../lib/use-translation.ts';
import { cn } from '../../lib/cn.ts';
import { adminSections, type AdminSectionId } from './admin-sections.ts';

const icons: Record<AdminSectionId, ComponentType<{ className?: string; 'aria-hidden'?: 'true' }>> = {
  dashboard: Gauge,
  'api-logs': ScrollText,
  users: Users,
  stories: BookOpen,
  reports: Flag,
  testimonials: Quote,
  catalogue: Shapes,
  feedback: Inbox,
  audit: ClipboardList,
};

/**
 * The admin portal's frame: its sections beside the page on wide screens, a row of them above it
 * on narrow ones (scrolling sideways), the current one marked.
 */
export function AdminLayout({ section, children }: { section: AdminSectionId; children: ReactNode }) {
  const { t } = useTranslation();
  const current = useRef<HTMLAnchorElement>(null);
  // On a phone the sections scroll sideways: the current one is brought into view (in either direction).
  useEffect(() => {
    current.current?.scrollIntoView({ block: 'nearest', inline: 'center' });
  }, [section]);
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-6 lg:grid-cols-[14rem_minmax(0,1fr)] lg:py-10">
      <nav aria-label={t('adminShell.navigation')} className="-mx-4 overflow-x-auto px-4 lg:mx-0 lg:overflow-visible lg:px-0">
        <p className="mb-3 hidden text-xs font-extrabold uppercase tracking-wide text-ink-500 lg:block">{t('adminShell.title')}</p>
        <ul className="flex gap-2 lg:flex-col lg:gap-1">
          {adminSections.map(({ id, path }) => {
            const Icon = icons[id];
            return (
              <li key={id} className="shrink-0">
                <Link
                  ref={id === section ? current : undefined}
                  to={path}
                  aria-current={id === section ? 'page' : undefined}
                  className={cn(
                    'flex items-center gap-2 rounded-full px-3 py-2 text-sm font-bold text-ink-700 hover:bg-night-50 hover:text-night-900 lg:rounded-2xl',
                    'aria-[current=page]:bg-night-900 aria-[current=page]:text-white',
                  )}
                >
                  <Icon className="h-4 w-4 shrink-0" aria-hidden="true" />
                  {t(`adminShell.sections.${id}`)}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="min-w-0">{children}</div>
    </div>
  );
}
