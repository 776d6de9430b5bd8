import { useState, type FormEvent } from 'react';
import { ShieldCheck } from 'lucide-react';
import { useMutation } from '@tanstack/react-query';
import { Navigate, useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { AdminProfile } from '@qamar/shared';
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

const DASHBOARD = '/admin/dashboard';

/** /admin-login and /admin/login (SPEC.md 2): username, password with show/hide; only the error toast on failure. */
export function AdminLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useAdminSession();
  const applyAdmin = useApplyAdminSession();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ username?: string; password?: string }>({});
  const captcha = useCaptchaStep();
  const login = useMutation({
    mutationFn: () =>
      apiRequest<{ token: string; admin: AdminProfile }>('/api/admin/login', { method: 'POST', body: { username, password, ...captcha.body }, token: 'none' }),
  });

  if (session.status === 'loading') return <PageSpinner label={t('common.checkingSession')} />;
  if (session.status === 'signed-in') return <Navigate to={DASHBOARD} replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      username: username.trim() ? undefined : t('admin.usernameRequired'),
      password: password.length >= 6 ? undefined : t('admin.passwordTooShort'),
    };
    setErrors(found);
    if (found.username || found.password) return;
    if (captcha.missing) {
      toast({ title: t('admin.failed'), description: t('auth.captchaRequired'), variant: 'destructive' });
      return;
    }
    try {
      const { token, admin } = await login.mutateAsync();
      applyAdmin(admin, token);
      toast({ title: t('admin.success'), description: t('admin.successDescription'), variant: 'success' });
      await navigate(DASHBOARD);
    } catch (error) {
      captcha.settle(error);
      const description = error instanceof ApiError ? (error.body?.error ?? error.body?.message) : undefined;
      toast({ title: t('admin.failed'), description: description ?? t('admin.failedFallback'), variant: 'destructive' });
    }
  };

  return (
    <>
      <Seo title={t('seo.adminLogin.title')} description={t('seo.adminLogin.description')} path="/admin/login" noindex />
      <PageCard title={t('admin.title')} subtitle={t('admin.subtitle')} icon={<ShieldCheck className="h-7 w-7" aria-hidden="true" />}>
          <form className="grid gap-4" onSubmit={(event) => void submit(event)} noValidate>
            <Field label={t('admin.username')} autoComplete="username" value={username} onChange={(e) => setUsername(e.target.value)} error={errors.username} />
            <Field label={t('admin.password')} type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} error={errors.password} />
            {captcha.field}
            <Button type="submit" size="lg" className="w-full" disabled={login.isPending}>
              {login.isPending ? <Spinner className="h-5 w-5" /> : null}
              {login.isPending ? t('admin.submitting') : t('admin.submit')}
            </Button>
          </form>
          <p className="mt-6 rounded-2xl bg-night-50 p-4 text-center text-sm text-ink-700">
            {t('admin.note')}{' '}
            <LocalizedLink to="/auth" className="font-bold text-night-700 underline">{t('admin.userLink')}</LocalizedLink>
          </p>
      </PageCard>
    </>
  );
}
