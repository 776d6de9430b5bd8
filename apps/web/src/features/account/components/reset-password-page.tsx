import { useState, type FormEvent } from 'react';
import { CircleCheck } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.ts';
import { newPasswordField, validationMessage } from '@qamar/shared';
import { LocalizedLink } from '../../../components/localized-link.tsx';
import { Seo } from '../../../components/seo/seo.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useResetPassword } from '../api/account-calls.ts';
import { PageCard } from '../../../components/ui/page-card.tsx';

export function ResetPasswordPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const [done, setDone] = useState<string>();
  const [invalidLink, setInvalidLink] = useState<string>();
  const reset = useResetPassword();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      password: validationMessage(newPasswordField, password, language),
      confirm: confirm === password ? undefined : t('auth.passwordsDontMatch'),
    };
    setErrors(found);
    if (found.password || found.confirm) return;
    try {
      setDone((await reset.mutateAsync({ token, password })).message);
    } catch (error) {
      if (error instanceof ApiError && error.body?.code === 'TOKEN_INVALID')
        setInvalidLink(error.body.message);
      else
        toast({
          title: t('auth.errorTitle'),
          description: errorMessage(error, t('verifyBanner.failedFallback')),
          variant: 'destructive',
        });
    }
  };

  const message = !token ? t('reset.noToken') : invalidLink;
  return (
    <>
      <Seo
        title={t('seo.reset.title')}
        description={t('seo.reset.description')}
        path="/reset-password"
        noindex
      />
      <PageCard title={t('reset.title')}>
        {done ? (
          <div role="status" className="flex flex-col items-center gap-3 text-center">
            <CircleCheck className="h-14 w-14 text-teal-600" aria-hidden="true" />
            <h2 className="text-xl font-extrabold text-night-900">{t('reset.successTitle')}</h2>
            <p className="text-ink-700">{done}</p>
            <LocalizedLink to="/auth" className={buttonClasses('primary', 'md', 'mt-3')}>
              {t('reset.signIn')}
            </LocalizedLink>
          </div>
        ) : message ? (
          <div role="alert" className="flex flex-col items-center gap-3 text-center">
            <p className="text-ink-700">{message}</p>
            <LocalizedLink to="/forgot-password" className={buttonClasses('primary', 'md', 'mt-3')}>
              {t('reset.requestNew')}
            </LocalizedLink>
          </div>
        ) : (
          <form className="grid gap-4" onSubmit={(event) => void submit(event)} noValidate>
            <Field
              label={t('reset.password')}
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              error={errors.password}
            />
            <Field
              label={t('reset.confirm')}
              type="password"
              autoComplete="new-password"
              value={confirm}
              onChange={(e) => setConfirm(e.target.value)}
              error={errors.confirm}
            />
            <Button type="submit" size="lg" className="w-full" disabled={reset.isPending}>
              {reset.isPending ? <Spinner className="h-5 w-5" /> : null}
              {reset.isPending ? t('reset.saving') : t('reset.submit')}
            </Button>
          </form>
        )}
      </PageCard>
    </>
  );
}
