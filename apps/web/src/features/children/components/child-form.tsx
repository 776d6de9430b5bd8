import { useState, type FormEvent, type ReactNode } from 'react';
import {
  avatarPresets,
  avoidItemIds,
  avoidItems,
  childInterestIds,
  childInterests,
  childLimits,
  dialects,
  familyWordPresets,
  readingModes,
  type ChildProfile,
  type CreateChildRequest,
  type FamilyWord,
  type Gender,
} from '@qamar/shared';
import { ArabicNameHint } from '../../../components/arabic-name-hint.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field, inputClass } from '../../../components/ui/field.tsx';
import { cn } from '../../../lib/cn.ts';
import { useArabicNameSuggestion } from '../../../lib/use-arabic-name-suggestion.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useTranslation } from '../../../lib/use-translation.ts';

export type ChildValues = Required<
  Omit<CreateChildRequest, 'familyWords' | 'reading' | 'avatar'>
> & {
  familyWords: { grandma: FamilyWord | null; grandpa: FamilyWord | null };
  reading: ChildProfile['reading'];
  avatar: ChildProfile['avatar'];
};

const thisYear = new Date().getFullYear();
const blank: ChildValues = {
  nameEn: '',
  nameAr: '',
  gender: 'female',
  birthMonth: 1,
  birthYear: thisYear - 5,
  dialect: 'standard',
  interests: [],
  avoid: [],
  familyWords: { grandma: null, grandpa: null },
  reading: { mode: 'read-along', vowelMarks: true },
  avatar: { skinTone: 'medium', hair: 'long', clothing: 'blue', glasses: false, hijab: false },
};

export const valuesOf = (child: ChildProfile | null): ChildValues =>
  child
    ? {
        nameEn: child.nameEn,
        nameAr: child.nameAr,
        gender: child.gender,
        birthMonth: child.birthMonth,
        birthYear: child.birthYear,
        dialect: child.dialect,
        interests: child.interests,
        avoid: child.avoid,
        familyWords: child.familyWords,
        reading: child.reading,
        avatar: child.avatar,
      }
    : blank;

const chipClass = (on: boolean) =>
  cn(
    'rounded-full border-2 px-3 py-1.5 text-sm font-bold transition-colors',
    on
      ? 'border-night-900 bg-night-900 text-white'
      : 'border-night-900/15 bg-white text-ink-700 hover:border-night-600',
  );

function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-2">
      <legend className="text-sm font-bold text-ink-700">{title}</legend>
      {hint ? <p className="-mt-1 text-sm text-ink-500">{hint}</p> : null}
      {children}
    </fieldset>
  );
}

function Chips<T extends string>({
  ids,
  chosen,
  label,
  onToggle,
  testId,
}: {
  ids: readonly T[];
  chosen: readonly T[];
  label: (id: T) => string;
  onToggle: (id: T) => void;
  testId: string;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      {ids.map((id) => (
        <button
          key={id}
          type="button"
          aria-pressed={chosen.includes(id)}
          onClick={() => onToggle(id)}
          className={chipClass(chosen.includes(id))}
          data-testid={`${testId}-${id}`}
        >
          {label(id)}
        </button>
      ))}
    </div>
  );
}

/** Grandma's or grandpa's word: none, a preset, or the family's own in both scripts. */
function FamilyWordField({
  which,
  value,
  onChange,
}: {
  which: 'grandma' | 'grandpa';
  value: FamilyWord | null;
  onChange: (value: FamilyWord | null) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const presets = familyWordPresets[which];
  const preset = value ? presets.findIndex((p) => p.en === value.en && p.ar === value.ar) : -1;
  const [own, setOwn] = useState(Boolean(value) && preset < 0);
  const selected = own ? 'own' : value ? String(preset) : 'none';
  return (
    <div className="grid gap-2">
      <label className="grid gap-1.5 text-sm font-bold text-ink-700">
        {t(`children.form.${which}`)}
        <select
          className={inputClass}
          value={selected}
          data-testid={`family-${which}`}
          onChange={(event) => {
            const choice = event.target.value;
            setOwn(choice === 'own');
            if (choice === 'none') onChange(null);
            else if (choice === 'own') onChange(value ?? { en: '', ar: '' });
            else onChange({ ...presets[Number(choice)]! });
          }}
        >
          <option value="none">{t('children.form.familyWordNone')}</option>
          {presets.map((p, i) => (
            <option key={p.en} value={String(i)}>
              {language === 'ar' ? `${p.ar} (${p.en})` : `${p.en} (${p.ar})`}
            </option>
          ))}
          <option value="own">{t('children.form.familyWordOwn')}</option>
        </select>
      </label>
      {own ? (
        <div className="grid gap-2 sm:grid-cols-2">
          <Field
            label={t('children.form.familyWordEn')}
            value={value?.en ?? ''}
            maxLength={childLimits.familyWordMax}
            dir="ltr"
            onChange={(e) => onChange({ en: e.target.value, ar: value?.ar ?? '' })}
          />
          <Field
            label={t('children.form.familyWordAr')}
            value={value?.ar ?? ''}
            maxLength={childLimits.familyWordMax}
            dir="rtl"
            lang="ar"
            onChange={(e) => onChange({ en: value?.en ?? '', ar: e.target.value })}
          />
        </div>
      ) : null}
    </div>
  );
}

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
    new Intl.DateTimeFormat(language === 'ar' ? 'ar-u-nu-latn' : 'en-GB', {
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

      <Section title={t('children.form.reading')}>
        <div className="flex flex-wrap gap-2">
          {readingModes.map((mode) => (
            <button
              key={mode}
              type="button"
              aria-pressed={values.reading.mode === mode}
              className={chipClass(values.reading.mode === mode)}
              onClick={() => set('reading', { ...values.reading, mode })}
              data-testid={`reading-${mode}`}
            >
              {t(`children.form.readingModes.${mode}`)}
            </button>
          ))}
        </div>
        <label className="mt-1 flex items-center gap-2 text-sm text-ink-700">
          <input
            type="checkbox"
            className="h-5 w-5 accent-night-900"
            checked={values.reading.vowelMarks}
            onChange={(e) => set('reading', { ...values.reading, vowelMarks: e.target.checked })}
          />
          {t('children.form.vowelMarks')}
        </label>
      </Section>

      <Section title={t('children.form.avatar')}>
        <div className="grid gap-4 sm:grid-cols-[1fr_auto] sm:items-start">
          <div className="grid gap-3">
            <AvatarChoice
              label={t('children.form.skinTone')}
              ids={avatarPresets.skinTone}
              value={values.avatar.skinTone}
              text={(id) => t(`children.form.skinTones.${id}`)}
              onChange={(skinTone) => set('avatar', { ...values.avatar, skinTone })}
            />
            <AvatarChoice
              label={t('children.form.hair')}
              ids={avatarPresets.hair}
              value={values.avatar.hair}
              text={(id) => t(`children.form.hairs.${id}`)}
              onChange={(hair) => set('avatar', { ...values.avatar, hair })}
            />
            <AvatarChoice
              label={t('children.form.clothing')}
              ids={avatarPresets.clothing}
              value={values.avatar.clothing}
              text={(id) => t(`children.form.clothes.${id}`)}
              onChange={(clothing) => set('avatar', { ...values.avatar, clothing })}
            />
            <div className="flex flex-wrap gap-2">
              <button
                type="button"
                aria-pressed={values.avatar.glasses}
                className={chipClass(values.avatar.glasses)}
                onClick={() => set('avatar', { ...values.avatar, glasses: !values.avatar.glasses })}
              >
                {t('children.form.glasses')}
              </button>
              <button
                type="button"
                aria-pressed={values.avatar.hijab}
                className={chipClass(values.avatar.hijab)}
                onClick={() => set('avatar', { ...values.avatar, hijab: !values.avatar.hijab })}
              >
                {t('children.form.hijab')}
              </button>
            </div>
          </div>
          {preview}
        </div>
      </Section>

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

function AvatarChoice<T extends string>({
  label,
  ids,
  value,
  text,
  onChange,
}: {
  label: string;
  ids: readonly T[];
  value: T;
  text: (id: T) => string;
  onChange: (id: T) => void;
}) {
  return (
    <div className="grid gap-1.5">
      <span className="text-xs font-bold uppercase tracking-wide text-ink-500">{label}</span>
      <div className="flex flex-wrap gap-2">
        {ids.map((id) => (
          <button
            key={id}
            type="button"
            aria-pressed={value === id}
            className={chipClass(value === id)}
            onClick={() => onChange(id)}
          >
            {text(id)}
          </button>
        ))}
      </div>
    </div>
  );
}
