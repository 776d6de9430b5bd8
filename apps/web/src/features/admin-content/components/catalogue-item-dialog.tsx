import { useState, type FormEvent } from 'react';
import {
  characterTypes,
  genders,
  locationTypes,
  type AdminCatalogueCharacter,
  type AdminCatalogueLocation,
} from '@qamar/shared';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { SelectField, TextAreaField } from '../../../components/ui/form-fields.tsx';
import { type Errors, useCatalogueSave } from '../hooks/use-catalogue-save.ts';
import { DialogButtons } from './dialog-buttons.tsx';

/** A character's or place's words in both languages (and a character's kind, gender and age); saving draws its picture again. */
export function CatalogueItemDialog({
  kind,
  item,
  onClose,
}: {
  kind: 'characters' | 'locations';
  item: AdminCatalogueCharacter | AdminCatalogueLocation | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const character = kind === 'characters' ? (item as AdminCatalogueCharacter | null) : null;
  const [form, setForm] = useState({
    nameEn: item?.nameEn ?? '',
    nameAr: item?.nameAr ?? '',
    descriptionEn: item?.descriptionEn ?? '',
    descriptionAr: item?.descriptionAr ?? '',
    age: String(character?.age ?? 6),
    gender: character?.gender ?? 'female',
    type:
      (kind === 'characters' ? character?.type : (item as AdminCatalogueLocation | null)?.type) ??
      (kind === 'characters' ? 'human' : 'nature'),
    species: character?.species ?? '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const characterSave = useCatalogueSave('characters', item?.id ?? null, setErrors);
  const locationSave = useCatalogueSave('locations', item?.id ?? null, setErrors);
  const set = (name: keyof typeof form) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [name]: event.target.value }));
  const singular = t(`adminContent.catalogue.kinds.${kind}.one`);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const words = {
      nameEn: form.nameEn,
      nameAr: form.nameAr,
      descriptionEn: form.descriptionEn,
      descriptionAr: form.descriptionAr,
    };
    const saved =
      kind === 'characters'
        ? await characterSave.run(
            {
              ...words,
              age: form.age,
              gender: form.gender as (typeof genders)[number],
              type: form.type as (typeof characterTypes)[number],
              ...(form.type !== 'human' && form.species.trim() ? { species: form.species } : {}),
            },
            form.nameEn,
          )
        : await locationSave.run(
            { ...words, type: form.type as (typeof locationTypes)[number] },
            form.nameEn,
          );
    if (saved) onClose();
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={
        item
          ? t('adminContent.catalogue.editTitle', { name: item.nameEn })
          : t('adminContent.catalogue.add', { kind: singular })
      }
      description={t('adminContent.catalogue.formText')}
      className="sm:max-w-2xl"
    >
      <form className="grid gap-4" onSubmit={(event) => void submit(event)} noValidate>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label={t('adminContent.catalogue.fields.nameEn')}
            lang="en"
            dir="ltr"
            value={form.nameEn}
            onChange={set('nameEn')}
            maxLength={40}
            error={errors.nameEn}
            autoComplete="off"
          />
          <Field
            label={t('adminContent.catalogue.fields.nameAr')}
            lang="ar"
            dir="rtl"
            value={form.nameAr}
            onChange={set('nameAr')}
            maxLength={40}
            error={errors.nameAr}
            autoComplete="off"
          />
        </div>
        {kind === 'characters' ? (
          <div className="grid gap-4 sm:grid-cols-3">
            <SelectField
              label={t('adminContent.catalogue.fields.type')}
              value={form.type}
              onChange={set('type')}
            >
              {characterTypes.map((value) => (
                <option key={value} value={value}>
                  {t(`adminContent.catalogue.characterTypes.${value}`)}
                </option>
              ))}
            </SelectField>
            <SelectField
              label={t('adminContent.catalogue.fields.gender')}
              value={form.gender}
              onChange={set('gender')}
            >
              {genders.map((value) => (
                <option key={value} value={value}>
                  {t(`adminContent.catalogue.genders.${value}`)}
                </option>
              ))}
            </SelectField>
            <Field
              label={t('adminContent.catalogue.fields.age')}
              type="number"
              inputMode="numeric"
              min={1}
              max={100}
              value={form.age}
              onChange={set('age')}
              error={errors.age}
            />
            {form.type !== 'human' ? (
              <Field
                className="sm:col-span-3"
                label={t('adminContent.catalogue.fields.species')}
                lang="en"
                dir="ltr"
                value={form.species}
                onChange={set('species')}
                maxLength={30}
                error={errors.species}
                autoComplete="off"
              />
            ) : null}
          </div>
        ) : (
          <SelectField
            label={t('adminContent.catalogue.fields.type')}
            value={form.type}
            onChange={set('type')}
          >
            {locationTypes.map((value) => (
              <option key={value} value={value}>
                {t(`adminContent.catalogue.locationTypes.${value}`)}
              </option>
            ))}
          </SelectField>
        )}
        <TextAreaField
          label={t('adminContent.catalogue.fields.descriptionEn')}
          lang="en"
          dir="ltr"
          rows={3}
          value={form.descriptionEn}
          onChange={set('descriptionEn')}
          maxLength={500}
          error={errors.descriptionEn}
        />
        <TextAreaField
          label={t('adminContent.catalogue.fields.descriptionAr')}
          lang="ar"
          dir="rtl"
          rows={3}
          value={form.descriptionAr}
          onChange={set('descriptionAr')}
          maxLength={500}
          error={errors.descriptionAr}
        />
        <DialogButtons pending={characterSave.pending || locationSave.pending} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
