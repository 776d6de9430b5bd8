import { useState, type FormEvent } from 'react';
import { BadgeCheck, Clock } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { emailField, validationMessage, type CurrentUser } from '@qamar/shared';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { toast } from '../../../lib/toast.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useChangeEmail } from '../api/account-calls.ts';
import { useFailureToast } from '../hooks/use-failure-toast.ts';

export function EmailForm({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [pending, setPending] = useState<string>();
  const change = useChangeEmail();
  const failed = useFailureToast();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      email: validationMessage(emailField, email, language),
      password: password ? undefined : t('auth.required'),
    };
    setErrors(found);
    if (found.email || found.password) return;
    try {
      const response = await change.mutateAsync({ email, currentPassword: password });
      toast({
        title: t('profile.emailChangeTitle'),
        description: response.message,
        variant: 'success',
      });
      setPending(email.trim().toLowerCase());
      setEmail('');
      setPassword('');
    } catch (failure) {
      failed(failure);
    }
  };
  return (
    <div className="grid gap-4">
      <p className="flex flex-wrap items-center gap-2 text-ink-700">
        <span className="font-bold">{t('profile.currentEmail')}:</span>
        <bdi className="font-semibold">{user.email}</bdi>
        <span
          className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-extrabold ${user.emailVerified ? 'bg-teal-600/10 text-teal-600' : 'bg-moon-100 text-moon-500'}`}
        >
          {user.emailVerified ? (
            <BadgeCheck className="h-3.5 w-3.5" aria-hidden="true" />
          ) : (
            <Clock className="h-3.5 w-3.5" aria-hidden="true" />
          )}
          {user.emailVerified ? t('profile.verified') : t('profile.notVerified')}
        </span>
      </p>
      {pending ? (
        <p role="status" className="text-sm font-semibold text-night-700">
          {t('profile.pending', { email: pending })}
        </p>
      ) : null}
      <form
        className="grid gap-4 sm:grid-cols-2"
        onSubmit={(event) => void submit(event)}
        noValidate
      >
        <Field
          label={t('profile.newEmail')}
          type="email"
          dir="ltr"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={errors.email}
        />
        <Field
          label={t('profile.currentPassword')}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.password}
        />
        <Button type="submit" className="justify-self-start" disabled={change.isPending}>
          {t('profile.changeEmail')}
        </Button>
      </form>
    </div>
  );
}
