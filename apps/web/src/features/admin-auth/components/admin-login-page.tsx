import { useState, type FormEvent } from 'react';
import { KeyRound, ShieldCheck } from 'lucide-react';
import { useMutation } from '@tanstack/react-query';
import { Navigate, useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { AdminLoginResponse } from '@qamar/shared';
import { LocalizedLink } from '../../../components/localized-link.tsx';
import { Seo } from '../../../components/seo/seo.tsx';
import { PageCard } from '../../../components/ui/page-card.tsx';
import { useCaptchaStep } from '../../../components/captcha/use-captcha-step.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { PageSpinner, Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { useAdminSession } from '../../../lib/session/get-admin.ts';
import { useApplyAdminSession } from '../../../lib/session/sign-in.ts';
import { toast } from '../../../lib/toast.ts';
import { EnrolmentStep, RecoveryCodesStep, type EnrolmentAnswer } from './enrolment-step.tsx';
import { SecondStep, type CodeAnswer } from './second-step.tsx';

const DASHBOARD = '/admin/dashboard';

type Stage =
  | { step: 'password' }
  | { step: 'code' | 'enrol'; stepToken: string }
  | { step: 'recovery-codes'; answer: EnrolmentAnswer };

/**
 * /admin-login and /admin/login: username, password with show/hide; only the error toast
 * on a wrong password. Then the second step (docs/admin-access.md): the authenticator's code, or at
 * the first sign-in, enrolling the app and saving the recovery codes.
 */
export function AdminLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useAdminSession();
  const applyAdmin = useApplyAdminSession();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ username?: string; password?: string }>({});
  const [stage, setStage] = useState<Stage>({ step: 'password' });
  const captcha = useCaptchaStep();
  const login = useMutation({
    mutationFn: () =>
      apiRequest<AdminLoginResponse>('/api/admin/login', {
        method: 'POST',
        body: { username, password, ...captcha.body },
        token: 'none',
      }),
  });

  if (session.status === 'loading') return <PageSpinner label={t('common.checkingSession')} />;
  if (session.status === 'signed-in') return <Navigate to={DASHBOARD} replace />;

  const enter = async ({ admin, token }: CodeAnswer | EnrolmentAnswer, left?: number) => {
    applyAdmin(admin, token);
    const description =
      left !== undefined && left < 10
        ? t('adminAccess.signIn.codesLeft', { count: left })
        : t('admin.successDescription');
    toast({ title: t('admin.success'), description, variant: 'success' });
    await navigate(DASHBOARD);
  };
  const startOver = () => {
    setPassword('');
    setStage({ step: 'password' });
  };

  if (stage.step !== 'password') {
    const titles = {
      code: [t('adminAccess.signIn.codeTitle'), t('adminAccess.signIn.codeSubtitle')],
      enrol: [t('adminAccess.signIn.enrolTitle'), undefined],
      'recovery-codes': [t('adminAccess.signIn.recoveryTitle'), undefined],
    } as const;
    const [title, subtitle] = titles[stage.step];
    return (
      <>
        <Seo
          title={t('seo.adminLogin.title')}
          description={t('seo.adminLogin.description')}
          path="/admin/login"
          noindex
        />
        <PageCard
          title={title}
          subtitle={subtitle}
          icon={<KeyRound className="h-7 w-7" aria-hidden="true" />}
        >
          {stage.step === 'recovery-codes' ? (
            <RecoveryCodesStep
              codes={stage.answer.recoveryCodes}
              onDone={() => void enter(stage.answer)}
            />
          ) : stage.step === 'code' ? (
            <SecondStep
              stepToken={stage.stepToken}
              onStartOver={startOver}
              onSignedIn={(answer) => void enter(answer, answer.recoveryCodesLeft)}
            />
          ) : (
            <EnrolmentStep
              stepToken={stage.stepToken}
              onStartOver={startOver}
              onEnrolled={(answer) => setStage({ step: 'recovery-codes', answer })}
            />
          )}
        </PageCard>
      </>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      username: username.trim() ? undefined : t('admin.usernameRequired'),
      password: password.length >= 6 ? undefined : t('admin.passwordTooShort'),
    };
    setErrors(found);
    if (found.username || found.password) return;
    if (captcha.missing) {
      toast({
        title: t('admin.failed'),
        description: t('auth.captchaRequired'),
        variant: 'destructive',
      });
      return;
    }
    try {
      const { secondStep, stepToken } = await login.mutateAsync();
      setStage({ step: secondStep, stepToken });
    } catch (error) {
      captcha.settle(error);
      const description =
        error instanceof ApiError ? (error.body?.error ?? error.body?.message) : undefined;
      toast({
        title: t('admin.failed'),
        description: description ?? t('admin.failedFallback'),
        variant: 'destructive',
      });
    }
  };

  return (
    <>
      <Seo
        title={t('seo.adminLogin.title')}
        description={t('seo.adminLogin.description')}
        path="/admin/login"
        noindex
      />
      <PageCard
        title={t('admin.title')}
        subtitle={t('admin.subtitle')}
        icon={<ShieldCheck className="h-7 w-7" aria-hidden="true" />}
      >
        <form className="grid gap-4" onSubmit={(event) => void submit(event)} noValidate>
          <Field
            label={t('admin.username')}
            autoComplete="username"
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            error={errors.username}
          />
          <Field
            label={t('admin.password')}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={errors.password}
          />
          {captcha.field}
          <Button type="submit" size="lg" className="w-full" disabled={login.isPending}>
            {login.isPending ? <Spinner className="h-5 w-5" /> : null}
            {login.isPending ? t('admin.submitting') : t('admin.submit')}
          </Button>
        </form>
        <p className="mt-6 rounded-2xl bg-night-50 p-4 text-center text-sm text-ink-700">
          {t('admin.note')}{' '}
          <LocalizedLink to="/auth" className="font-bold text-night-700 underline">
            {t('admin.userLink')}
          </LocalizedLink>
        </p>
      </PageCard>
    </>
  );
}
