import { useId, useState, type FormEvent } from 'react';
import { CheckCircle2 } from 'lucide-react';
import { communityLimits, type TestimonialRequest } from '@qamar/shared';
import { useTranslation } from '../../../lib/use-translation.ts';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Field, inputClass } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useCreateTestimonial } from '../api/create-testimonial.ts';

type FieldName = keyof TestimonialRequest;
type Problems = Partial<Record<FieldName | 'form', string>>;
const empty: TestimonialRequest = { firstName: '', city: '', message: '' };
const fieldNames: readonly FieldName[] = ['firstName', 'city', 'message'];

/**
 * "Share your experience": first name, city and a few words, sent for review. The form checks what
 * it can before sending (each field filled, the words long enough); what the server refuses shows
 * under the field it names, anything else under the form. Once sent, a thank-you replaces the form.
 */
export function TestimonialDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const ids = useId();
  const [values, setValues] = useState<TestimonialRequest>(empty);
  const [problems, setProblems] = useState<Problems>({});
  const [sent, setSent] = useState(false);
  const mutation = useCreateTestimonial();

  const set = (name: FieldName, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setProblems((current) => ({ ...current, [name]: undefined, form: undefined }));
  };

  const check = (): Problems => {
    const found: Problems = {};
    if (!values.firstName.trim()) found.firstName = t('community.testimonial.required');
    if (!values.city.trim()) found.city = t('community.testimonial.required');
    if (values.message.trim().length < communityLimits.testimonialMin)
      found.message = t('community.testimonial.tooShort', {
        count: communityLimits.testimonialMin,
      });
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check();
    setProblems(found);
    if (Object.keys(found).length > 0) {
      document.getElementById(`${ids}-${fieldNames.find((name) => found[name])}`)?.focus();
      return;
    }
    try {
      await mutation.mutateAsync({
        firstName: values.firstName.trim(),
        city: values.city.trim(),
        message: values.message.trim(),
      });
      setSent(true);
      setValues(empty);
    } catch (error) {
      const field = error instanceof ApiError ? error.body?.field : undefined;
      const message = errorMessage(error, t('community.testimonial.failed'));
      setProblems(
        field && (fieldNames as readonly string[]).includes(field)
          ? { [field]: message }
          : { form: message },
      );
    }
  };

  const close = (next: boolean) => {
    if (mutation.isPending) return;
    onOpenChange(next);
    if (!next) {
      setSent(false);
      setProblems({});
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={t('community.testimonial.dialogTitle')}
      description={sent ? undefined : t('community.testimonial.dialogText')}
    >
      {sent ? (
        <div role="status" className="grid justify-items-center gap-3 py-4 text-center">
          <CheckCircle2 className="h-12 w-12 text-teal-600" aria-hidden="true" />
          <p className="text-xl font-extrabold text-night-900">
            {t('community.testimonial.thanksTitle')}
          </p>
          <p className="text-ink-600">{t('community.testimonial.thanksText')}</p>
          <Button className="mt-2" onClick={() => close(false)}>
            {t('community.testimonial.done')}
          </Button>
        </div>
      ) : (
        <form className="grid gap-4" onSubmit={(event) => void submit(event)} noValidate>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              id={`${ids}-firstName`}
              label={t('community.testimonial.firstName')}
              value={values.firstName}
              onChange={(event) => set('firstName', event.target.value)}
              maxLength={communityLimits.firstNameMax}
              autoComplete="given-name"
              error={problems.firstName}
            />
            <Field
              id={`${ids}-city`}
              label={t('community.testimonial.city')}
              value={values.city}
              onChange={(event) => set('city', event.target.value)}
              maxLength={communityLimits.cityMax}
              autoComplete="address-level2"
              error={problems.city}
            />
          </div>
          <div className="grid gap-1.5">
            <label htmlFor={`${ids}-message`} className="text-sm font-bold text-ink-700">
              {t('community.testimonial.message')}
            </label>
            <textarea
              id={`${ids}-message`}
              value={values.message}
              onChange={(event) => set('message', event.target.value)}
              placeholder={t('community.testimonial.messagePlaceholder')}
              maxLength={communityLimits.testimonialMax}
              rows={5}
              aria-invalid={problems.message ? true : undefined}
              aria-describedby={`${ids}-counter${problems.message ? ` ${ids}-message-error` : ''}`}
              className={`${inputClass} resize-y`}
            />
            {problems.message ? (
              <p id={`${ids}-message-error`} className="text-sm font-semibold text-rose-500">
                {problems.message}
              </p>
            ) : null}
            <span id={`${ids}-counter`} className="text-end text-xs tabular-nums text-ink-500">
              {t('community.testimonial.counter', {
                count: values.message.length,
                max: communityLimits.testimonialMax,
              })}
            </span>
          </div>
          {problems.form ? (
            <p
              role="alert"
              className="rounded-2xl bg-rose-500/10 p-3 text-sm font-semibold text-rose-500"
            >
              {problems.form}
            </p>
          ) : null}
          <div className="flex justify-end gap-2">
            <Button variant="ghost" onClick={() => close(false)} disabled={mutation.isPending}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" disabled={mutation.isPending}>
              {mutation.isPending ? <Spinner className="h-4 w-4" /> : null}
              {mutation.isPending
                ? t('community.testimonial.submitting')
                : t('community.testimonial.submit')}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
