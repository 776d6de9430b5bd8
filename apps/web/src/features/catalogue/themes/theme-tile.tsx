import { Check, Star } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { Theme } from '@qamar/shared';
import { cn } from '../../../lib/cn.ts';
import { ThemeIcon } from './theme-icon.tsx';

/** One tile of the grid: a toggle button with the theme's icon, name and, when featured, its badge. */
export function ThemeTile({
  theme,
  selected,
  onPick,
}: {
  theme: Theme;
  selected: boolean;
  onPick: (theme: Theme) => void;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      aria-pressed={selected}
      data-featured={theme.featured || undefined}
      onClick={() => onPick(theme)}
      className={cn(
        'relative flex h-full w-full flex-col items-center gap-2 rounded-2xl border-2 px-2 pb-3 pt-8 text-center transition-colors',
        selected
          ? 'border-night-600 bg-night-50 shadow-soft'
          : 'border-night-900/10 bg-white hover:border-night-600/50 hover:bg-cream-50',
      )}
    >
      {theme.featured ? (
        <span className="absolute end-1.5 top-1.5 inline-flex items-center gap-1 rounded-full bg-moon-100 px-2 py-0.5 text-[0.7rem] font-extrabold text-night-900">
          <Star className="h-3 w-3 fill-moon-500 text-moon-500" aria-hidden="true" />
          {t('themes.featured')}
        </span>
      ) : null}
      {selected ? (
        <span className="absolute start-1.5 top-1.5 flex h-6 w-6 items-center justify-center rounded-full bg-night-600 text-white">
          <Check className="h-4 w-4" aria-hidden="true" />
          <span className="sr-only">{t('themes.selected')}</span>
        </span>
      ) : null}
      <span
        className={cn(
          'flex h-14 w-14 items-center justify-center rounded-full',
          selected ? 'bg-white' : 'bg-cream-100',
        )}
      >
        <ThemeIcon src={theme.iconUrl} className="h-10 w-10" />
      </span>
      <span className="line-clamp-2 text-sm font-bold leading-snug text-night-900">
        {theme.name}
      </span>
    </button>
  );
}
