import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { characterTypes, createCharacterRequest, genders, validationMessage, type Character, type CharacterType, type Gender } from '@qamar/shared';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { toast } from '../../../lib/toast.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useAdminCreateCharacter, useCreateCharacter } from '../api/catalogue-calls.ts';
import { useCreationFailure } from '../hooks/use-creation-failure.ts';
import { useCreator } from '../hooks/use-creator.ts';
import { toAsciiDigits } from '../lib/digits.ts';
import { characterName } from '../lib/display-name.ts';
import { CreationPanel } from './creation-panel.tsx';
import { ChoiceField, SelectField, TextAreaField } from './form-fields.tsx';

const empty = { name: '', nameAr: '', age: '', gender: 'female' as Gender, description: '', type: 'human' as CharacterType, species: '' };
type Values = typeof empty;
type Checked = 'name' | 'nameAr' | 'age' | 'description' | 'species';
const shape = createCharacterRequest.shape;

export interface CreationFormProps<T> {
  /** A standalone page keeps the form's result on screen; a modal or a nested form resets. */
  standalone?: boolean;
  onCreated?: (created: T) => void;
  onCancel?: () => void;
}

/** SPEC.md 2 and 5: English name, optional Arabic name, age, gender, description, and a type for admins. */
export function CharacterForm({ standalone = false, onCreated, onCancel, renderCreated }: CreationFormProps<Character> & { renderCreated?: (created: Character, again: () => void) => ReactNode }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const creator = useCreator();
  const create = useCreateCharacter();
  const adminCreate = useAdminCreateCharacter();
  const [values, setValues] = useState<Values>(empty);
  const [touched, setTouched] = useState<ReadonlySet<Checked>>(new Set());
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  const [created, setCreated] = useState<Character | null>(null);
  const failed = useCreationFailure('character', () => setUpgradeOpen(true));
  const hasSpecies = creator.isAdmin && values.type !== 'human';

  const problems: Record<Checked, string | undefined> = {
    name: validationMessage(shape.name, values.name, language),
    nameAr: validationMessage(shape.nameAr, values.nameAr, language),
    age: validationMessage(shape.age, toAsciiDigits(values.age), language),
    description: validationMessage(shape.description, values.description, language),
    species: hasSpecies ? validationMessage(shape.species, values.species, language) : undefined,
  };
  const shown = (field: Checked) => (touched.has(field) ? problems[field] : undefined);
  const touch = (field: Checked) => () => setTouched((set) => new Set(set).add(field));
  const set = <K extends keyof Values>(key: K) => (value: Values[K]) => setValues((v) => ({ ...v, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(new Set(['name', 'nameAr', 'age', 'description', 'species']));
    if (Object.values(problems).some(Boolean)) return;
    // SPEC.md 4: a parent already at the limit gets the upgrade dialog instead of a server call.
    if (creator.atLimit('character')) {
      setUpgradeOpen(true);
      return;
    }
    const input = {
      name: values.name,
      nameAr: values.nameAr || undefined,
      age: toAsciiDigits(values.age).trim(),
      gender: values.gender,
      description: values.description,
      type: creator.isAdmin ? values.type : ('human' as const),
      species: hasSpecies && values.species.trim() ? values.species : undefined,
    };
    try {
      const character = creator.isAdmin ? await adminCreate.mutateAsync({ ...input, isDefault: true }) : await create.mutateAsync(input);
      const name = characterName(character, language, t('catalogue.unnamedCharacter'));
      toast({ title: t('catalogue.characterForm.created'), description: t('catalogue.characterForm.createdDescription', { name }), variant: 'success' });
      onCreated?.(character);
      if (standalone) setCreated(character);
      setValues(empty);
      setTouched(new Set());
    } catch (error) {
      failed(error);
    }
  };

  if (created && renderCreated) return renderCreated(created, () => setCreated(null));

  return (
    <CreationPanel kind="character" generating={create.isPending || adminCreate.isPending} upgradeOpen={upgradeOpen} onUpgradeOpenChange={setUpgradeOpen}>
      <form className="grid gap-4 sm:grid-cols-2" onSubmit={(event) => void submit(event)} noValidate>
        {creator.isAdmin ? <p className="rounded-2xl bg-night-50 p-3 text-sm font-semibold text-night-800 sm:col-span-2">{t('catalogue.characterForm.adminNote')}</p> : null}
        <Field label={t('catalogue.characterForm.name')} placeholder={t('catalogue.characterForm.namePlaceholder')} dir="auto" autoComplete="off" value={values.name} onChange={(e) => set('name')(e.target.value)} onBlur={touch('name')} error={shown('name')} />
        <Field label={t('catalogue.characterForm.nameAr')} placeholder={t('catalogue.characterForm.nameArPlaceholder')} dir="rtl" lang="ar" autoComplete="off" value={values.nameAr} onChange={(e) => set('nameAr')(e.target.value)} onBlur={touch('nameAr')} error={shown('nameAr')} />
        <Field label={t('catalogue.characterForm.age')} inputMode="numeric" autoComplete="off" value={values.age} onChange={(e) => set('age')(e.target.value)} onBlur={touch('age')} error={shown('age')} />
        <ChoiceField label={t('catalogue.characterForm.gender')} value={values.gender} onChange={set('gender')} options={genders.map((g) => ({ value: g, label: t(`catalogue.genders.${g}`) }))} />
        {creator.isAdmin ? (
          <>
            <SelectField label={t('catalogue.characterForm.type')} value={values.type} onChange={(e) => set('type')(e.target.value as CharacterType)}>
              {characterTypes.map((type) => (
                <option key={type} value={type}>{t(`catalogue.characterTypes.${type}`)}</option>
              ))}
            </SelectField>
            {hasSpecies ? (
              <Field label={t('catalogue.characterForm.species')} placeholder={t('catalogue.characterForm.speciesPlaceholder')} dir="auto" value={values.species} onChange={(e) => set('species')(e.target.value)} onBlur={touch('species')} error={shown('species')} />
            ) : <span aria-hidden="true" className="hidden sm:block" />}
          </>
        ) : null}
        <TextAreaField
          className="sm:col-span-2"
          label={t('catalogue.characterForm.description')}
          placeholder={t('catalogue.characterForm.descriptionPlaceholder')}
          dir="auto"
          value={values.description}
          onChange={(e) => set('description')(e.target.value)}
          onBlur={touch('description')}
          error={shown('description')}
        />
        <div className="flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:justify-end">
          {onCancel ? <Button variant="ghost" onClick={onCancel}>{t('catalogue.characterForm.cancel')}</Button> : null}
          <Button type="submit" variant="secondary">{t('catalogue.characterForm.submit')}</Button>
        </div>
      </form>
    </CreationPanel>
  );
}

