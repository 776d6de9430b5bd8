import { useId } from 'react';
import { Minus, Plus } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { storyLimits } from '@qamar/shared';
import { clampLength } from './story-settings.ts';

const stepButton =
  'flex h-10 w-10 items-center justify-center rounded-full border-2 border-night-900/15 bg-white text-night-900 hover:border-night-900/40 disabled:cursor-not-allowed disabled:opacity-40';

/** How many pages (3 to 10, docs/product/stories-and-engines.md) as a small stepper. */
export function PageCountField({
  value,
  onChange,
}: {
  value: number;
  onChange: (value: number) => void;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId} className="grid gap-2">
      <span id={labelId} className="text-sm font-bold text-ink-700">
        {t('stories.create.pages')}
      </span>
      <div className="flex items-center gap-3">
        <button
          type="button"
          className={stepButton}
          onClick={() => onChange(clampLength(value - 1))}
          disabled={value <= storyLimits.pagesMin}
          aria-label={t('stories.create.fewerPages')}
        >
          <Minus className="h-4 w-4" aria-hidden="true" />
        </button>
        <output
          aria-live="polite"
          className="min-w-24 text-center font-extrabold text-night-900 tabular-nums"
          data-testid="page-count"
        >
          {t('stories.pages', { count: value })}
        </output>
        <button
          type="button"
          className={stepButton}
          onClick={() => onChange(clampLength(value + 1))}
          disabled={value >= storyLimits.pagesMax}
          aria-label={t('stories.create.morePages')}
        >
          <Plus className="h-4 w-4" aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}
