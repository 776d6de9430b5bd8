import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { emailField, nameField, newPasswordField, validationMessage } from '@qamar/shared';
import { LocalizedLink } from '../../../components/localized-link.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../lib/toast.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useRegister } from '../api/sign-in.ts';
import { CaptchaField, type CaptchaHandle } from '../../../components/captcha/captcha-field.tsx';
import { signInFailure } from './sign-in-failure.ts';

type Errors = Partial<Record<'name' | 'email' | 'password' | 'confirm' | 'terms', string>>;

export function RegisterForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [values, setValues] = useState({ name: '', email: '', password: '', confirm: '' });
  const [accepted, setAccepted] = useState(false);
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const captcha = useRef<CaptchaHandle>(null);
  const register = useRegister();

  const set = (key: keyof typeof values) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [key]: event.target.value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  /** Field rules come from the shared schemas, so the page and the server say the same thing. */
  const validate = (): Errors => {
    const found: Errors = {};
    const check = (
      key: keyof Errors,
      schema: Parameters<typeof validationMessage>[0],
      value: string,
    ) => {
      const message = validationMessage(schema, value, language);
      if (message) found[key] = message;
    };
    check('name', nameField, values.name);
    check('email', emailField, values.email);
    check('password', newPasswordField, values.password);
    if (!values.confirm) found.confirm = t('auth.required');
    else if (values.confirm !== values.password) found.confirm = t('auth.passwordsDontMatch');
    if (!accepted) found.terms = t('auth.termsRequired');
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (!captchaToken) {
      toast({
        title: t('auth.errorTitle'),
        description: t('auth.captchaRequired'),
        variant: 'destructive',
      });
      return;
    }
    try {
      const response = await register.mutateAsync({
        name: values.name,
        email: values.email,
        password: values.password,
        captchaToken,
        language,
      });
      toast({
        title: t('auth.registrationSuccess'),
        description: response.message,
        variant: 'success',
      });
      if (response.emailSent === false) {
        // Shown after the welcome, which it replaces (one toast at a time).
        setTimeout(
          () =>
            toast({
              title: t('auth.emailNotSent'),
              description: t('auth.emailNotSentDescription'),
              duration: 8000,
            }),
          1200,
        );
      }
      onSignedIn();
    } catch (error) {
      toast({
        title: t('auth.registrationFailed'),
        description: signInFailure(
          error,
          t('auth.registrationFailed'),
          t('auth.registrationFailedFallback'),
          t('auth.invalidResponse'),
        ),
        variant: 'destructive',
      });
    } finally {
      // A solved captcha is single-use: every attempt needs a new one (docs/product/screens.md).
      captcha.current?.reset();
    }
  };

  return (
    <form className="grid gap-4" onSubmit={(event) => void submit(event)} noValidate>
      <Field
        label={t('auth.name')}
        autoComplete="name"
        placeholder={t('auth.namePlaceholder')}
        value={values.name}
        onChange={set('name')}
        error={errors.name}
      />
      <Field
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        dir="ltr"
        placeholder={t('auth.emailPlaceholder')}
        value={values.email}
        onChange={set('email')}
        error={errors.email}
      />
      <Field
        label={t('auth.password')}
        type="password"
        autoComplete="new-password"
        value={values.password}
        onChange={set('password')}
        error={errors.password}
      />
      <Field
        label={t('auth.confirmPassword')}
        type="password"
        autoComplete="new-password"
        value={values.confirm}
        onChange={set('confirm')}
        error={errors.confirm}
      />
      <div className="grid gap-1">
        <label className="flex items-start gap-3 text-sm text-ink-700">
          <input
            type="checkbox"
            checked={accepted}
            onChange={(event) => {
              setAccepted(event.target.checked);
              setErrors((current) => ({ ...current, terms: undefined }));
            }}
            aria-invalid={errors.terms ? true : undefined}
            aria-describedby={errors.terms ? 'terms-error' : undefined}
            className="mt-1 h-5 w-5 shrink-0 accent-night-900"
          />
          <span>
            {t('auth.acceptTermsBefore')}{' '}
            <LocalizedLink
              to="/terms"
              target="_blank"
              className="font-bold text-night-700 underline"
            >
              {t('auth.terms')}
            </LocalizedLink>{' '}
            {t('auth.and')}
            {language === 'ar' ? '' : ' '}
            <LocalizedLink
              to="/privacy"
              target="_blank"
              className="font-bold text-night-700 underline"
            >
              {t('auth.privacy')}
            </LocalizedLink>
          </span>
        </label>
        {errors.terms ? (
          <p id="terms-error" className="text-sm font-semibold text-rose-500">
            {errors.terms}
          </p>
        ) : null}
      </div>
      <CaptchaField ref={captcha} onToken={setCaptchaToken} />
      <Button type="submit" size="lg" disabled={register.isPending} className="w-full">
        {register.isPending ? <Spinner className="h-5 w-5" /> : null}
        {register.isPending ? t('auth.registering') : t('auth.register')}
      </Button>
    </form>
  );
}
