import { lazy, Suspense, useLayoutEffect } from 'react';
import { Direction } from 'radix-ui';
import { Outlet, useLocation } from 'react-router';
import { useTranslation } from '../../lib/use-translation.ts';
import { locales } from '@qamar/shared';
import { CookieBanner } from '../../features/consent/components/cookie-banner.tsx';
import { FeedbackButton } from '../../features/feedback/components/feedback-button.tsx';
import { useFirstScreen } from '../../lib/first-screen.ts';
import { useSession } from '../../lib/session/get-user.ts';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { applyDocumentLanguage, i18n, switchLanguage } from '../../lib/i18n.ts';
import { stripLanguage } from '../../lib/localized-path.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { storageKeys, writeStorage } from '../../lib/storage.ts';
import { Header } from './header.tsx';
import { AppTexts } from './app-texts.tsx';
import { PageErrorBoundary } from './page-error-boundary.tsx';
import { ToastOutlet } from './toast-outlet.tsx';

// The landing page has no footer, so it does not load it.
const Footer = lazy(() => import('./footer.tsx').then((module) => ({ default: module.Footer })));
// Only a signed-in parent with an unverified email sees the banner; nobody else loads it.
const VerificationBanner = lazy(() =>
  import('../../features/account/components/verification-banner.tsx').then((module) => ({
    default: module.VerificationBanner,
  })),
);

// Only a parent on a paid plan can have a failed payment; nobody else loads the banner.
const PaymentBanner = lazy(() =>
  import('../../features/billing/components/payment-banner.tsx').then((module) => ({
    default: module.PaymentBanner,
  })),
);

/** The landing page has no footer (docs/product/screens.md) and needs only the texts loaded at start. */
function isLandingPage(pathname: string): boolean {
  return stripLanguage(pathname) === '/';
}

export function RootLayout() {
  const { t } = useTranslation();
  const location = useLocation();
  const language = useLanguage();
  const session = useSession();
  // A first screen rendered into the page's HTML ends before the footer: the rest of the page arrives above it.
  const firstScreen = useFirstScreen();

  // Language comes from the URL (on admin pages, from the stored preference); it is applied before paint so nothing flashes in the other language.
  // A switch loads the other language's texts first; i18n.ts sets <html lang dir> once they are in.
  useLayoutEffect(() => {
    if (i18n.language === language) applyDocumentLanguage(language);
    else void switchLanguage(language);
    writeStorage(storageKeys.preferredLanguage, language);
  }, [language]);

  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [location.pathname]);

  return (
    <Direction.Provider dir={locales[language].dir}>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:start-4 focus:top-4 focus:z-[60] focus:rounded-full focus:bg-white focus:px-4 focus:py-2 focus:font-bold"
      >
        {t('common.skipToContent')}
      </a>
      <div className="flex min-h-dvh flex-col">
        <Header session={session} />
        {session.user && !session.user.emailVerified ? (
          <Suspense fallback={null}>
            <VerificationBanner user={session.user} />
          </Suspense>
        ) : null}
        {session.user &&
        session.user.subscription !== 'Free' &&
        !isLandingPage(location.pathname) ? (
          <Suspense fallback={null}>
            <AppTexts language={language}>
              <PaymentBanner />
            </AppTexts>
          </Suspense>
        ) : null}
        <main id="main" className="flex-1">
          {session.status === 'loading' ? (
            <PageSpinner label={t('common.checkingSession')} />
          ) : (
            <PageErrorBoundary key={location.pathname}>
              <Suspense fallback={<PageSpinner label={t('common.loading')} />}>
                {isLandingPage(location.pathname) ? (
                  <Outlet />
                ) : (
                  <AppTexts language={language}>
                    <Outlet />
                  </AppTexts>
                )}
              </Suspense>
            </PageErrorBoundary>
          )}
        </main>
        {!isLandingPage(location.pathname) && !firstScreen ? (
          <Suspense fallback={null}>
            <Footer />
          </Suspense>
        ) : null}
      </div>
      <FeedbackButton />
      <CookieBanner />
      <ToastOutlet />
    </Direction.Provider>
  );
}
