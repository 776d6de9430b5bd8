import { useState, type FormEvent, type ReactNode } from 'react';
import {
  avoidItemIds,
  avoidItems,
  childInterestIds,
  childInterests,
  childLimits,
  dialects,
  type Gender,
} from '@qamar/shared';
import { ArabicNameHint } from '../../../components/arabic-name-hint.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field, inputClass } from '../../../components/ui/field.tsx';
import { useArabicNameSuggestion } from '../../../lib/use-arabic-name-suggestion.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { type ChildValues, thisYear } from './child-values.ts';
import { chipClass, Section, Chips } from './child-form-parts.tsx';
import { FamilyWordField } from './family-word-field.tsx';
import { ReadingField } from './reading-field.tsx';
import { AvatarFields } from './avatar-fields.tsx';
import { formatLocale } from '../../../lib/locale-format.ts';

/** Every field of a child profile; the Arabic name follows the names table until the parent types their own. */
export function ChildForm({
  initial,
  submitting,
  errors,
  onSubmit,
  onCancel,
  preview,
}: {
  initial: ChildValues;
  submitting: boolean;
  errors: Partial<Record<string, string>>;
  onSubmit: (values: ChildValues) => void;
  onCancel: () => void;
  preview?: ReactNode;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [values, setValues] = useState<ChildValues>(initial);
  const set = <K extends keyof ChildValues>(key: K, value: ChildValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const suggestion = useArabicNameSuggestion(
    values.nameEn,
    values.nameAr,
    (nameAr) => set('nameAr', nameAr),
    values.gender as Gender,
  );
  const months = Array.from({ length: 12 }, (_, i) =>
    new Intl.DateTimeFormat(formatLocale(language), {
      month: 'long',
      timeZone: 'UTC',
    }).format(new Date(Date.UTC(2020, i, 1))),
  );
  const years = Array.from({ length: childLimits.ageMax + 1 }, (_, i) => thisYear - i);
  const toggle = <T extends string>(list: readonly T[], id: T) =>
    list.includes(id) ? list.filter((x) => x !== id) : [...list, id];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(values);
  };

  return (
    <form onSubmit={submit} className="grid gap-6" noValidate>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t('children.form.nameEn')}
          value={values.nameEn}
          dir="ltr"
          autoComplete="off"
          maxLength={childLimits.nameMax}
          error={errors.nameEn}
          onChange={(e) => set('nameEn', e.target.value)}
          name="nameEn"
        />
        <div className="grid content-start gap-1.5">
          <Field
            label={t('children.form.nameAr')}
            value={values.nameAr}
            dir="rtl"
            lang="ar"
            autoComplete="off"
            maxLength={childLimits.nameMax}
            error={errors.nameAr}
            onChange={(e) => set('nameAr', e.target.value)}
            name="nameAr"
          />
          <ArabicNameHint
            suggestion={suggestion}
            name={values.nameEn}
            nameAr={values.nameAr}
            onUse={(arabic) => set('nameAr', arabic)}
          />
        </div>
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <Section title={t('children.form.gender')}>
          <div className="flex gap-2">
            {(['female', 'male'] as const).map((gender) => (
              <button
                key={gender}
                type="button"
                aria-pressed={values.gender === gender}
                className={chipClass(values.gender === gender)}
                onClick={() => set('gender', gender)}
                data-testid={`gender-${gender}`}
              >
                {t(gender === 'female' ? 'children.form.girl' : 'children.form.boy')}
              </button>
            ))}
          </div>
        </Section>
        <Section title={t('children.form.birth')}>
          <div className="grid grid-cols-2 gap-2">
            <select
              aria-label={t('children.form.month')}
              className={inputClass}
              value={values.birthMonth}
              onChange={(e) => set('birthMonth', Number(e.target.value))}
              data-testid="birth-month"
            >
              {months.map((month, i) => (
                <option key={month} value={i + 1}>
                  {month}
                </option>
              ))}
            </select>
            <select
              aria-label={t('children.form.year')}
              className={inputClass}
              value={values.birthYear}
              onChange={(e) => set('birthYear', Number(e.target.value))}
              data-testid="birth-year"
            >
              {years.map((year) => (
                <option key={year} value={year}>
                  {year}
                </option>
              ))}
            </select>
          </div>
          {errors.birthYear ? (
            <p role="alert" className="text-sm font-bold text-rose-600">
              {errors.birthYear}
            </p>
          ) : null}
        </Section>
      </div>

      <label className="grid gap-1.5 text-sm font-bold text-ink-700">
        {t('children.form.dialect')}
        <select
          className={inputClass}
          value={values.dialect}
          onChange={(e) => set('dialect', e.target.value as ChildValues['dialect'])}
          data-testid="dialect"
        >
          {dialects.map((dialect) => (
            <option key={dialect} value={dialect}>
              {t(`dialects.${dialect}`)}
            </option>
          ))}
        </select>
      </label>

      <Section title={t('children.form.interests')} hint={t('children.form.interestsHint')}>
        <Chips
          ids={childInterestIds}
          chosen={values.interests}
          label={(id) => childInterests[id][language]}
          onToggle={(id) =>
            set('interests', toggle(values.interests, id).slice(0, childLimits.interestsMax))
          }
          testId="interest"
        />
      </Section>

      <Section title={t('children.form.avoid')} hint={t('children.form.avoidHint')}>
        <Chips
          ids={avoidItemIds}
          chosen={values.avoid}
          label={(id) => avoidItems[id][language]}
          onToggle={(id) => set('avoid', toggle(values.avoid, id))}
          testId="avoid"
        />
      </Section>

      <div className="grid gap-4 sm:grid-cols-2">
        <FamilyWordField
          which="grandma"
          value={values.familyWords.grandma}
          onChange={(grandma) => set('familyWords', { ...values.familyWords, grandma })}
        />
        <FamilyWordField
          which="grandpa"
          value={values.familyWords.grandpa}
          onChange={(grandpa) => set('familyWords', { ...values.familyWords, grandpa })}
        />
      </div>
      {errors.familyWords ? (
        <p role="alert" className="-mt-4 text-sm font-bold text-rose-600">
          {errors.familyWords}
        </p>
      ) : null}

      <ReadingField reading={values.reading} onChange={(reading) => set('reading', reading)} />

      <AvatarFields
        avatar={values.avatar}
        onChange={(avatar) => set('avatar', avatar)}
        preview={preview}
      />

      <div className="sticky -bottom-6 -mx-6 -mb-6 flex flex-col-reverse gap-2 border-t border-night-900/10 bg-white px-6 pb-6 pt-3 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onCancel}>
          {t('children.form.cancel')}
        </Button>
        <Button type="submit" variant="secondary" disabled={submitting} data-testid="child-save">
          {t('children.form.save')}
        </Button>
      </div>
    </form>
  );
}
