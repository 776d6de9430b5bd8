import type { RefObject } from 'react';
import { Dialog } from 'radix-ui';
import { LogOut, X } from 'lucide-react';
import { useLocation } from 'react-router';
import { useTranslation } from '../../lib/use-translation.ts';
import type { SessionState } from '../../lib/session/get-user.ts';
import { useAdminSession } from '../../lib/session/get-admin.ts';
import { useSignOut } from '../../lib/session/use-sign-out.ts';
import { LocalizedLink } from '../../components/localized-link.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { stripLanguage } from '../../lib/localized-path.ts';
import { LanguageSwitcher } from './language-switcher.tsx';
import { isNavActive, signedInNav, signedOutNav, userMenuItems } from './nav-items.ts';
import { PlanBadge } from './plan-badge.tsx';

const linkClass =
  'block rounded-2xl px-4 py-3 text-lg font-bold text-night-900 hover:bg-night-50 aria-[current=page]:bg-night-50';

export interface MobileMenuPanelProps {
  session: SessionState;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu button: it has focus back when the panel closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

export function MobileMenuPanel({
  session,
  open,
  onOpenChange,
  returnFocusTo,
}: MobileMenuPanelProps) {
  const { t } = useTranslation();
  const pathname = stripLanguage(useLocation().pathname);
  const signOut = useSignOut();
  const admin = useAdminSession();
  const items = session.user ? signedInNav : signedOutNav;
  const close = () => onOpenChange(false);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-night-950/50 data-[state=open]:animate-[fade-in_200ms_ease-out]" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            if (!returnFocusTo.current?.isConnected) return;
            event.preventDefault();
            returnFocusTo.current.focus();
          }}
          className="fixed inset-y-0 end-0 z-50 flex w-[min(22rem,88vw)] flex-col gap-4 overflow-y-auto bg-cream-50 p-5 shadow-soft data-[state=open]:animate-[fade-in_200ms_ease-out]"
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-lg font-extrabold text-night-900">
              {t('nav.menuTitle')}
            </Dialog.Title>
            <Dialog.Close
              aria-label={t('nav.closeMenu')}
              className="rounded-full p-2 text-night-900 hover:bg-night-50"
            >
              <X className="h-6 w-6" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{t('nav.main')}</Dialog.Description>
          {session.user ? <PlanBadge subscription={session.user.subscription} /> : null}
          <nav aria-label={t('nav.main')} className="grid gap-1">
            {items.map((item) => (
              <LocalizedLink
                key={item.to}
                to={item.to}
                onClick={close}
                className={linkClass}
                aria-current={isNavActive(item.to, pathname) ? 'page' : undefined}
              >
                {t(item.key)}
              </LocalizedLink>
            ))}
          </nav>
          <div className="grid gap-1 border-t border-night-100 pt-4">
            {session.user ? (
              <>
                {userMenuItems.map((item) => (
                  <LocalizedLink key={item.to} to={item.to} onClick={close} className={linkClass}>
                    {t(item.key)}
                  </LocalizedLink>
                ))}
                <button
                  type="button"
                  className={cn(linkClass, 'flex items-center gap-2 text-start')}
                  onClick={() => {
                    close();
                    void signOut();
                  }}
                >
                  <LogOut className="h-5 w-5" aria-hidden="true" />
                  {t('nav.signOut')}
                </button>
              </>
            ) : admin.admin ? null : (
              <LocalizedLink
                to="/auth"
                onClick={close}
                className={buttonClasses('primary', 'lg', 'w-full')}
              >
                {t('nav.signIn')}
              </LocalizedLink>
            )}
          </div>
          <LanguageSwitcher />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
