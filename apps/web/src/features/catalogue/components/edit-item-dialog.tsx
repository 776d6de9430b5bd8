import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { createCharacterRequest, updateCharacterRequest, validationMessage, type Gender } from '@qamar/shared';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import { ArabicNameHint, useArabicNameSuggestion } from './creation-fields.tsx';
import { TextAreaField } from './form-fields.tsx';

export interface EditableValues {
  name: string;
  nameAr: string;
  description: string;
}

/**
 * Edits the names and description of one's own character or location (the picture stays), with
 * the creation rules. A character (`gender` given) gets the Arabic name suggestions of the creation form.
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
    description: validationMessage(createCharacterRequest.shape.description, values.description, language),
  };
  const set = (key: keyof EditableValues) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: event.target.value }));
  const setNameAr = (nameAr: string) => setValues((v) => ({ ...v, nameAr }));
  const suggestion = useArabicNameSuggestion(values.name, values.nameAr, setNameAr, gender);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (problems.name || problems.nameAr || problems.description) return;
    if (await onSave(values)) onClose();
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !pending && onClose()} title={title}>
      <form className="grid gap-4" onSubmit={(event) => void submit(event)} noValidate>
        <Field label={t('catalogue.form.name')} dir="auto" autoComplete="off" value={values.name} onChange={set('name')} error={checked ? problems.name : undefined} />
        <Field label={t('catalogue.form.nameAr')} dir="rtl" lang="ar" autoComplete="off" value={values.nameAr} onChange={set('nameAr')} error={checked ? problems.nameAr : undefined}
          hint={<ArabicNameHint suggestion={suggestion} name={values.name} nameAr={values.nameAr} onUse={setNameAr} />}
        />
        <TextAreaField label={t('catalogue.form.description')} dir="auto" value={values.description} onChange={set('description')} error={checked ? problems.description : undefined} />
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose} disabled={pending}>{t('common.cancel')}</Button>
          <Button type="submit" disabled={pending}>{pending ? t('catalogue.mine.saving') : t('catalogue.mine.save')}</Button>
        </div>
      </form>
    </Dialog>
  );
}
