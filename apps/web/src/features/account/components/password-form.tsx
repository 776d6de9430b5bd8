import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { newPasswordField, validationMessage } from '@qamar/shared';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { toast } from '../../../lib/toast.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useChangePassword } from '../api/account-calls.ts';
import { useFailureToast } from '../hooks/use-failure-toast.ts';

export function PasswordForm() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [values, setValues] = useState({ current: '', next: '', confirm: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof typeof values, string>>>({});
  const change = useChangePassword();
  const failed = useFailureToast();
  const set = (key: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: event.target.value }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      current: values.current ? undefined : t('auth.required'),
      next: validationMessage(newPasswordField, values.next, language),
      confirm: values.confirm === values.next ? undefined : t('auth.passwordsDontMatch'),
    };
    setErrors(found);
    if (found.current || found.next || found.confirm) return;
    try {
      const response = await change.mutateAsync({
        currentPassword: values.current,
        newPassword: values.next,
      });
      toast({
        title: t('profile.passwordChangedTitle'),
        description: response.message,
        variant: 'success',
      });
      setValues({ current: '', next: '', confirm: '' });
    } catch (failure) {
      failed(failure);
    }
  };
  return (
    <form className="grid gap-4 sm:grid-cols-3" onSubmit={(event) => void submit(event)} noValidate>
      <Field
        label={t('profile.currentPassword')}
        type="password"
        autoComplete="current-password"
        value={values.current}
        onChange={set('current')}
        error={errors.current}
      />
      <Field
        label={t('profile.newPassword')}
        type="password"
        autoComplete="new-password"
        value={values.next}
        onChange={set('next')}
        error={errors.next}
      />
      <Field
        label={t('profile.confirmPassword')}
        type="password"
        autoComplete="new-password"
        value={values.confirm}
        onChange={set('confirm')}
        error={errors.confirm}
      />
      <Button type="submit" className="justify-self-start" disabled={change.isPending}>
        {t('profile.changePassword')}
      </Button>
    </form>
  );
}
