import { useEffect, useState } from 'react';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.ts';
import { LocalizedLink } from '../../../components/localized-link.tsx';
import { Seo } from '../../../components/seo/seo.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useVerifyEmail } from '../api/account-calls.ts';
import { PageCard } from '../../../components/ui/page-card.tsx';

/** Tokens already sent: a link is single-use, so a re-render (or React's double effects) must not spend it twice. */
const attempted = new Set<string>();

export function VerifyEmailPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const verify = useVerifyEmail();
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);

  useEffect(() => {
    if (!token || attempted.has(token)) return;
    attempted.add(token);
    verify.mutateAsync(token).then(
      (response) => setResult({ ok: true, message: response.message }),
      (error: unknown) =>
        setResult({ ok: false, message: errorMessage(error, t('verifyEmail.failedTitle')) }),
    );
  }, [token, verify, t]);

  return (
    <>
      <Seo
        title={t('seo.verifyEmail.title')}
        description={t('seo.verifyEmail.description')}
        path="/verify-email"
        noindex
      />
      <PageCard title={t('verifyEmail.title')}>
        {!token ? (
          <p className="text-center text-ink-700">{t('verifyEmail.noToken')}</p>
        ) : !result ? (
          <div role="status" className="flex flex-col items-center gap-3 py-6 text-night-700">
            <Spinner className="h-10 w-10" />
            <p className="font-bold">{t('verifyEmail.checking')}</p>
          </div>
        ) : (
          <div role="status" className="flex flex-col items-center gap-3 text-center">
            {result.ok ? (
              <CircleCheck className="h-14 w-14 text-teal-600" aria-hidden="true" />
            ) : (
              <CircleAlert className="h-14 w-14 text-rose-500" aria-hidden="true" />
            )}
            <h2 className="text-xl font-extrabold text-night-900">
              {result.ok ? t('verifyEmail.successTitle') : t('verifyEmail.failedTitle')}
            </h2>
            <p className="text-ink-700">
              {result.ok ? t('verifyEmail.successText') : result.message}
            </p>
            <LocalizedLink
              to={result.ok ? '/create' : '/auth'}
              className={buttonClasses('primary', 'md', 'mt-3')}
            >
              {result.ok ? t('verifyEmail.continue') : t('verifyEmail.signIn')}
            </LocalizedLink>
          </div>
        )}
      </PageCard>
    </>
  );
}
