import { lazy, Suspense, useRef, useState } from 'react';
import { Menu } from 'lucide-react';
import { useTranslation } from '../../lib/use-translation.ts';
import type { SessionState } from '../../lib/session/get-user.ts';

// The panel (a modal dialog) is loaded on the first open: wide screens never show it.
const MobileMenuPanel = lazy(() =>
  import('./mobile-menu-panel.tsx').then((module) => ({ default: module.MobileMenuPanel })),
);

/** The same items as the header, in a panel sliding from the inline end. */
export function MobileMenu({ session }: { session: SessionState }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-label={t('nav.openMenu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        className="inline-flex h-10 w-10 items-center justify-center rounded-full text-night-900 hover:bg-night-50 md:hidden"
      >
        <Menu className="h-6 w-6" aria-hidden="true" />
      </button>
      {opened ? (
        <Suspense fallback={null}>
          <MobileMenuPanel
            session={session}
            open={open}
            onOpenChange={setOpen}
            returnFocusTo={trigger}
          />
        </Suspense>
      ) : null}
    </>
  );
}
