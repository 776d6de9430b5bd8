import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Field } from '../../../components/ui/field.tsx';
import type { CheckedField } from '../hooks/use-creation-form.ts';
import type { CatalogueKind } from '../hooks/use-creator.ts';
import { TextAreaField } from './form-fields.tsx';

// The Arabic name suggestions reach the forms through this file, so that they share its chunk
// instead of making a new one that the app's entry would have to list.
export { ArabicNameHint } from './arabic-name-hint.tsx';
export { useArabicNameSuggestion } from '../hooks/use-arabic-name-suggestion.ts';

const placeholders = {
  character: { name: 'catalogue.characterForm.namePlaceholder', nameAr: 'catalogue.characterForm.nameArPlaceholder', description: 'catalogue.characterForm.descriptionPlaceholder' },
  location: { name: 'catalogue.locationForm.namePlaceholder', nameAr: 'catalogue.locationForm.nameArPlaceholder', description: 'catalogue.locationForm.descriptionPlaceholder' },
} as const;

/** The English name and the optional Arabic one, side by side, in every creation form. */
export function NameFields({ kind, name, nameAr, nameArHint }: { kind: CatalogueKind; name: CheckedField; nameAr: CheckedField; nameArHint?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <Field label={t('catalogue.form.name')} placeholder={t(placeholders[kind].name)} dir="auto" autoComplete="off" {...name} />
      <Field label={t('catalogue.form.nameAr')} placeholder={t(placeholders[kind].nameAr)} dir="rtl" lang="ar" autoComplete="off" hint={nameArHint} {...nameAr} />
    </>
  );
}

/** The description, the full width of a creation form. */
export function DescriptionField({ kind, field }: { kind: CatalogueKind; field: CheckedField }) {
  const { t } = useTranslation();
  return <TextAreaField className="sm:col-span-2" label={t('catalogue.form.description')} placeholder={t(placeholders[kind].description)} dir="auto" {...field} />;
}
