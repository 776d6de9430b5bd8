import { Check, Trash2 } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { Gender } from '@qamar/shared';
import { cn } from '../../../lib/cn.ts';
import { ItemPicture } from './item-picture.tsx';

/**
 * A selectable card in the character and location pickers; its own delete button sits beside the
 * toggle, not inside it. A wide card (a place) has a 4:3 picture and starts its text at the edge.
 */
export function PickerCard({
  name,
  gender,
  subtitle,
  picture,
  wide,
  type,
  selected,
  onSelect,
  onDelete,
  deleting,
}: {
  name: string;
  /** What the Arabic texts about the item agree with. */
  gender: Gender;
  subtitle: string;
  picture: string | null;
  wide?: boolean;
  type?: string;
  selected: boolean;
  onSelect: () => void;
  onDelete?: () => void;
  deleting?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <li className="relative" data-type={type}>
      <button
        type="button"
        aria-pressed={selected}
        onClick={onSelect}
        className={cn(
          'flex h-full w-full flex-col gap-2 rounded-2xl border-2 bg-white p-2 pb-3 transition-[border-color,box-shadow]',
          wide ? 'text-start' : 'text-center',
          selected
            ? 'border-night-600 shadow-soft ring-2 ring-night-600/20'
            : 'border-night-900/10 hover:border-night-900/30',
        )}
      >
        <ItemPicture
          src={picture}
          name={name}
          className={cn('w-full rounded-xl text-lg', wide ? 'aspect-[4/3]' : 'aspect-square')}
        />
        <span className="line-clamp-1 px-1 font-extrabold text-night-900">{name}</span>
        <span className={cn('px-1 text-xs text-ink-600', !wide && 'line-clamp-1')}>{subtitle}</span>
      </button>
      {selected ? (
        <span className="pointer-events-none absolute start-3.5 top-3.5 flex h-7 w-7 items-center justify-center rounded-full bg-night-600 text-white shadow-soft">
          <Check className="h-4 w-4" aria-hidden="true" />
          <span className="sr-only">{t('catalogue.selectedBadge', { context: gender })}</span>
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
