import type { ReactNode } from 'react';
import { Building2, Sparkles, Trees } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation.ts';
import {
  createLocationRequest,
  locationTypes,
  validationMessage,
  type Location,
  type LocationType,
} from '@qamar/shared';
import { useLanguage } from '../../../lib/use-language.ts';
import { useAdminCreateLocation } from '../api/admin-create-location.ts';
import { useCreateLocation } from '../api/create-location.ts';
import { useCreationForm, type CreationFormProps } from '../hooks/use-creation-form.ts';
import { useCreator } from '../hooks/use-creator.ts';
import { CreationFormFrame } from './creation-form-frame.tsx';
import { DescriptionField, NameFields, useNameScripts } from './creation-fields.tsx';
import { ChoiceField } from '../../../components/ui/form-fields.tsx';
import { useLocationName } from './location-card.tsx';

const empty = { name: '', nameAr: '', type: 'nature' as LocationType, description: '' };
const shape = createLocationRequest.shape;
const icons: Record<LocationType, ReactNode> = {
  city: <Building2 className="h-5 w-5 shrink-0 text-night-600" aria-hidden="true" />,
  nature: <Trees className="h-5 w-5 shrink-0 text-teal-600" aria-hidden="true" />,
  fantasy: <Sparkles className="h-5 w-5 shrink-0 text-moon-500" aria-hidden="true" />,
};

/** docs/product/screens.md, docs/product/validation.md: name, optional Arabic name, type (nature by default) and description. */
export function LocationForm({
  standalone,
  onCreated,
  onCancel,
  renderCreated,
}: CreationFormProps<Location>) {
  const { t } = useTranslation();
  const language = useLanguage();
  const creator = useCreator();
  const create = useCreateLocation();
  const adminCreate = useAdminCreateLocation();
  const form = useCreationForm({
    kind: 'location',
    empty,
    check: (values) => ({
      name: validationMessage(shape.name, values.name, language),
      nameAr: validationMessage(shape.nameAr, values.nameAr, language),
      description: validationMessage(shape.description, values.description, language),
    }),
    create: ({ name, nameAr, type, description }) =>
      // Admins send the description and type inside `details` (docs/product/roles-and-plans.md, docs/product/api.md).
      creator.isAdmin
        ? adminCreate.mutateAsync({
            name,
            nameAr: nameAr || undefined,
            details: { description, type },
          })
        : create.mutateAsync({ name, nameAr: nameAr || undefined, type, description }),
    nameOf: useLocationName(),
    standalone,
    onCreated,
  });
  const { values, set, field } = form;
  const scripts = useNameScripts({
    name: values.name,
    nameAr: values.nameAr,
    setName: set('name'),
    setNameAr: set('nameAr'),
  });

  return (
    <CreationFormFrame
      kind="location"
      form={form}
      generating={create.isPending || adminCreate.isPending}
      onCancel={onCancel}
      renderCreated={renderCreated}
    >
      <NameFields kind="location" name={field('name')} nameAr={field('nameAr')} scripts={scripts} />
      <ChoiceField
        className="sm:col-span-2"
        label={t('catalogue.form.type')}
        value={values.type}
        onChange={set('type')}
        options={locationTypes.map((type) => ({
          value: type,
          label: t(`catalogue.locationTypes.${type}`),
          hint: t(`catalogue.locationTypeHints.${type}`),
          icon: icons[type],
        }))}
      />
      <DescriptionField kind="location" field={field('description')} />
    </CreationFormFrame>
  );
}
