import { useEffect, useState } from 'react';
import { Tabs } from 'radix-ui';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Seo } from '../../../components/seo/seo.tsx';
import { PageCard } from '../../../components/ui/page-card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { timings } from '@qamar/shared';
import { postAuthTarget } from '../../../lib/post-auth-target.ts';
import { useSession } from '../../../lib/session/get-user.ts';
import { useLanguage, useLocalize } from '../../../lib/use-language.ts';
import { LoginForm } from './login-form.tsx';
import { RegisterForm } from './register-form.tsx';

const tabClass =
  'flex-1 rounded-full px-4 py-2.5 text-sm font-extrabold text-ink-600 data-[state=active]:bg-white data-[state=active]:text-night-900 data-[state=active]:shadow-soft';

/** /auth (docs/product/screens.md): sign in or register, then 'Loading your workspace...' and the redirect rules. */
export function AuthPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const localize = useLocalize();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const session = useSession();
  const fromShare = search.get('from') === 'share';
  const [tab, setTab] = useState(
    search.get('tab') === 'register' || fromShare ? 'register' : 'login',
  );
  const [signedIn, setSignedIn] = useState(false);
  const redirecting = signedIn || session.status === 'signed-in';

  useEffect(() => {
    if (!redirecting) return;
    const timer = setTimeout(
      () => void navigate(localize(postAuthTarget(search)), { replace: true }),
      timings.postAuthRedirectDelay,
    );
    return () => clearTimeout(timer);
  }, [redirecting, navigate, localize, search]);

  return (
    <>
      <Seo title={t('seo.auth.title')} description={t('seo.auth.description')} path="/auth" />
      <PageCard
        title={t('auth.title')}
        subtitle={fromShare ? t('auth.fromShare') : t('auth.subtitle')}
      >
        {redirecting ? (
          <div role="status" className="flex flex-col items-center gap-3 py-12 text-night-700">
            <Spinner className="h-10 w-10" />
            <p className="font-bold">{t('auth.loadingWorkspace')}</p>
          </div>
        ) : (
          <Tabs.Root value={tab} onValueChange={setTab} dir={language === 'ar' ? 'rtl' : 'ltr'}>
            <Tabs.List
              aria-label={t('auth.tabs')}
              className="flex gap-1 rounded-full bg-night-50 p-1"
            >
              <Tabs.Trigger value="login" className={tabClass}>
                {t('auth.loginTab')}
              </Tabs.Trigger>
              <Tabs.Trigger value="register" className={tabClass}>
                {t('auth.registerTab')}
              </Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="login" className="mt-6 outline-none">
              <LoginForm onSignedIn={() => setSignedIn(true)} />
            </Tabs.Content>
            <Tabs.Content value="register" className="mt-6 outline-none">
              <RegisterForm onSignedIn={() => setSignedIn(true)} />
            </Tabs.Content>
          </Tabs.Root>
        )}
      </PageCard>
    </>
  );
}
