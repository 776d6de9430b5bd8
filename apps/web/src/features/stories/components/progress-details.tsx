import { Hourglass } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { StoryStatusResponse } from '@qamar/shared';
import { queueMinutes } from '../lib/time-estimate.ts';

/** Shown while other stories wait ahead for pictures or narration; waits in minutes rounded up (docs/product/limits.md). */
export function QueueNotice({ queue }: { queue: StoryStatusResponse['queue'] }) {
  const { t } = useTranslation();
  if (queue.imagePosition <= 0 && queue.audioPosition <= 0) return null;
  return (
    <div
      className="flex gap-3 rounded-2xl bg-night-50 p-4 text-night-900"
      data-testid="queue-notice"
    >
      <Hourglass className="mt-0.5 h-5 w-5 shrink-0 text-night-600" aria-hidden="true" />
      <div className="grid gap-1 text-sm">
        <p className="font-extrabold">{t('stories.progress.queueTitle')}</p>
        {queue.imagePosition > 0 ? (
          <p>
            {t('stories.progress.queueImages', {
              position: queue.imagePosition,
              minutes: queueMinutes(queue.estimatedImageWait),
            })}
          </p>
        ) : null}
        {queue.audioPosition > 0 ? (
          <p>
            {t('stories.progress.queueAudio', {
              position: queue.audioPosition,
              minutes: queueMinutes(queue.estimatedAudioWait),
            })}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** Both titles once the writer has given them, each in its own language and direction. */
export function StoryTitles({
  titleEn,
  titleAr,
}: {
  titleEn: string | null;
  titleAr: string | null;
}) {
  const { t } = useTranslation();
  if (!titleEn && !titleAr) return null;
  return (
    <div className="grid gap-3 rounded-2xl border-2 border-dashed border-night-100 p-4">
      <p className="text-xs font-extrabold uppercase tracking-wide text-ink-600">
        {t('stories.progress.titles')}
      </p>
      <dl className="grid gap-3 sm:grid-cols-2">
        {titleEn ? (
          <div>
            <dt className="text-xs font-bold text-ink-600">{t('stories.progress.titleEn')}</dt>
            <dd
              lang="en"
              dir="ltr"
              className="text-lg font-extrabold text-night-900"
              style={{ textAlign: 'match-parent' }}
            >
              {titleEn}
            </dd>
          </div>
        ) : null}
        {titleAr ? (
          <div>
            <dt className="text-xs font-bold text-ink-600">{t('stories.progress.titleAr')}</dt>
            {/* Its own direction for the words, aligned like the label above it in either interface. */}
            <dd
              lang="ar"
              dir="rtl"
              className="text-xl font-bold text-night-900"
              style={{ textAlign: 'match-parent' }}
            >
              {titleAr}
            </dd>
          </div>
        ) : null}
      </dl>
    </div>
  );
}
