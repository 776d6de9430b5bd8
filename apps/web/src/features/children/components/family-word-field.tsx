import { useState } from 'react';
import { childLimits, familyWordPresets, type FamilyWord } from '@qamar/shared';
import { Field, inputClass } from '../../../components/ui/field.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import { useTranslation } from '../../../lib/use-translation.ts';

/** Grandma's or grandpa's word: none, a preset, or the family's own in both scripts. */
export function FamilyWordField({
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
