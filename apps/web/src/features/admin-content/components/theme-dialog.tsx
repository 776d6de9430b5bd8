import { useId, useState, type FormEvent } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import { adminContentLimits, themeIcons, type AdminCatalogueTheme } from '@qamar/shared';
import { useTranslation } from '../../../lib/use-translation.ts';
import { cn } from '../../../lib/cn.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Field, inputClass } from '../../../components/ui/field.tsx';
import { type Errors, useCatalogueSave } from '../hooks/use-catalogue-save.ts';
import { DialogButtons } from './dialog-buttons.tsx';

/** A theme: names, icon, its place on the featured row, and its story sparks, each idea in both languages. */
export function ThemeDialog({
  theme,
  onClose,
}: {
  theme: AdminCatalogueTheme | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const iconGroup = useId();
  const [form, setForm] = useState({
    nameEn: theme?.nameEn ?? '',
    nameAr: theme?.nameAr ?? '',
    icon: theme?.icon ?? themeIcons[0],
    featured: theme?.featured ?? false,
    featuredOrder: String(theme?.featured ? theme.featuredOrder : (theme?.featuredOrder ?? 999)),
  });
  const [sparks, setSparks] = useState(() =>
    theme
      ? theme.sparksEn.map((en, i) => ({ en, ar: theme.sparksAr[i] ?? '' }))
      : [{ en: '', ar: '' }],
  );
  const [errors, setErrors] = useState<Errors>({});
  const save = useCatalogueSave('themes', theme?.id ?? null, setErrors);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = {
      nameEn: form.nameEn,
      nameAr: form.nameAr,
      icon: form.icon as (typeof themeIcons)[number],
      featured: form.featured,
      featuredOrder: Number(form.featuredOrder) || 0,
      sparksEn: sparks.map((spark) => spark.en),
      sparksAr: sparks.map((spark) => spark.ar),
    };
    if (await save.run(input, form.nameEn)) onClose();
  };
  const setSpark = (index: number, language: 'en' | 'ar', value: string) =>
    setSparks((current) =>
      current.map((spark, i) => (i === index ? { ...spark, [language]: value } : spark)),
    );

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={
        theme
          ? t('adminContent.catalogue.editTitle', { name: theme.nameEn })
          : t('adminContent.catalogue.add', { kind: t('adminContent.catalogue.kinds.themes.one') })
      }
      className="sm:max-w-3xl"
    >
      <form className="grid gap-5" onSubmit={(event) => void submit(event)} noValidate>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label={t('adminContent.catalogue.fields.nameEn')}
            lang="en"
            dir="ltr"
            value={form.nameEn}
            onChange={(event) => setForm({ ...form, nameEn: event.target.value })}
            maxLength={40}
            error={errors.nameEn}
            autoComplete="off"
          />
          <Field
            label={t('adminContent.catalogue.fields.nameAr')}
            lang="ar"
            dir="rtl"
            value={form.nameAr}
            onChange={(event) => setForm({ ...form, nameAr: event.target.value })}
            maxLength={40}
            error={errors.nameAr}
            autoComplete="off"
          />
        </div>
        <fieldset className="grid gap-2">
          <legend className="mb-1.5 text-sm font-bold text-ink-700">
            {t('adminContent.catalogue.fields.icon')}
          </legend>
          <div className="grid grid-cols-5 gap-2 sm:grid-cols-10">
            {themeIcons.map((icon) => (
              <label
                key={icon}
                className={cn(
                  'flex cursor-pointer items-center justify-center rounded-2xl border-2 p-1.5 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-moon-500',
                  form.icon === icon
                    ? 'border-night-600 bg-night-50'
                    : 'border-night-900/10 bg-white hover:border-night-900/40',
                )}
              >
                <input
                  type="radio"
                  name={iconGroup}
                  value={icon}
                  checked={form.icon === icon}
                  onChange={() => setForm({ ...form, icon })}
                  className="sr-only"
                  aria-label={icon.replace('.svg', '').replaceAll('-', ' ')}
                />
                <img src={`/theme-icons/${icon}`} alt="" className="h-9 w-9" />
              </label>
            ))}
          </div>
        </fieldset>
        <div className="flex flex-wrap items-end gap-4">
          <label className="inline-flex h-12 items-center gap-2 text-sm font-bold text-ink-700">
            <input
              type="checkbox"
              checked={form.featured}
              onChange={(event) => setForm({ ...form, featured: event.target.checked })}
              className="h-4 w-4 accent-night-900"
            />
            {t('adminContent.catalogue.fields.featured')}
          </label>
          <Field
            className="w-40"
            label={t('adminContent.catalogue.fields.featuredOrder')}
            type="number"
            inputMode="numeric"
            min={adminContentLimits.featuredOrderMin}
            max={adminContentLimits.featuredOrderMax}
            value={form.featuredOrder}
            onChange={(event) => setForm({ ...form, featuredOrder: event.target.value })}
            error={errors.featuredOrder}
          />
        </div>
        <fieldset className="grid gap-3">
          <legend className="mb-1 text-sm font-bold text-ink-700">
            {t('adminContent.catalogue.fields.sparks')}
          </legend>
          <p className="text-xs text-ink-600">{t('adminContent.catalogue.sparksHint')}</p>
          {sparks.map((spark, index) => (
            <div
              key={index}
              className="grid gap-2 rounded-2xl bg-night-50 p-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto]"
            >
              {(['en', 'ar'] as const).map((language) => (
                <textarea
                  key={language}
                  aria-label={t(
                    language === 'en'
                      ? 'adminContent.catalogue.sparkEn'
                      : 'adminContent.catalogue.sparkAr',
                    { number: index + 1 },
                  )}
                  lang={language}
                  dir={language === 'ar' ? 'rtl' : 'ltr'}
                  rows={2}
                  maxLength={adminContentLimits.sparkMax}
                  value={spark[language]}
                  onChange={(event) => setSpark(index, language, event.target.value)}
                  className={cn(inputClass, 'resize-y py-2 text-sm')}
                />
              ))}
              <Button
                size="icon"
                variant="ghost"
                className="justify-self-end"
                disabled={sparks.length <= 1}
                onClick={() => setSparks((current) => current.filter((_, i) => i !== index))}
                aria-label={t('adminContent.catalogue.removeSpark', { number: index + 1 })}
              >
                <Trash2 className="h-4 w-4" aria-hidden="true" />
              </Button>
            </div>
          ))}
          {errors.sparksEn || errors.sparksAr ? (
            <p className="text-sm font-semibold text-rose-500" role="alert">
              {errors.sparksEn ?? errors.sparksAr}
            </p>
          ) : null}
          <Button
            size="sm"
            variant="outline"
            className="justify-self-start"
            disabled={sparks.length >= adminContentLimits.sparksMax}
            onClick={() => setSparks((current) => [...current, { en: '', ar: '' }])}
          >
            <Plus className="h-4 w-4" aria-hidden="true" />
            {t('adminContent.catalogue.addSpark')}
          </Button>
        </fieldset>
        <DialogButtons pending={save.pending} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
