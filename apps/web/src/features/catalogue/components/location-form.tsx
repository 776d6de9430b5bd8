import { useState, type FormEvent, type ReactNode } from 'react';
import { Building2, Sparkles, Trees } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { createLocationRequest, locationTypes, validationMessage, type Location, type LocationType } from '@qamar/shared';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { toast } from '../../../lib/toast.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useAdminCreateLocation, useCreateLocation } from '../api/catalogue-calls.ts';
import { useCreationFailure } from '../hooks/use-creation-failure.ts';
import { useCreator } from '../hooks/use-creator.ts';
import { locationName } from '../lib/display-name.ts';
import type { CreationFormProps } from './character-form.tsx';
import { CreationPanel } from './creation-panel.tsx';
import { ChoiceField, TextAreaField } from './form-fields.tsx';

const empty = { name: '', nameAr: '', type: 'nature' as LocationType, description: '' };
type Values = typeof empty;
type Checked = 'name' | 'nameAr' | 'description';
const shape = createLocationRequest.shape;
const icons: Record<LocationType, ReactNode> = {
  city: <Building2 className="h-5 w-5 shrink-0 text-night-600" aria-hidden="true" />,
  nature: <Trees className="h-5 w-5 shrink-0 text-teal-600" aria-hidden="true" />,
  fantasy: <Sparkles className="h-5 w-5 shrink-0 text-moon-500" aria-hidden="true" />,
};

/** SPEC.md 2 and 5: name, optional Arabic name, type (nature by default) and description. */
export function LocationForm({ standalone = false, onCreated, onCancel, renderCreated }: CreationFormProps<Location> & { renderCreated?: (created: Location, again: () => void) => ReactNode }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const creator = useCreator();
  const create = useCreateLocation();
  const adminCreate = useAdminCreateLocation();
  const [values, setValues] = useState<Values>(empty);
  const [touched, setTouched] = useState<ReadonlySet<Checked>>(new Set());
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  const [created, setCreated] = useState<Location | null>(null);
  const failed = useCreationFailure('location', () => setUpgradeOpen(true));

  const problems: Record<Checked, string | undefined> = {
    name: validationMessage(shape.name, values.name, language),
    nameAr: validationMessage(shape.nameAr, values.nameAr, language),
    description: validationMessage(shape.description, values.description, language),
  };
  const shown = (field: Checked) => (touched.has(field) ? problems[field] : undefined);
  const touch = (field: Checked) => () => setTouched((set) => new Set(set).add(field));
  const set = <K extends keyof Values>(key: K) => (value: Values[K]) => setValues((v) => ({ ...v, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(new Set(['name', 'nameAr', 'description']));
    if (Object.values(problems).some(Boolean)) return;
    if (creator.atLimit('location')) {
      setUpgradeOpen(true);
      return;
    }
    const nameAr = values.nameAr || undefined;
    try {
      // Admins send the description and type inside `details` (SPEC.md 6, 7).
      const location = creator.isAdmin
        ? await adminCreate.mutateAsync({ name: values.name, nameAr, details: { description: values.description, type: values.type } })
        : await create.mutateAsync({ name: values.name, nameAr, type: values.type, description: values.description });
      const name = locationName(location, language, t('catalogue.unnamedLocation'));
      toast({ title: t('catalogue.locationForm.created'), description: t('catalogue.locationForm.createdDescription', { name }), variant: 'success' });
      onCreated?.(location);
      if (standalone) setCreated(location);
      setValues(empty);
      setTouched(new Set());
    } catch (error) {
      failed(error);
    }
  };

  if (created && renderCreated) return renderCreated(created, () => setCreated(null));

  return (
    <CreationPanel kind="location" generating={create.isPending || adminCreate.isPending} upgradeOpen={upgradeOpen} onUpgradeOpenChange={setUpgradeOpen}>
      <form className="grid gap-4 sm:grid-cols-2" onSubmit={(event) => void submit(event)} noValidate>
        {creator.isAdmin ? <p className="rounded-2xl bg-night-50 p-3 text-sm font-semibold text-night-800 sm:col-span-2">{t('catalogue.locationForm.adminNote')}</p> : null}
        <Field label={t('catalogue.locationForm.name')} placeholder={t('catalogue.locationForm.namePlaceholder')} dir="auto" autoComplete="off" value={values.name} onChange={(e) => set('name')(e.target.value)} onBlur={touch('name')} error={shown('name')} />
        <Field label={t('catalogue.locationForm.nameAr')} placeholder={t('catalogue.locationForm.nameArPlaceholder')} dir="rtl" lang="ar" autoComplete="off" value={values.nameAr} onChange={(e) => set('nameAr')(e.target.value)} onBlur={touch('nameAr')} error={shown('nameAr')} />
        <ChoiceField
          className="sm:col-span-2"
          label={t('catalogue.locationForm.type')}
          value={values.type}
          onChange={set('type')}
          options={locationTypes.map((type) => ({ value: type, label: t(`catalogue.locationTypes.${type}`), hint: t(`catalogue.locationTypeHints.${type}`), icon: icons[type] }))}
        />
        <TextAreaField
          className="sm:col-span-2"
          label={t('catalogue.locationForm.description')}
          placeholder={t('catalogue.locationForm.descriptionPlaceholder')}
          dir="auto"
          value={values.description}
          onChange={(e) => set('description')(e.target.value)}
          onBlur={touch('description')}
          error={shown('description')}
        />
        <div className="flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:justify-end">
          {onCancel ? <Button variant="ghost" onClick={onCancel}>{t('catalogue.locationForm.cancel')}</Button> : null}
          <Button type="submit" variant="secondary">{t('catalogue.locationForm.submit')}</Button>
        </div>
      </form>
    </CreationPanel>
  );
}
