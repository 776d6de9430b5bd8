import { Check, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Location } from '@qamar/shared';
import { cn } from '../../../lib/cn.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { locationName } from '../lib/display-name.ts';
import { ItemPicture } from './item-picture.tsx';

export function useLocationName(): (location: Location) => string {
  const { t } = useTranslation();
  const language = useLanguage();
  return (location) => locationName(location, language, t('catalogue.unnamedLocation'));
}

/** A place in the picker: its picture and name; choosing it selects it. */
export function LocationCard({ location, selected, onChoose, onDelete, deleting }: { location: Location; selected: boolean; onChoose: () => void; onDelete?: () => void; deleting?: boolean }) {
  const { t } = useTranslation();
  const name = useLocationName()(location);
  return (
    <li className="relative">
      <button
        type="button"
        aria-pressed={selected}
        onClick={onChoose}
        className={cn(
          'flex h-full w-full flex-col gap-2 rounded-2xl border-2 bg-white p-2 pb-3 text-start transition-[border-color,box-shadow]',
          selected ? 'border-night-600 shadow-soft ring-2 ring-night-600/20' : 'border-night-900/10 hover:border-night-900/30',
        )}
      >
        <ItemPicture src={location.imageThumbnail ?? location.imageMedium} name={name} className="aspect-[4/3] w-full rounded-xl text-lg" />
        <span className="line-clamp-1 px-1 font-extrabold text-night-900">{name}</span>
        <span className="px-1 text-xs text-ink-600">{t(`catalogue.locationTypes.${location.type}`)}</span>
      </button>
      {selected ? (
        <span className="pointer-events-none absolute start-3.5 top-3.5 flex h-7 w-7 items-center justify-center rounded-full bg-night-600 text-white shadow-soft">
          <Check className="h-4 w-4" aria-hidden="true" />
          <span className="sr-only">{t('catalogue.selectedBadge')}</span>
        </span>
      ) : null}
      {onDelete ? (
        <button
          type="button"
          onClick={onDelete}
          disabled={deleting}
          aria-label={t('catalogue.deleteLabel', { name })}
          title={t('catalogue.deleteLabel', { name })}
          className="absolute end-3.5 top-3.5 flex h-8 w-8 items-center justify-center rounded-full bg-white/90 text-rose-500 shadow-soft hover:bg-rose-500 hover:text-white disabled:opacity-50"
        >
          <Trash2 className="h-4 w-4" aria-hidden="true" />
        </button>
      ) : null}
    </li>
  );
}
