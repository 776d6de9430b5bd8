import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Field } from '../../../components/ui/field.tsx';
import type { CheckedField } from '../hooks/use-creation-form.ts';
import type { CatalogueKind } from '../hooks/use-creator.ts';
import type { NameScripts } from '../hooks/use-name-scripts.ts';
import { ArabicScriptHint, EnglishNameHint } from './name-script-hint.tsx';
import { TextAreaField } from '../../../components/ui/form-fields.tsx';

// The Arabic name suggestions and the script hints reach the forms through this file, so that they share its chunk
// instead of making a new one that the app's entry would have to list.
export { ArabicNameHint } from '../../../components/arabic-name-hint.tsx';
export { useArabicNameSuggestion } from '../../../lib/use-arabic-name-suggestion.ts';
export { useNameScripts } from '../hooks/use-name-scripts.ts';
export { ArabicScriptHint, EnglishNameHint } from './name-script-hint.tsx';

const placeholders = {
  character: {
    name: 'catalogue.characterForm.namePlaceholder',
    nameAr: 'catalogue.characterForm.nameArPlaceholder',
    description: 'catalogue.characterForm.descriptionPlaceholder',
  },
  location: {
    name: 'catalogue.locationForm.namePlaceholder',
    nameAr: 'catalogue.locationForm.nameArPlaceholder',
    description: 'catalogue.locationForm.descriptionPlaceholder',
  },
} as const;

/**
 * A field whose problem a script hint already explains: its error is not repeated, and it is marked
 * invalid only for letters of the wrong alphabet (an English name still wanted is asked for, not scolded).
 */
function quiet(
  field: CheckedField,
  advice: string | null,
): CheckedField & { 'aria-invalid'?: true } {
  if (!advice) return field;
  return {
    ...field,
    error: undefined,
    'aria-invalid': field.error && advice !== 'ask' ? true : undefined,
  };
}

/**
 * The English name and the optional Arabic one, side by side, in every creation form, each kept to
 * its alphabet by the script hints (an Arabic name typed in the English field moves over in a tap).
 */
export function NameFields({
  kind,
  name,
  nameAr,
  scripts,
  nameArHint,
}: {
  kind: CatalogueKind;
  name: CheckedField;
  nameAr: CheckedField;
  scripts: NameScripts;
  nameArHint?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Field
        id={scripts.englishId}
        label={t('catalogue.form.name')}
        placeholder={t(placeholders[kind].name)}
        // Empty, it takes the page's direction, so that an Arabic page's example reads right to left.
        dir={name.value ? 'auto' : undefined}
        autoComplete="off"
        hint={
          <EnglishNameHint kind={kind} name={name.value} nameAr={nameAr.value} scripts={scripts} />
        }
        {...quiet(name, scripts.english)}
      />
      <Field
        label={t('catalogue.form.nameAr')}
        placeholder={t(placeholders[kind].nameAr)}
        dir="rtl"
        lang="ar"
        autoComplete="off"
        hint={
          <>
            <ArabicScriptHint nameAr={nameAr.value} scripts={scripts} />
            {nameArHint}
          </>
        }
        {...quiet(nameAr, scripts.arabic ?? (scripts.english === 'swap' ? 'swap' : null))}
      />
    </>
  );
}

/** The description, the full width of a creation form. */
export function DescriptionField({ kind, field }: { kind: CatalogueKind; field: CheckedField }) {
  const { t } = useTranslation();
  return (
    <TextAreaField
      className="sm:col-span-2"
      label={t('catalogue.form.description')}
      placeholder={t(placeholders[kind].description)}
      dir="auto"
      {...field}
    />
  );
}
