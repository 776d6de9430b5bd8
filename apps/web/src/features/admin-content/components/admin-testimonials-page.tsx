import { useState, type FormEvent } from 'react';
import { Check, Plus, Quote, X } from 'lucide-react';
import { useSearchParams } from 'react-router';
import {
  testimonialStatuses,
  type AdminTestimonial,
  type AdminTestimonialRequest,
  type TestimonialStatus,
} from '@qamar/shared';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { TextAreaField } from '../../../components/ui/form-fields.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import {
  useAddTestimonial,
  useAdminTestimonials,
  useDecideTestimonial,
} from '../api/admin-calls.ts';
import { AdminPage } from './admin-page.tsx';
import { Badge } from './badge.tsx';
import { FilterChips } from './filter-chips.tsx';
import { ListStatus } from './list-status.tsx';
import { withToast } from './with-toast.ts';

type Shown = TestimonialStatus | 'all';
const statusTone = { pending: 'warn', approved: 'good', rejected: 'bad' } as const;

/**
 * /admin/testimonials: parents' words waiting for approval, shown or turned down, and the
 * operator's own additions (a real parent's words received outside the product, never invented).
 */
export function AdminTestimonialsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const status = (testimonialStatuses as readonly string[]).includes(params.get('status') ?? '')
    ? (params.get('status') as TestimonialStatus)
    : params.get('status') === 'all'
      ? 'all'
      : 'pending';
  const list = useAdminTestimonials(status === 'all' ? undefined : status);
  const decide = useDecideTestimonial();
  const [adding, setAdding] = useState(false);
  const testimonials = list.data?.testimonials ?? [];

  const act = (item: AdminTestimonial, action: 'approve' | 'reject') =>
    withToast(() => decide.mutateAsync({ id: item.id, action }), {
      done:
        action === 'approve'
          ? t('adminContent.testimonials.approved')
          : t('adminContent.testimonials.rejected'),
      failed: t('adminContent.common.actionFailed'),
    });

  return (
    <AdminPage
      title={t('adminContent.testimonials.title')}
      subtitle={t('adminContent.testimonials.subtitle')}
      actions={
        <Button variant="secondary" onClick={() => setAdding(true)}>
          <Plus className="h-5 w-5" aria-hidden="true" />
          {t('adminContent.testimonials.add')}
        </Button>
      }
    >
      <FilterChips<Shown>
        label={t('adminContent.testimonials.filter')}
        value={status}
        options={[...testimonialStatuses, 'all' as const].map((value) => ({
          value,
          label: t(`adminContent.testimonials.status.${value}`),
        }))}
        onChange={(value) => setParams(value === 'pending' ? {} : { status: value })}
      />
      <ListStatus
        loading={list.isPending}
        failed={list.isError}
        empty={testimonials.length === 0}
        onRetry={() => void list.refetch()}
        emptyIcon={Quote}
        emptyTitle={t(`adminContent.testimonials.empty.${status}`)}
        emptyText={t('adminContent.testimonials.emptyText')}
      >
        <ul className="grid gap-3 md:grid-cols-2" aria-busy={list.isFetching}>
          {testimonials.map((item) => (
            <TestimonialItem
              key={item.id}
              item={item}
              busy={decide.isPending && decide.variables?.id === item.id}
              onDecide={(action) => void act(item, action)}
            />
          ))}
        </ul>
      </ListStatus>
      <AddTestimonialDialog open={adding} onOpenChange={setAdding} />
    </AdminPage>
  );
}

function TestimonialItem({
  item,
  busy,
  onDecide,
}: {
  item: AdminTestimonial;
  busy: boolean;
  onDecide: (action: 'approve' | 'reject') => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const words = [
    { text: item.message, language: item.language },
    ...(item.translation
      ? [{ text: item.translation, language: item.language === 'ar' ? 'en' : 'ar' }]
      : []),
  ];
  return (
    <li
      className="flex flex-col gap-3 rounded-[var(--radius-card)] bg-white p-4 shadow-soft sm:p-5"
      data-testimonial={item.id}
    >
      <div className="flex flex-wrap items-center gap-2">
        <p className="me-auto font-extrabold text-night-900">
          <bdi>{item.firstName}</bdi>{' '}
          <span className="font-bold text-ink-600">
            · <bdi>{item.city}</bdi>
          </span>
        </p>
        <Badge tone={statusTone[item.status]}>
          {t(`adminContent.testimonials.status.${item.status}`)}
        </Badge>
      </div>
      {words.map((entry) => (
        <blockquote
          key={entry.language}
          lang={entry.language}
          dir={entry.language === 'ar' ? 'rtl' : 'ltr'}
          className="whitespace-pre-wrap break-words border-s-4 border-moon-400 ps-3 text-ink-900"
        >
          {entry.text}
        </blockquote>
      ))}
      <p className="text-xs font-semibold text-ink-600">
        {item.fromParent
          ? t('adminContent.testimonials.fromParent')
          : t('adminContent.testimonials.fromOperator')}{' '}
        · {formatDate(item.createdAt, language)}
      </p>
      <div className="mt-auto flex flex-wrap justify-end gap-2">
        {item.status !== 'rejected' ? (
          <Button size="sm" variant="outline" disabled={busy} onClick={() => onDecide('reject')}>
            <X className="h-4 w-4" aria-hidden="true" />
            {item.status === 'approved'
              ? t('adminContent.testimonials.takeOff')
              : t('adminContent.testimonials.reject')}
          </Button>
        ) : null}
        {item.status !== 'approved' ? (
          <Button size="sm" disabled={busy} onClick={() => onDecide('approve')}>
            <Check className="h-4 w-4" aria-hidden="true" />
            {t('adminContent.testimonials.approve')}
          </Button>
        ) : null}
      </div>
    </li>
  );
}

const emptyForm = { firstName: '', city: '', messageEn: '', messageAr: '' };

/** The operator's form: a parent's name and city, and their words in English, Arabic or both. */
function AddTestimonialDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const add = useAddTestimonial();
  const [form, setForm] = useState(emptyForm);
  const [errors, setErrors] = useState<Partial<Record<keyof typeof emptyForm, string>>>({});
  const set = (name: keyof typeof emptyForm) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [name]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing: typeof errors = {};
    if (!form.firstName.trim()) missing.firstName = t('adminContent.common.required');
    if (!form.city.trim()) missing.city = t('adminContent.common.required');
    if (!form.messageEn.trim() && !form.messageAr.trim())
      missing.messageEn = t('adminContent.testimonials.wordsRequired');
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    try {
      const input: AdminTestimonialRequest = {
        firstName: form.firstName,
        city: form.city,
        messageEn: form.messageEn,
        messageAr: form.messageAr,
      };
      await add.mutateAsync(input);
      toast({
        title: t('adminContent.testimonials.added'),
        description: t('adminContent.testimonials.addedText'),
        variant: 'success',
      });
      setForm(emptyForm);
      onOpenChange(false);
    } catch (failure) {
      const field =
        failure instanceof ApiError
          ? (failure.body?.field as keyof typeof emptyForm | undefined)
          : undefined;
      if (field && field in emptyForm) setErrors({ [field]: errorMessage(failure, '') });
      else
        toast({
          title: t('adminContent.testimonials.addFailed'),
          description: errorMessage(failure, ''),
          variant: 'destructive',
        });
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('adminContent.testimonials.addTitle')}
      description={t('adminContent.testimonials.addText')}
      className="sm:max-w-2xl"
    >
      <form className="grid gap-4" onSubmit={(event) => void submit(event)} noValidate>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label={t('adminContent.testimonials.firstName')}
            value={form.firstName}
            onChange={set('firstName')}
            maxLength={40}
            error={errors.firstName}
            autoComplete="off"
          />
          <Field
            label={t('adminContent.testimonials.city')}
            value={form.city}
            onChange={set('city')}
            maxLength={60}
            error={errors.city}
            autoComplete="off"
          />
        </div>
        <TextAreaField
          label={t('adminContent.testimonials.messageEn')}
          lang="en"
          dir="ltr"
          value={form.messageEn}
          onChange={set('messageEn')}
          maxLength={500}
          error={errors.messageEn}
        />
        <TextAreaField
          label={t('adminContent.testimonials.messageAr')}
          lang="ar"
          dir="rtl"
          value={form.messageAr}
          onChange={set('messageAr')}
          maxLength={500}
          error={errors.messageAr}
        />
        <p className="rounded-2xl bg-moon-100 px-4 py-3 text-sm text-night-900">
          {t('adminContent.testimonials.honesty')}
        </p>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('adminContent.common.cancel')}
          </Button>
          <Button type="submit" disabled={add.isPending}>
            {add.isPending ? <Spinner className="h-4 w-4" /> : null}
            {t('adminContent.testimonials.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
