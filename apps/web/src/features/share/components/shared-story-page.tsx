import { useParams } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.ts';
import { sharedStoryQueryKey, shareTokenPattern } from '@qamar/shared';
import { Seo } from '../../../components/seo/seo.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { storyTitle } from '../../../lib/story-reading/story-title.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useMediaRefresh } from '../../../components/story-reading/use-media-refresh.ts';
import { useSharedStory } from '../api/get-shared-story.ts';
import { SharedStoryNotFound } from './shared-story-not-found.tsx';
import { SharedStoryViewer } from './shared-story-viewer.tsx';

/**
 * /share/:shareToken, public. A malformed token is not asked for; an unknown, revoked or used-up
 * link, or any failure, shows 'Story Not Found' (docs/product/screens.md). Never indexed.
 */
export function SharedStoryPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const shareToken = useParams().shareToken ?? '';
  const valid = shareTokenPattern.test(shareToken);
  const shared = useSharedStory(shareToken, valid);
  // Past its media addresses' expiry the viewer loads the story again (which counts a view).
  const onMediaError = useMediaRefresh(sharedStoryQueryKey(shareToken));
  const path = `/share/${shareToken}`;

  if (valid && shared.isPending) return <PageSpinner label={t('share.viewer.loading')} />;
  if (!valid || !shared.data) {
    return (
      <div className="px-4 py-10">
        <Seo
          title={t('share.seo.notFound')}
          description={t('share.seo.description')}
          path={path}
          noindex
        />
        <SharedStoryNotFound />
      </div>
    );
  }
  // The title follows the interface language even when the cached answer came in the other one.
  const title = storyTitle(shared.data.story, language) ?? t('common.untitledStory');
  return (
    <>
      {/* Indexable (docs/decisions/006): crawlers may not read /api/, so the story's text stays out of search engines. */}
      <Seo
        title={title}
        description={t('share.seo.description')}
        path={path}
        image={shared.data.pages[0]?.imageMedium ?? undefined}
      />
      <SharedStoryViewer shared={shared.data} title={title} onMediaError={onMediaError} />
    </>
  );
}
