import { isExperimentalDialect, type SharedStoryResponse } from '@qamar/shared';
import type { ReadingLanguage } from '../../../lib/story-reading/reading-language.ts';
import { shareConstants } from '../share-constants.ts';

/** The warning of docs/product/screens.md: more than 80 % of the link's views are used. */
export function isNearViewLimit(viewCount: number, maxViews: number): boolean {
  return maxViews > 0 && viewCount > maxViews * shareConstants.warnAboveShareOfViews;
}

/** Visitors (not signed in) see the promotion card from page index 2 on. */
export function showsPromotion(isAuthenticated: boolean, pageIndex: number): boolean {
  return !isAuthenticated && pageIndex >= shareConstants.promoFromPageIndex;
}

/** English, Arabic, and Dialect only when the story has a non-standard dialect with its text. */
export function sharedLanguages(
  shared: Pick<SharedStoryResponse, 'story' | 'pages'>,
): ReadingLanguage[] {
  const hasDialect =
    isExperimentalDialect(shared.story.dialect) &&
    shared.pages.some((page) => Boolean(page.contentDialect));
  return hasDialect ? ['en', 'ar', 'dialect'] : ['en', 'ar'];
}
