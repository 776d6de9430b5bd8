import { Suspense, useLayoutEffect } from 'react';
import { Direction } from 'radix-ui';
import { Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { locales } from '@qamar/shared';
import { VerificationBanner } from '../../features/account/components/verification-banner.tsx';
import { CookieBanner } from '../../features/consent/components/cookie-banner.tsx';
import { FeedbackButton } from '../../features/feedback/components/feedback-button.tsx';
import { useSession } from '../../lib/session/get-user.ts';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { Toaster } from '../../components/ui/toaster.tsx';
import { applyDocumentLanguage, i18next } from '../../lib/i18n.ts';
import { languageOfPath, stripLanguage } from '../../lib/localized-path.ts';
import { storageKeys, writeStorage } from '../../lib/storage.ts';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';

/** The footer shows everywhere but on the landing page (SPEC.md 2). */
function showsFooter(pathname: string): boolean {
  return stripLanguage(pathname) !== '/';
}

export function RootLayout() {
  const { t } = useTranslation();
  const location = useLocation();
  const language = languageOfPath(location.pathname);
  const session = useSession();

  // Language comes from the URL; it is applied before paint so nothing flashes in the other language.
  useLayoutEffect(() => {
    if (i18next.language !== language) void i18next.changeLanguage(language);
    applyDocumentLanguage(language);
    writeStorage(storageKeys.preferredLanguage, language);
  }, [language]);

  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [location.pathname]);

  return (
    <Direction.Provider dir={locales[language].dir}>
      <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:start-4 focus:top-4 focus:z-[60] focus:rounded-full focus:bg-white focus:px-4 focus:py-2 focus:font-bold">
        {t('common.skipToContent')}
      </a>
      <div className="flex min-h-dvh flex-col">
        <Header session={session} />
        {session.user && !session.user.emailVerified ? <VerificationBanner user={session.user} /> : null}
        <main id="main" className="flex-1">
          {session.status === 'loading' ? (
            <PageSpinner label={t('common.checkingSession')} />
          ) : (
            <Suspense fallback={<PageSpinner label={t('common.loading')} />}>
              <Outlet />
            </Suspense>
          )}
        </main>
        {showsFooter(location.pathname) ? <Footer /> : null}
      </div>
      <FeedbackButton />
      <CookieBanner />
      <Toaster />
    </Direction.Provider>
  );
}
