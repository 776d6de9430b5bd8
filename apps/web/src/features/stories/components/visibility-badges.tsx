import { CircleAlert, EyeOff, Globe, Hourglass, Star } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { StoryModeration, StoryVisibility } from '@qamar/shared';

type Shown = Pick<StoryVisibility, 'publishedAt' | 'featured'> & {
  moderation?: StoryModeration | undefined;
  moderationReason?: string | null | undefined;
};

const pill = 'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-bold';

/**
 * Where a story the owner published stands in the community: waiting for review, published, hidden
 * while reports are reviewed, removed (with our team's reason); "On the home page" when featured.
 * Nothing for a private story.
 */
export function VisibilityBadges({ visibility }: { visibility: Shown }) {
  const { t } = useTranslation();
  const moderation = visibility.moderation ?? 'visible';
  const published = visibility.publishedAt !== null;
  return (
    <>
      {published && moderation === 'visible' ? (
        <span className={`${pill} bg-teal-600/10 text-teal-600`}>
          <Globe className="h-3.5 w-3.5" aria-hidden="true" />
          {t('publishing.state.visible')}
        </span>
      ) : null}
      {published && moderation === 'pending' ? (
        <span className={`${pill} bg-moon-100 text-night-900`}>
          <Hourglass className="h-3.5 w-3.5 text-moon-500" aria-hidden="true" />
          {t('publishing.state.pending')}
        </span>
      ) : null}
      {published && moderation === 'hidden' ? (
        <span className={`${pill} bg-night-900/10 text-night-900`}>
          <EyeOff className="h-3.5 w-3.5" aria-hidden="true" />
          {t('publishing.state.hidden')}
        </span>
      ) : null}
      {moderation === 'removed' ? (
        <span
          className={`${pill} bg-rose-500/10 text-rose-500`}
          title={visibility.moderationReason ?? undefined}
        >
          <CircleAlert className="h-3.5 w-3.5" aria-hidden="true" />
          {t('publishing.state.removed')}
        </span>
      ) : null}
      {visibility.featured && moderation === 'visible' ? (
        <span className={`${pill} bg-moon-100 text-night-900`}>
          <Star className="h-3.5 w-3.5 text-moon-500" aria-hidden="true" />
          {t('library.visibility.featured')}
        </span>
      ) : null}
    </>
  );
}

/** Our team's reason, spelled out for the owner, under a removed story. */
export function RemovedNotice({ visibility }: { visibility: Shown }) {
  const { t } = useTranslation();
  if (visibility.moderation !== 'removed') return null;
  return (
    <p
      role="note"
      className="w-full rounded-2xl bg-rose-500/10 px-3 py-2 text-sm font-semibold text-rose-500"
    >
      {visibility.moderationReason
        ? t('publishing.state.removedReason', { reason: visibility.moderationReason })
        : t('publishing.state.removedNoReason')}
    </p>
  );
}
