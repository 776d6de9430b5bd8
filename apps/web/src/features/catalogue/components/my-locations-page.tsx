import { useState } from 'react';
import { MapPinned } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Location } from '@qamar/shared';
import { Seo } from '../../../components/seo/seo.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useDeleteLocation, useOwnLocations, useUpdateLocation } from '../api/catalogue-calls.ts';
import { useCreator } from '../hooks/use-creator.ts';
import { useLocationName } from './location-card.tsx';
import { LocationForm } from './location-form.tsx';
import { EditItemDialog, type EditableValues } from './edit-item-dialog.tsx';
import { OwnItemCard } from './own-item-card.tsx';
import { OwnItemsLayout } from './own-items-layout.tsx';
import { ListState } from './picker-parts.tsx';
import { UpgradeDialog } from './upgrade-dialog.tsx';

/** /my-locations: the parent's own places, edited and deleted here, created in a modal. */
export function MyLocationsPage() {
  const { t } = useTranslation();
  const creator = useCreator();
  const own = useOwnLocations();
  const update = useUpdateLocation();
  const remove = useDeleteLocation();
  const nameOf = useLocationName();
  const [editing, setEditing] = useState<Location | null>(null);
  const [creating, setCreating] = useState(false);
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  const items = own.data ?? [];

  const save = async (location: Location, values: EditableValues) => {
    try {
      await update.mutateAsync({ id: location.id, name: values.name, nameAr: values.nameAr, description: values.description });
      toast({ title: t('catalogue.mine.saved'), variant: 'success' });
      return true;
    } catch (error) {
      toast({ title: t('catalogue.mine.saveFailed'), description: errorMessage(error, t('catalogue.mine.saveFailedFallback')), variant: 'destructive' });
      return false;
    }
  };

  const deleteLocation = async (location: Location) => {
    const name = nameOf(location);
    if (!window.confirm(t('catalogue.locationPicker.deleteConfirm', { name }))) return;
    try {
      await remove.mutateAsync(location.id);
      toast({ title: t('catalogue.locationPicker.deleted'), description: t('catalogue.locationPicker.deletedDescription', { name }), variant: 'success' });
    } catch (error) {
      toast({ title: t('catalogue.locationPicker.deleteFailed'), description: errorMessage(error, t('catalogue.locationPicker.deleteFailedFallback')), variant: 'destructive' });
    }
  };

  return (
    <>
      <Seo title={t('catalogue.seo.myLocations.title')} description={t('catalogue.seo.myLocations.description')} path="/my-locations" noindex />
      <OwnItemsLayout
        title={t('catalogue.mine.locationsTitle')}
        subtitle={t('catalogue.mine.locationsSubtitle')}
        usage={creator.used('location')}
        createLabel={t('catalogue.mine.createLocation')}
        onCreate={() => (creator.atLimit('location') ? setUpgradeOpen(true) : setCreating(true))}
        empty={
          own.isSuccess && items.length === 0
            ? {
                icon: <MapPinned className="h-8 w-8" aria-hidden="true" />,
                title: t('catalogue.mine.emptyLocationsTitle'),
                text: t('catalogue.mine.emptyLocationsText'),
                cta: t('catalogue.mine.emptyLocationsCta'),
                to: '/create-location',
              }
            : undefined
        }
      >
        <ListState loading={own.isPending} failed={own.isError}>
          <ul className="grid grid-cols-1 gap-6 min-[480px]:grid-cols-2 md:grid-cols-3 lg:grid-cols-4">
            {items.map((location) => (
              <OwnItemCard
                key={location.id}
                name={nameOf(location)}
                otherName={location.nameAr && nameOf(location) === location.nameAr ? location.nameEn : location.nameAr}
                subtitle={t(`catalogue.locationTypes.${location.type}`)}
                description={location.description}
                picture={location.imageMedium ?? location.imageUrl}
                wide
                onEdit={() => setEditing(location)}
                onDelete={() => void deleteLocation(location)}
                deleting={remove.isPending && remove.variables === location.id}
              />
            ))}
          </ul>
        </ListState>
      </OwnItemsLayout>
      {editing ? (
        <EditItemDialog
          key={editing.id}
          title={t('catalogue.mine.editLocationTitle')}
          initial={{ name: editing.nameEn, nameAr: editing.nameAr ?? '', description: editing.description }}
          pending={update.isPending}
          onSave={(values) => save(editing, values)}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <Dialog open={creating} onOpenChange={setCreating} title={t('catalogue.locationForm.title')} description={t('catalogue.locationForm.subtitle')} className="sm:max-w-2xl">
        <LocationForm onCancel={() => setCreating(false)} onCreated={() => setCreating(false)} />
      </Dialog>
      <UpgradeDialog open={upgradeOpen} onOpenChange={setUpgradeOpen} kind="location" />
    </>
  );
}
