import { Globe, Star } from 'lucide-react';
import { useTranslation } from '../../lib/use-translation.ts';
import type { StoryVisibility } from '@qamar/shared';

/** "Published" and "On the home page" beside a story the owner made public; nothing for a private one. */
export function VisibilityBadges({ visibility }: { visibility: Pick<StoryVisibility, 'publishedAt' | 'featured'> }) {
  const { t } = useTranslation();
  return (
    <>
      {visibility.publishedAt ? (
        <span className="inline-flex items-center gap-1 rounded-full bg-teal-600/10 px-2.5 py-0.5 text-xs font-bold text-teal-600">
          <Globe className="h-3.5 w-3.5" aria-hidden="true" />
          {t('library.visibility.published')}
        </span>
      ) : null}
      {visibility.featured ? (
        <span className="inline-flex items-center gap-1 rounded-full bg-moon-100 px-2.5 py-0.5 text-xs font-bold text-night-900">
          <Star className="h-3.5 w-3.5 text-moon-500" aria-hidden="true" />
          {t('library.visibility.featured')}
        </span>
      ) : null}
    </>
  );
}
