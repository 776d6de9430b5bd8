import { useTranslation } from '../../../lib/use-translation.ts';
import {
  characterTypes,
  createCharacterRequest,
  genders,
  validationMessage,
  type Character,
  type CharacterType,
  type Gender,
} from '@qamar/shared';
import { Field } from '../../../components/ui/field.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import { useAdminCreateCharacter } from '../api/admin-create-character.ts';
import { useCreateCharacter } from '../api/create-character.ts';
import { useCreationForm, type CreationFormProps } from '../hooks/use-creation-form.ts';
import { useCreator } from '../hooks/use-creator.ts';
import { toAsciiDigits } from '../lib/digits.ts';
import { useCharacterName } from './character-card.tsx';
import { CreationFormFrame } from './creation-form-frame.tsx';
import {
  ArabicNameHint,
  DescriptionField,
  NameFields,
  useArabicNameSuggestion,
  useNameScripts,
} from './creation-fields.tsx';
import { ChoiceField, SelectField } from '../../../components/ui/form-fields.tsx';

const empty = {
  name: '',
  nameAr: '',
  age: '',
  gender: 'female' as Gender,
  description: '',
  type: 'human' as CharacterType,
  species: '',
};
const shape = createCharacterRequest.shape;

/** docs/product/screens.md, docs/product/validation.md: English name, optional Arabic name, age, gender, description, and a type for admins. */
export function CharacterForm({
  standalone,
  onCreated,
  onCancel,
  renderCreated,
}: CreationFormProps<Character>) {
  const { t } = useTranslation();
  const language = useLanguage();
  const creator = useCreator();
  const create = useCreateCharacter();
  const adminCreate = useAdminCreateCharacter();
  const hasSpecies = (values: typeof empty) => creator.isAdmin && values.type !== 'human';
  const form = useCreationForm({
    kind: 'character',
    empty,
    check: (values) => ({
      name: validationMessage(shape.name, values.name, language),
      nameAr: validationMessage(shape.nameAr, values.nameAr, language),
      age: validationMessage(shape.age, toAsciiDigits(values.age), language),
      description: validationMessage(shape.description, values.description, language),
      species: hasSpecies(values)
        ? validationMessage(shape.species, values.species, language)
        : undefined,
    }),
    create: (values) => {
      const input = {
        name: values.name,
        nameAr: values.nameAr || undefined,
        age: toAsciiDigits(values.age).trim(),
        gender: values.gender,
        description: values.description,
        type: creator.isAdmin ? values.type : ('human' as const),
        species: hasSpecies(values) && values.species.trim() ? values.species : undefined,
      };
      return creator.isAdmin
        ? adminCreate.mutateAsync({ ...input, isDefault: true })
        : create.mutateAsync(input);
    },
    nameOf: useCharacterName(),
    standalone,
    onCreated,
  });
  const { values, set, field } = form;
  const suggestion = useArabicNameSuggestion(
    values.name,
    values.nameAr,
    set('nameAr'),
    values.gender,
  );
  const scripts = useNameScripts({
    name: values.name,
    nameAr: values.nameAr,
    setName: set('name'),
    setNameAr: set('nameAr'),
    gender: values.gender,
  });

  return (
    <CreationFormFrame
      kind="character"
      form={form}
      generating={create.isPending || adminCreate.isPending}
      gender={values.gender}
      onCancel={onCancel}
      renderCreated={renderCreated}
    >
      <NameFields
        kind="character"
        name={field('name')}
        nameAr={field('nameAr')}
        scripts={scripts}
        nameArHint={
          <ArabicNameHint
            suggestion={suggestion}
            name={values.name}
            nameAr={values.nameAr}
            onUse={set('nameAr')}
          />
        }
      />
      <Field
        label={t('catalogue.characterForm.age')}
        inputMode="numeric"
        autoComplete="off"
        {...field('age')}
      />
      <ChoiceField
        label={t('catalogue.characterForm.gender')}
        value={values.gender}
        onChange={set('gender')}
        options={genders.map((g) => ({ value: g, label: t(`catalogue.genders.${g}`) }))}
      />
      {creator.isAdmin ? (
        <>
          <SelectField
            label={t('catalogue.form.type')}
            value={values.type}
            onChange={(e) => set('type')(e.target.value as CharacterType)}
          >
            {characterTypes.map((type) => (
              <option key={type} value={type}>
                {t(`catalogue.characterTypes.${type}`)}
              </option>
            ))}
          </SelectField>
          {hasSpecies(values) ? (
            <Field
              label={t('catalogue.characterForm.species')}
              placeholder={t('catalogue.characterForm.speciesPlaceholder')}
              dir="auto"
              {...field('species')}
            />
          ) : (
            <span aria-hidden="true" className="hidden sm:block" />
          )}
        </>
      ) : null}
      <DescriptionField kind="character" field={field('description')} />
    </CreationFormFrame>
  );
}
