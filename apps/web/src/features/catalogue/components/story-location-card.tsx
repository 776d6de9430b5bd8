import { useState } from 'react';
import { MapPin, Plus } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useLocations } from '../api/get-locations.ts';
import { useOwnLocations } from '../api/get-own-locations.ts';
import { useLocationName } from './location-card.tsx';
import { ItemPicture } from './item-picture.tsx';
import { LocationPickerDialog, type LocationSelection } from './location-picker-dialog.tsx';
import { StoryStepCard } from './story-step-card.tsx';

/** Card 2 of the story form: the chosen place, and the picker that changes it. */
export function StoryLocationCard({
  selection,
  step = 2,
}: {
  selection: LocationSelection;
  step?: number;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const all = useLocations();
  const own = useOwnLocations();
  const nameOf = useLocationName();
  const chosen = [...(own.data ?? []), ...(all.data ?? [])].find(
    (l) => l.id === selection.selectedLocationId,
  );

  return (
    <StoryStepCard
      step={step}
      title={t('catalogue.story.locationTitle')}
      hint={t('catalogue.story.locationHint')}
    >
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className={
          chosen
            ? 'flex w-full items-center gap-4 rounded-2xl border-2 border-night-900/10 bg-white p-3 text-start hover:border-night-600/50'
            : 'flex w-full items-center gap-4 rounded-2xl border-2 border-dashed border-night-900/20 bg-cream-50 p-4 text-start hover:border-night-600 hover:bg-night-50'
        }
      >
        {chosen ? (
          <>
            <ItemPicture
              src={chosen.imageThumbnail}
              name={nameOf(chosen)}
              className="aspect-[4/3] w-24 shrink-0 rounded-xl text-sm"
            />
            <span className="grid min-w-0 flex-1">
              <span className="truncate text-lg font-extrabold text-night-900">
                {nameOf(chosen)}
              </span>
              <span className="text-sm text-ink-600">
                {t(`catalogue.locationTypes.${chosen.type}`)}
              </span>
            </span>
            <span className="inline-flex shrink-0 items-center gap-1.5 rounded-full bg-night-50 p-2 text-sm font-bold text-night-700 sm:px-3 sm:py-1">
              <MapPin className="h-4 w-4" aria-hidden="true" />
              <span className="sr-only sm:not-sr-only">{t('catalogue.story.changeLocation')}</span>
            </span>
          </>
        ) : (
          <>
            <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-moon-100 text-moon-500">
              <Plus className="h-6 w-6" aria-hidden="true" />
            </span>
            <span className="font-bold text-night-900">{t('catalogue.story.chooseLocation')}</span>
          </>
        )}
      </button>
      <LocationPickerDialog open={open} onOpenChange={setOpen} selection={selection} />
    </StoryStepCard>
  );
}
