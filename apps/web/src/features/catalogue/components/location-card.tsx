import { useTranslation } from '../../../lib/use-translation.ts';
import type { Location } from '@qamar/shared';
import { useLanguage } from '../../../lib/use-language.ts';
import { locationName } from '../lib/display-name.ts';
import { itemGender } from '../lib/item-gender.ts';
import { PickerCard } from './picker-card.tsx';

export function useLocationName(): (location: Location) => string {
  const { t } = useTranslation();
  const language = useLanguage();
  return (location) => locationName(location, language, t('catalogue.unnamedLocation'));
}

/** A place in the picker: its picture and name; choosing it selects it. */
export function LocationCard({
  location,
  selected,
  onChoose,
  onDelete,
  deleting,
}: {
  location: Location;
  selected: boolean;
  onChoose: () => void;
  onDelete?: () => void;
  deleting?: boolean;
}) {
  const { t } = useTranslation();
  const name = useLocationName()(location);
  return (
    <PickerCard
      wide
      name={name}
      gender={itemGender(location)}
      subtitle={t(`catalogue.locationTypes.${location.type}`)}
      picture={location.imageThumbnail ?? location.imageMedium}
      selected={selected}
      onSelect={onChoose}
      onDelete={onDelete}
      deleting={deleting}
    />
  );
}
