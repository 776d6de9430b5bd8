import { useLocation } from 'react-router';
import { useTranslation } from '../../lib/use-translation.ts';
import type { SessionState } from '../../lib/session/get-user.ts';
import { LocalizedLink } from '../../components/localized-link.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { stripLanguage } from '../../lib/localized-path.ts';
import { useAdminSession } from '../../lib/session/get-admin.ts';
import { AdminMenu } from './admin-menu.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { Logo } from './logo.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { isNavActive, signedInNav, signedOutNav } from './nav-items.ts';
import { PlanBadge } from './plan-badge.tsx';
import { UserMenu } from './user-menu.tsx';

export function Header({ session }: { session: SessionState }) {
  const { t } = useTranslation();
  const pathname = stripLanguage(useLocation().pathname);
  const items = session.user ? signedInNav : signedOutNav;
  const admin = useAdminSession();
  return (
    <header className="sticky top-0 z-40 border-b border-night-900/5 bg-cream-50/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4">
        <Logo />
        <nav aria-label={t('nav.main')} className="ms-6 hidden items-center gap-1 md:flex">
          {items.map((item) => (
            <LocalizedLink
              key={item.to}
              to={item.to}
              aria-current={isNavActive(item.to, pathname) ? 'page' : undefined}
              className="rounded-full px-3 py-2 text-sm font-bold text-ink-700 hover:bg-night-50 hover:text-night-900 aria-[current=page]:bg-night-900 aria-[current=page]:text-white"
            >
              {t(item.key)}
            </LocalizedLink>
          ))}
        </nav>
        <div className="ms-auto flex items-center gap-2">
          {admin.admin ? <AdminMenu admin={admin.admin} /> : null}
          {session.user ? (
            <span className="hidden sm:inline-flex">
              <PlanBadge subscription={session.user.subscription} />
            </span>
          ) : null}
          <LanguageSwitcher className="hidden h-10 items-center gap-1.5 rounded-full border-2 border-night-900/10 px-3 text-sm font-bold text-night-900 hover:border-night-900/30 sm:inline-flex" />
          {session.user ? (
            <span className="hidden md:inline-flex">
              <UserMenu user={session.user} />
            </span>
          ) : admin.admin ? null : (
            // A signed-in admin has the admin menu only: the parents' sign-in is not theirs.
            <LocalizedLink
              to="/auth"
              className={buttonClasses('primary', 'sm', 'hidden md:inline-flex')}
            >
              {t('nav.signIn')}
            </LocalizedLink>
          )}
          <MobileMenu session={session} />
        </div>
      </div>
    </header>
  );
}
