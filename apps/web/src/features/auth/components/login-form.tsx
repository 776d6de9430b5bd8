import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { LocalizedLink } from '../../../components/localized-link.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useCaptchaStep } from '../../../components/captcha/use-captcha-step.tsx';
import { toast } from '../../../lib/toast.ts';
import { useLogin } from '../api/sign-in.ts';
import { signInFailure } from './sign-in-failure.ts';

export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const login = useLogin();
  const captcha = useCaptchaStep();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password) {
      toast({
        title: t('auth.errorTitle'),
        description: t('auth.required'),
        variant: 'destructive',
      });
      return;
    }
    if (captcha.missing) {
      toast({
        title: t('auth.errorTitle'),
        description: t('auth.captchaRequired'),
        variant: 'destructive',
      });
      return;
    }
    try {
      await login.mutateAsync({ email, password, ...captcha.body });
      toast({
        title: t('auth.loginSuccess'),
        description: t('auth.loginSuccessDescription'),
        variant: 'success',
      });
      onSignedIn();
    } catch (error) {
      captcha.settle(error);
      toast({
        title: t('auth.loginFailed'),
        description: signInFailure(
          error,
          t('auth.loginFailed'),
          t('auth.loginFailedFallback'),
          t('auth.invalidResponse'),
        ),
        variant: 'destructive',
      });
    }
  };

  return (
    <form className="grid gap-4" onSubmit={(event) => void submit(event)} noValidate>
      <Field
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        dir="ltr"
        placeholder={t('auth.emailPlaceholder')}
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        required
      />
      <Field
        label={t('auth.password')}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        required
      />
      {captcha.field}
      <LocalizedLink
        to="/forgot-password"
        className="-mt-1 justify-self-end text-sm font-bold text-night-700 underline"
      >
        {t('auth.forgot')}
      </LocalizedLink>
      <Button type="submit" size="lg" disabled={login.isPending} className="w-full">
        {login.isPending ? <Spinner className="h-5 w-5" /> : null}
        {login.isPending ? t('auth.signingIn') : t('auth.signIn')}
      </Button>
    </form>
  );
}
