import { useState, type FormEvent } from 'react';
import { MailCheck } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { emailField, validationMessage } from '@qamar/shared';
import { LocalizedLink } from '../../../components/localized-link.tsx';
import { Seo } from '../../../components/seo/seo.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useForgotPassword } from '../api/account-calls.ts';
import { PageCard } from '../../../components/ui/page-card.tsx';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [sent, setSent] = useState<string>();
  const forgot = useForgotPassword();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validationMessage(emailField, email, language);
    if (problem) {
      setError(problem);
      return;
    }
    try {
      setSent((await forgot.mutateAsync(email)).message);
    } catch (failure) {
      toast({
        title: t('auth.errorTitle'),
        description: errorMessage(failure, t('verifyBanner.failedFallback')),
        variant: 'destructive',
      });
    }
  };

  return (
    <>
      <Seo
        title={t('seo.forgot.title')}
        description={t('seo.forgot.description')}
        path="/forgot-password"
      />
      <PageCard title={t('forgot.title')}>
        {sent ? (
          <div role="status" className="flex flex-col items-center gap-3 text-center">
            <MailCheck className="h-14 w-14 text-teal-600" aria-hidden="true" />
            <h2 className="text-xl font-extrabold text-night-900">{t('forgot.sentTitle')}</h2>
            <p className="text-ink-700">{sent}</p>
          </div>
        ) : (
          <form className="grid gap-4" onSubmit={(event) => void submit(event)} noValidate>
            <p className="text-ink-700">{t('forgot.text')}</p>
            <Field
              label={t('auth.email')}
              type="email"
              dir="ltr"
              autoComplete="email"
              value={email}
              onChange={(e) => {
                setEmail(e.target.value);
                setError(undefined);
              }}
              error={error}
            />
            <Button type="submit" size="lg" className="w-full" disabled={forgot.isPending}>
              {forgot.isPending ? <Spinner className="h-5 w-5" /> : null}
              {forgot.isPending ? t('forgot.sending') : t('forgot.submit')}
            </Button>
          </form>
        )}
        <p className="mt-6 text-center">
          <LocalizedLink to="/auth" className="font-bold text-night-700 underline">
            {t('forgot.back')}
          </LocalizedLink>
        </p>
      </PageCard>
    </>
  );
}
