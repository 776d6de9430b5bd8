import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { AdminSessionResponse } from '@qamar/shared';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { apiRequest } from '../../../lib/api-client.ts';
import { CodeField, sendStep } from './step-form.tsx';

export type CodeAnswer = AdminSessionResponse & { recoveryCodesLeft: number };

/**
 * The second step of a sign-in: the authenticator's 6-digit code, or (after a lost phone) one of
 * the recovery codes. A refusal is said under the field, in the interface language.
 */
export function SecondStep({
  stepToken,
  onSignedIn,
  onStartOver,
}: {
  stepToken: string;
  onSignedIn: (answer: CodeAnswer) => void;
  onStartOver: () => void;
}) {
  const { t } = useTranslation(['translation', 'messages']);
  const [useRecovery, setUseRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const send = useMutation({
    mutationFn: () =>
      apiRequest<CodeAnswer>('/api/admin/login/code', {
        method: 'POST',
        body: useRecovery ? { stepToken, recoveryCode: value } : { stepToken, code: value },
        token: 'none',
      }),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!value.trim()) {
      setError(t(useRecovery ? 'admin.codeRequired' : 'admin.codeFormat', { ns: 'messages' }));
      return;
    }
    await sendStep(() => send.mutateAsync(), {
      onDone: onSignedIn,
      onStartOver,
      setError,
      fallback: t('admin.failedFallback'),
    });
  };

  return (
    <form className="grid gap-4" onSubmit={(event) => void submit(event)} noValidate>
      {useRecovery ? (
        <Field
          key="recovery"
          label={t('adminAccess.signIn.recoveryLabel')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          dir="ltr"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          error={error}
          hint={<p className="text-sm text-ink-600">{t('adminAccess.signIn.recoveryHint')}</p>}
          autoFocus
        />
      ) : (
        <CodeField
          key="code"
          label={t('adminAccess.signIn.codeLabel')}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          error={error}
          autoFocus
        />
      )}
      <Button type="submit" size="lg" className="w-full" disabled={send.isPending}>
        {send.isPending ? <Spinner className="h-5 w-5" /> : null}
        {send.isPending ? t('adminAccess.signIn.checking') : t('adminAccess.signIn.submitCode')}
      </Button>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <button
          type="button"
          className="font-bold text-night-700 underline"
          onClick={() => {
            setUseRecovery((shown) => !shown);
            setValue('');
            setError(undefined);
          }}
        >
          {useRecovery
            ? t('adminAccess.signIn.useAuthenticator')
            : t('adminAccess.signIn.useRecovery')}
        </button>
        <button type="button" className="font-bold text-night-700 underline" onClick={onStartOver}>
          {t('adminAccess.signIn.startOver')}
        </button>
      </div>
    </form>
  );
}
