import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import {
  createCharacterRequest,
  updateCharacterRequest,
  validationMessage,
  type Gender,
} from '@qamar/shared';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import {
  ArabicNameHint,
  ArabicScriptHint,
  EnglishNameHint,
  useArabicNameSuggestion,
  useNameScripts,
} from './creation-fields.tsx';
import { TextAreaField } from '../../../components/ui/form-fields.tsx';

export interface EditableValues {
  name: string;
  nameAr: string;
  description: string;
}

/**
 * Edits the names and description of one's own character or location (the picture stays), with
 * the creation rules and the script hints of the creation form. A character (`gender` given) also gets
 * its Arabic name suggestions.
 */
export function EditItemDialog({
  title,
  initial,
  gender,
  pending,
  onSave,
  onClose,
}: {
  title: string;
  initial: EditableValues;
  gender?: Gender | undefined;
  pending: boolean;
  onSave: (values: EditableValues) => Promise<boolean>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [values, setValues] = useState(initial);
  const [checked, setChecked] = useState(false);
  const problems = {
    name: validationMessage(createCharacterRequest.shape.name, values.name, language),
    nameAr: validationMessage(updateCharacterRequest.shape.nameAr, values.nameAr, language),
    description: validationMessage(
      createCharacterRequest.shape.description,
      values.description,
      language,
    ),
  };
  const set = (key: keyof EditableValues) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: event.target.value }));
  const setNameAr = (nameAr: string) => setValues((v) => ({ ...v, nameAr }));
  const setName = (name: string) => setValues((v) => ({ ...v, name }));
  const suggestion = useArabicNameSuggestion(values.name, values.nameAr, setNameAr, gender);
  const scripts = useNameScripts({
    name: values.name,
    nameAr: values.nameAr,
    setName,
    setNameAr,
    gender,
  });
  // A problem a script hint explains is not repeated under the field.
  const shown = (problem: string | undefined, explained: boolean) =>
    checked && !explained ? problem : undefined;
  const invalid = (problem: string | undefined) => (checked && problem ? true : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (problems.name || problems.nameAr || problems.description) return;
    if (await onSave(values)) onClose();
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !pending && onClose()} title={title}>
      <form className="grid gap-4" onSubmit={(event) => void submit(event)} noValidate>
        <Field
          id={scripts.englishId}
          label={t('catalogue.form.name')}
          dir={values.name ? 'auto' : undefined}
          autoComplete="off"
          value={values.name}
          onChange={set('name')}
          error={shown(problems.name, scripts.english !== null)}
          aria-invalid={scripts.english === 'ask' ? undefined : invalid(problems.name)}
          hint={
            <EnglishNameHint
              kind={gender ? 'character' : 'location'}
              name={values.name}
              nameAr={values.nameAr}
              scripts={scripts}
            />
          }
        />
        <Field
          label={t('catalogue.form.nameAr')}
          dir="rtl"
          lang="ar"
          autoComplete="off"
          value={values.nameAr}
          onChange={set('nameAr')}
          error={shown(problems.nameAr, scripts.arabic !== null || scripts.english === 'swap')}
          aria-invalid={invalid(problems.nameAr)}
          hint={
            <>
              <ArabicScriptHint nameAr={values.nameAr} scripts={scripts} />
              <ArabicNameHint
                suggestion={suggestion}
                name={values.name}
                nameAr={values.nameAr}
                onUse={setNameAr}
              />
            </>
          }
        />
        <TextAreaField
          label={t('catalogue.form.description')}
          dir="auto"
          value={values.description}
          onChange={set('description')}
          error={checked ? problems.description : undefined}
        />
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose} disabled={pending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={pending}>
            {pending ? t('catalogue.mine.saving') : t('catalogue.mine.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
