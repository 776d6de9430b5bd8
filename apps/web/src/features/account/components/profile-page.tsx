import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { BadgeCheck, Clock } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.ts';
import {
  displayNameField,
  emailField,
  nameField,
  newPasswordField,
  validationMessage,
  type CurrentUser,
} from '@qamar/shared';
import { Seo } from '../../../components/seo/seo.tsx';
import { DisplayNameField } from '../../../components/story-visibility/display-name-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field, inputClass } from '../../../components/ui/field.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { clearTokens } from '../../../lib/tokens.ts';
import { toast } from '../../../lib/toast.ts';
import { useLanguage, useLocalize } from '../../../lib/use-language.ts';
import {
  useChangeEmail,
  useChangePassword,
  useDeleteAccount,
  useUpdateProfile,
} from '../api/account-calls.ts';

function Section({
  title,
  children,
  tone = 'default',
}: {
  title: string;
  children: ReactNode;
  tone?: 'default' | 'danger';
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={`rounded-[var(--radius-card)] bg-white p-6 shadow-soft ${tone === 'danger' ? 'ring-2 ring-rose-500/30' : ''}`}
    >
      <h2
        id={id}
        className={`text-xl font-extrabold ${tone === 'danger' ? 'text-rose-500' : 'text-night-900'}`}
      >
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

function useFailureToast() {
  const { t } = useTranslation();
  return (error: unknown) =>
    toast({
      title: t('profile.failed'),
      description: errorMessage(error, t('verifyBanner.failedFallback')),
      variant: 'destructive',
    });
}

function DetailsForm({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [name, setName] = useState(user.name);
  const [displayName, setDisplayName] = useState(user.displayName ?? '');
  const [emailLanguage, setEmailLanguage] = useState<string>(language);
  const [errors, setErrors] = useState<{ name?: string; displayName?: string }>({});
  const update = useUpdateProfile();
  const failed = useFailureToast();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The display name is optional until the parent first publishes; once chosen it can change, not go.
    const keepDisplayName = displayName.trim() === '' && user.displayName === null;
    const found = {
      name: validationMessage(nameField, name, language),
      displayName: keepDisplayName
        ? undefined
        : validationMessage(displayNameField, displayName, language),
    };
    setErrors(found);
    if (found.name || found.displayName) return;
    try {
      await update.mutateAsync({
        name,
        language: emailLanguage,
        ...(keepDisplayName ? {} : { displayName }),
      });
      toast({ title: t('profile.saved'), variant: 'success' });
    } catch (failure) {
      if (failure instanceof ApiError && failure.body?.field === 'displayName')
        setErrors({ displayName: failure.body.message });
      else failed(failure);
    }
  };
  return (
    <form className="grid gap-4" onSubmit={(event) => void submit(event)} noValidate>
      <Field
        label={t('profile.name')}
        autoComplete="name"
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={errors.name}
      />
      <DisplayNameField value={displayName} onChange={setDisplayName} error={errors.displayName} />
      <div className="grid gap-1.5">
        <label htmlFor="profile-language" className="text-sm font-bold text-ink-700">
          {t('profile.language')}
        </label>
        <select
          id="profile-language"
          value={emailLanguage}
          onChange={(e) => setEmailLanguage(e.target.value)}
          className={inputClass}
        >
          <option value="en" lang="en">
            English
          </option>
          <option value="ar" lang="ar">
            العربية
          </option>
        </select>
      </div>
      <Button type="submit" className="justify-self-start" disabled={update.isPending}>
        {update.isPending ? t('profile.saving') : t('profile.save')}
      </Button>
    </form>
  );
}

function EmailForm({ user }: { user: CurrentUser }) {
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

function PasswordForm() {
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

function DeleteAccount() {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const remove = useDeleteAccount();
  const failed = useFailureToast();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const localize = useLocalize();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setError(t('auth.required'));
      return;
    }
    // docs/product/validation.md: deleting asks the browser's confirmation, stating it cannot be undone.
    if (!window.confirm(t('profile.deleteConfirm'))) return;
    try {
      const response = await remove.mutateAsync(password);
      clearTokens();
      queryClient.clear();
      toast({
        title: t('profile.deletedTitle'),
        description: response.message,
        variant: 'success',
      });
      await navigate(localize('/'));
    } catch (failure) {
      failed(failure);
    }
  };
  return (
    <form className="grid gap-4" onSubmit={(event) => void submit(event)} noValidate>
      <p className="text-ink-700">{t('profile.deleteText')}</p>
      <Field
        className="max-w-sm"
        label={t('profile.currentPassword')}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => {
          setPassword(e.target.value);
          setError(undefined);
        }}
        error={error}
      />
      <Button
        type="submit"
        variant="danger"
        className="justify-self-start"
        disabled={remove.isPending}
      >
        {t('profile.deleteButton')}
      </Button>
    </form>
  );
}

export function ProfilePage({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  return (
    <>
      <Seo
        title={t('seo.profile.title')}
        description={t('seo.profile.description')}
        path="/profile"
        noindex
      />
      <div className="mx-auto grid max-w-3xl gap-6 px-4 py-10">
        <header>
          <h1 className="text-4xl font-extrabold text-night-900">{t('profile.title')}</h1>
          <p className="mt-2 text-ink-600">{t('profile.subtitle')}</p>
        </header>
        <Section title={t('profile.detailsTitle')}>
          <DetailsForm user={user} />
        </Section>
        <Section title={t('profile.emailTitle')}>
          <EmailForm user={user} />
        </Section>
        <Section title={t('profile.passwordTitle')}>
          <PasswordForm />
        </Section>
        <Section title={t('profile.deleteTitle')} tone="danger">
          <DeleteAccount />
        </Section>
      </div>
    </>
  );
}
