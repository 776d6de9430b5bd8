import { Sparkles } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useGenerationClock } from '../hooks/use-generation-clock.ts';
import type { Gender } from '@qamar/shared';
import type { CatalogueKind } from '../hooks/use-creator.ts';
import { splitElapsed } from '../lib/elapsed.ts';

const messageKeys = ['m1', 'm2', 'm3', 'm4', 'm5', 'm6', 'm7', 'm8', 'm9', 'm10', 'm11'] as const;

/** The full-panel view while a picture is drawn: a rotating status line and the time so far (docs/product/screens.md). */
export function GeneratingView({
  kind,
  gender,
}: {
  kind: CatalogueKind;
  gender?: Gender | undefined;
}) {
  const { t } = useTranslation();
  const { elapsedMs, message } = useGenerationClock();
  const { minutes, seconds } = splitElapsed(elapsedMs);
  const elapsed =
    minutes > 0
      ? t('catalogue.progress.minutesSeconds', { minutes, seconds })
      : t('catalogue.progress.seconds', { seconds });
  const key = messageKeys[message] ?? 'm1';
  return (
    <div
      className="flex min-h-80 flex-col items-center justify-center gap-5 rounded-[var(--radius-card)] bg-night-900 px-6 py-10 text-center text-white"
      aria-busy="true"
    >
      <span className="relative flex h-20 w-20 items-center justify-center">
        <span
          className="absolute inset-0 animate-ping rounded-full bg-moon-400/30 motion-reduce:hidden"
          aria-hidden="true"
        />
        <span className="relative flex h-20 w-20 items-center justify-center rounded-full bg-moon-400 text-night-950">
          <Sparkles className="h-9 w-9 animate-pulse" aria-hidden="true" />
        </span>
      </span>
      <h2 className="text-2xl font-extrabold text-moon-300">
        {t(
          kind === 'character'
            ? 'catalogue.progress.characterTitle'
            : 'catalogue.progress.locationTitle',
        )}
      </h2>
      <p
        role="status"
        aria-live="polite"
        className="min-h-14 max-w-sm text-lg font-semibold text-night-100"
      >
        {t(
          kind === 'character'
            ? `catalogue.progress.character.${key}`
            : `catalogue.progress.location.${key}`,
          { context: gender },
        )}
      </p>
      <div className="flex gap-2" aria-hidden="true">
        {[0, 150, 300].map((delay) => (
          <span
            key={delay}
            className="h-2.5 w-2.5 animate-bounce rounded-full bg-moon-400"
            style={{ animationDelay: `${delay}ms` }}
          />
        ))}
      </div>
      <p className="text-sm text-night-100">
        {t('catalogue.progress.elapsed')}:{' '}
        <span className="font-extrabold tabular-nums text-white" data-testid="elapsed">
          {elapsed}
        </span>
      </p>
      <p className="max-w-sm text-xs text-night-100/80">{t('catalogue.progress.note')}</p>
    </div>
  );
}
