import { useTranslation } from '../../../lib/use-translation.ts';
import type { SharedStoryResponse } from '@qamar/shared';

const badge = 'rounded-full px-2.5 py-0.5';

/** The title in the interface language, and the age group, dialect, page count and view count (docs/product/screens.md, docs/product/data.md). */
export function SharedStoryHeading({
  title,
  story,
  pageCount,
  viewCount,
}: {
  title: string;
  story: SharedStoryResponse['story'];
  pageCount: number;
  viewCount: number;
}) {
  const { t } = useTranslation();
  return (
    <header className="grid gap-3">
      <h1 className="text-3xl font-extrabold text-night-900 sm:text-4xl">{title}</h1>
      <ul className="flex flex-wrap items-center gap-2 text-xs font-bold" aria-label={title}>
        <li className={`${badge} bg-moon-100 text-night-900`}>
          {t('common.ages', { age: story.ageGroup })}
        </li>
        <li className={`${badge} bg-night-50 text-night-700`}>{t(`dialects.${story.dialect}`)}</li>
        <li className={`${badge} bg-night-50 text-night-700`}>
          {t('stories.pages', { count: pageCount })}
        </li>
        <li className={`${badge} bg-night-50 text-night-700`} data-testid="share-view-count">
          {t('share.viewer.views', { count: viewCount })}
        </li>
      </ul>
    </header>
  );
}
