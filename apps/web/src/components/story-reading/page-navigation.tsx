import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from '../../lib/use-translation.ts';
import { cn } from '../../lib/cn.ts';

const turn =
  'inline-flex h-12 items-center gap-1.5 rounded-full px-4 font-bold transition-colors disabled:cursor-not-allowed disabled:opacity-40 sm:px-5';
const quiet =
  'bg-white text-night-900 ring-1 ring-night-900/15 hover:ring-night-900/40 group-data-[bedtime=true]:bg-moon-400/10 group-data-[bedtime=true]:text-moon-100 group-data-[bedtime=true]:ring-moon-100/20';
const strong =
  'bg-night-900 text-white hover:bg-night-800 group-data-[bedtime=true]:bg-moon-400 group-data-[bedtime=true]:text-night-950';

/** Previous and Next (disabled at the ends), a progress bar and 'N of M'. The chevrons point along the reading direction. */
export function PageNavigation({
  index,
  total,
  onPrevious,
  onNext,
}: {
  index: number;
  total: number;
  onPrevious: () => void;
  onNext: () => void;
}) {
  const { t } = useTranslation();
  const percent = total > 0 ? Math.round(((index + 1) / total) * 100) : 0;
  return (
    <div className="grid gap-3">
      <div className="flex items-center gap-3">
        <button
          type="button"
          onClick={onPrevious}
          disabled={index <= 0}
          className={cn(turn, quiet)}
          aria-label={t('stories.reader.previous')}
        >
          <ChevronLeft className="h-5 w-5 rtl:rotate-180" aria-hidden="true" />
          <span className="hidden sm:inline">{t('stories.reader.previous')}</span>
        </button>
        <p
          className="flex-1 text-center text-sm font-extrabold tabular-nums text-ink-700 group-data-[bedtime=true]:text-moon-100/80"
          aria-live="polite"
          data-testid="page-position"
        >
          {t('stories.reader.position', { page: index + 1, total })}
        </p>
        <button
          type="button"
          onClick={onNext}
          disabled={index >= total - 1}
          className={cn(turn, strong)}
          aria-label={t('stories.reader.next')}
        >
          <span className="hidden sm:inline">{t('stories.reader.next')}</span>
          <ChevronRight className="h-5 w-5 rtl:rotate-180" aria-hidden="true" />
        </button>
      </div>
      <div
        className="h-2 overflow-hidden rounded-full bg-night-100 group-data-[bedtime=true]:bg-moon-100/10"
        role="progressbar"
        aria-label={t('stories.reader.progress')}
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={index + 1}
      >
        <div
          className="h-full rounded-full bg-moon-400 transition-[width] duration-300"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
