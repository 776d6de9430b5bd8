import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { AdminEnrolment, AdminSessionResponse } from '@qamar/shared';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Button } from '../../../components/ui/button.tsx';
import { PageSpinner, Spinner } from '../../../components/ui/spinner.tsx';
import { apiRequest } from '../../../lib/api-client.ts';
import { CodeField, refusalMessage, sendStep } from './step-form.tsx';

export type EnrolmentAnswer = AdminSessionResponse & { recoveryCodes: string[] };

/** The key in groups of four, as authenticator apps print it; typed back with or without the spaces. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * An admin's first sign-in: the QR code and the key written out, then the first code the app
 * shows, which turns the authenticator on and opens the session.
 */
export function EnrolmentStep({
  stepToken,
  onEnrolled,
  onStartOver,
}: {
  stepToken: string;
  onEnrolled: (answer: EnrolmentAnswer) => void;
  onStartOver: () => void;
}) {
  const { t } = useTranslation(['translation', 'messages']);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const enrolment = useQuery({
    queryKey: ['/api/admin/login/enrolment', stepToken],
    queryFn: () =>
      apiRequest<AdminEnrolment>('/api/admin/login/enrolment', {
        method: 'POST',
        body: { stepToken },
        token: 'none',
      }),
    gcTime: 0,
  });
  const confirm = useMutation({
    mutationFn: () =>
      apiRequest<EnrolmentAnswer>('/api/admin/login/enrolment/confirm', {
        method: 'POST',
        body: { stepToken, code },
        token: 'none',
      }),
  });

  if (enrolment.isPending) return <PageSpinner label={t('adminAccess.signIn.loadingSecret')} />;
  if (enrolment.isError) {
    return (
      <div className="grid gap-4 text-center">
        <p role="alert" className="font-semibold text-rose-500">
          {refusalMessage(enrolment.error) ?? t('admin.failedFallback')}
        </p>
        <Button variant="outline" onClick={onStartOver}>
          {t('adminAccess.signIn.startOver')}
        </Button>
      </div>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.replace(/\s/g, ''))) {
      setError(t('admin.codeFormat', { ns: 'messages' }));
      return;
    }
    await sendStep(() => confirm.mutateAsync(), {
      onDone: onEnrolled,
      onStartOver,
      setError,
      fallback: t('admin.failedFallback'),
    });
  };

  const { secret, qrSvg } = enrolment.data;
  return (
    <form className="grid gap-5" onSubmit={(event) => void submit(event)} noValidate>
      <p className="text-ink-700">{t('adminAccess.signIn.enrolIntro')}</p>
      <div className="grid justify-items-center gap-3">
        <p className="font-bold text-night-900">{t('adminAccess.signIn.enrolScan')}</p>
        <img
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(qrSvg)}`}
          alt={t('adminAccess.signIn.enrolQrAlt')}
          width={208}
          height={208}
          className="rounded-2xl border-2 border-night-900/10 bg-white p-2"
        />
      </div>
      <div className="grid gap-1.5">
        <p className="text-sm text-ink-700">{t('adminAccess.signIn.enrolManual')}</p>
        <code
          dir="ltr"
          data-testid="totp-secret"
          className="select-all break-all rounded-2xl bg-night-50 px-4 py-3 text-center font-mono text-base font-bold tracking-wider text-night-900"
        >
          {grouped(secret)}
        </code>
      </div>
      <CodeField
        label={t('adminAccess.signIn.enrolConfirm')}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={error}
      />
      <Button type="submit" size="lg" className="w-full" disabled={confirm.isPending}>
        {confirm.isPending ? <Spinner className="h-5 w-5" /> : null}
        {confirm.isPending ? t('adminAccess.signIn.checking') : t('adminAccess.signIn.confirm')}
      </Button>
      <button
        type="button"
        className="justify-self-center text-sm font-bold text-night-700 underline"
        onClick={onStartOver}
      >
        {t('adminAccess.signIn.startOver')}
      </button>
    </form>
  );
}

/** The ten recovery codes, shown once after enrolment; the portal opens when the admin says they are saved. */
export function RecoveryCodesStep({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  const [saved, setSaved] = useState(false);
  return (
    <div className="grid gap-5">
      <p className="text-ink-700">{t('adminAccess.signIn.recoveryIntro')}</p>
      <ul
        aria-label={t('adminAccess.signIn.recoveryListLabel')}
        dir="ltr"
        className="grid grid-cols-2 gap-2 rounded-2xl bg-night-50 p-4 font-mono text-base font-bold text-night-900"
      >
        {codes.map((code) => (
          <li key={code} className="text-center tracking-wider">
            {code}
          </li>
        ))}
      </ul>
      <label className="flex items-center gap-3 font-bold text-night-900">
        <input
          type="checkbox"
          className="h-5 w-5 accent-night-900"
          checked={saved}
          onChange={(event) => setSaved(event.target.checked)}
        />
        {t('adminAccess.signIn.recoverySaved')}
      </label>
      <Button size="lg" className="w-full" disabled={!saved} onClick={onDone}>
        {t('adminAccess.signIn.continue')}
      </Button>
    </div>
  );
}
