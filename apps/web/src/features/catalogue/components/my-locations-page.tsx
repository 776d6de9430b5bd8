import { MapPinned } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useDeleteLocation } from '../api/delete-location.ts';
import { useOwnLocations } from '../api/get-own-locations.ts';
import { useUpdateLocation } from '../api/update-location.ts';
import { useLocationName } from './location-card.tsx';
import { LocationForm } from './location-form.tsx';
import { OwnItemsPage } from './own-items-page.tsx';

/** /my-locations: the parent's own places. */
export function MyLocationsPage() {
  const { t } = useTranslation();
  return (
    <OwnItemsPage
      kind="location"
      own={useOwnLocations()}
      update={useUpdateLocation()}
      remove={useDeleteLocation()}
      nameOf={useLocationName()}
      subtitleOf={(location) => t(`catalogue.locationTypes.${location.type}`)}
      icon={MapPinned}
      Form={LocationForm}
    />
  );
}
