import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { Location } from '@qamar/shared';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { cn } from '../../../lib/cn.ts';
import { useDeleteLocation } from '../api/delete-location.ts';
import { useLocations } from '../api/get-locations.ts';
import { useOwnLocations } from '../api/get-own-locations.ts';
import { pickerConstants } from '../catalogue-constants.ts';
import { usePickerCreation } from '../hooks/use-picker-creation.ts';
import { useDeleteItem } from '../hooks/use-delete-item.ts';
import { useShuffle } from '../hooks/use-shuffle.ts';
import { noLocation, type StorySelection } from '../hooks/use-story-selection.ts';
import { LocationCard, useLocationName } from './location-card.tsx';
import { LocationForm } from './location-form.tsx';
import {
  ListState,
  OwnSectionActions,
  PickerCreating,
  PickerFooter,
  PickerSection,
  ShuffleButton,
} from './picker-parts.tsx';
import { UpgradeDialog } from './upgrade-dialog.tsx';

const gridClass = 'grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4';

export type LocationSelection = Pick<StorySelection, 'selectedLocationId' | 'selectLocation'>;

/** The location picker of docs/product/screens.md: own places, shuffled public ones; choosing one selects it and closes. */
export function LocationPickerDialog({
  open,
  onOpenChange,
  selection,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  selection: LocationSelection;
}) {
  const { t } = useTranslation();
  const own = useOwnLocations();
  const all = useLocations();
  const remove = useDeleteLocation();
  const nameOf = useLocationName();
  const { creator, creating, setCreating, upgradeOpen, setUpgradeOpen, setOpen, startCreating } =
    usePickerCreation('location', onOpenChange);
  const autoSelect = useRef<ReturnType<typeof setTimeout>>(undefined);
  const selectedId = selection.selectedLocationId;

  useEffect(() => () => clearTimeout(autoSelect.current), []);

  const ownItems = own.data ?? [];
  const ownIds = new Set(ownItems.map((l) => l.id));
  const defaultItems = (all.data ?? []).filter(
    (l) => !ownIds.has(l.id) && (l.isPublic || l.userId === null),
  );
  const shuffle = useShuffle(
    defaultItems.map((l) => l.id),
    selectedId === noLocation ? [] : [selectedId],
    pickerConstants.locationMemory,
  );
  const byId = new Map([...defaultItems, ...ownItems].map((l) => [l.id, l]));
  const selected = byId.get(selectedId);

  const choose = (id: number) => {
    selection.selectLocation(id);
    setOpen(false);
  };

  const deleteLocation = useDeleteItem('location', remove, nameOf, (location) => {
    // docs/product/states.md: deleting the selected place resets the selection.
    if (selectedId === location.id) selection.selectLocation(noLocation);
  });

  const card = (location: Location, deletable: boolean) => (
    <LocationCard
      key={location.id}
      location={location}
      selected={selectedId === location.id}
      onChoose={() => choose(location.id)}
      onDelete={deletable ? () => void deleteLocation(location) : undefined}
      deleting={remove.isPending && remove.variables === location.id}
    />
  );

  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={t('catalogue.locationPicker.title')}
      description={t('catalogue.locationPicker.description')}
      className="sm:max-w-4xl"
    >
      {creating ? (
        <PickerCreating
          back={t('catalogue.locationPicker.back')}
          title={t('catalogue.locationForm.title')}
          onBack={() => setCreating(false)}
        >
          <LocationForm
            onCancel={() => setCreating(false)}
            onCreated={(location) => {
              setCreating(false);
              // docs/product/states.md, docs/product/limits.md: the new place is selected after about 500 ms, once the lists show it.
              clearTimeout(autoSelect.current);
              autoSelect.current = setTimeout(
                () => selection.selectLocation(location.id),
                pickerConstants.locationAutoSelectMs,
              );
            }}
          />
        </PickerCreating>
      ) : (
        <div className="grid gap-6">
          <PickerSection
            title={t('catalogue.locationPicker.ownTitle')}
            actions={
              <OwnSectionActions
                usage={creator.used('location')}
                createLabel={
                  ownItems.length === 0 && !creator.isAdmin
                    ? t('catalogue.locationPicker.createFirst')
                    : t('catalogue.locationPicker.createNew')
                }
                onCreate={startCreating}
              />
            }
          >
            {creator.isAdmin ? (
              <p className="text-sm text-ink-600">{t('catalogue.locationPicker.adminOwn')}</p>
            ) : (
              <ListState loading={own.isPending} failed={own.isError}>
                {ownItems.length > 0 ? (
                  <ul className={gridClass}>{ownItems.map((l) => card(l, true))}</ul>
                ) : null}
              </ListState>
            )}
          </PickerSection>

          <PickerSection
            title={t('catalogue.locationPicker.defaultTitle')}
            actions={
              <ShuffleButton label={t('catalogue.locationPicker.shuffle')} shuffle={shuffle} />
            }
          >
            <ListState loading={all.isPending} failed={all.isError}>
              <ul
                key={shuffle.round}
                className={cn(gridClass, 'animate-[fade-in_300ms_ease-out]')}
                data-testid="default-locations"
              >
                {shuffle.visible
                  .map((id) => byId.get(id))
                  .filter((l) => l !== undefined)
                  .map((l) => card(l, false))}
              </ul>
            </ListState>
          </PickerSection>

          <PickerFooter
            status={
              selected
                ? t('catalogue.locationPicker.selected', { name: nameOf(selected) })
                : t('catalogue.locationPicker.noneSelected')
            }
            done={t('catalogue.locationPicker.done')}
            onDone={() => setOpen(false)}
          />
          <UpgradeDialog open={upgradeOpen} onOpenChange={setUpgradeOpen} kind="location" />
        </div>
      )}
    </Dialog>
  );
}
