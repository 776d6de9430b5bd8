import { useRef, useState } from 'react';
import { Shuffle } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { Theme } from '@qamar/shared';
import { Button } from '../../../components/ui/button.tsx';
import { pickerConstants } from '../catalogue-constants.ts';
import { PickerSection } from '../components/picker-parts.tsx';
import { canShuffle, initialGrid, shuffleGrid, type ThemeGrid } from './theme-grid.ts';
import { ThemeTile } from './theme-tile.tsx';

interface ThemeGridViewProps {
  themes: Theme[];
  mobile: boolean;
  selectedId: number | null;
  onPick: (theme: Theme) => void;
}

/** The tiles and the shuffle; mounted afresh when the dialog opens or the screen crosses the breakpoint. */
export function ThemeGridView({ themes, mobile, selectedId, onPick }: ThemeGridViewProps) {
  const { t } = useTranslation();
  const [grid, setGrid] = useState<ThemeGrid>(() => initialGrid(themes, { mobile, selectedId }));
  const [round, setRound] = useState(0);
  const listRef = useRef<HTMLUListElement>(null);
  const byId = new Map(themes.map((theme) => [theme.id, theme]));

  const shuffle = () => {
    const next = shuffleGrid(themes, grid, { mobile, selectedId });
    setGrid(next);
    setRound((value) => value + 1);
    // The button goes once every theme has been seen; focus then moves to the grid instead of being lost.
    if (!canShuffle(themes, next))
      requestAnimationFrame(() => listRef.current?.querySelector('button')?.focus());
  };

  const shuffleButton = canShuffle(themes, grid) ? (
    <Button variant="ghost" size="sm" className="ms-auto" onClick={shuffle}>
      <Shuffle className="h-4 w-4" aria-hidden="true" />
      {t('themes.discoverMore')}
    </Button>
  ) : null;

  return (
    <PickerSection title={t('themes.popular')} actions={shuffleButton}>
      <ul
        ref={listRef}
        aria-label={t('themes.popular')}
        className="grid grid-cols-2 gap-3 sm:grid-cols-4"
      >
        {grid.tiles.map((id) => {
          const theme = byId.get(id);
          return theme ? (
            <li
              key={`${round}-${id}`}
              style={{ animation: `fade-in ${pickerConstants.fadeMs}ms ease-out` }}
            >
              <ThemeTile theme={theme} selected={theme.id === selectedId} onPick={onPick} />
            </li>
          ) : null;
        })}
      </ul>
    </PickerSection>
  );
}
