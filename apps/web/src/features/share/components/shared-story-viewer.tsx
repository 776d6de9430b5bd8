import { useCallback, useState } from 'react';
import { TriangleAlert } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { locales, type SharedStoryResponse } from '@qamar/shared';
import { PageNavigation } from '../../../components/story-reading/page-navigation.tsx';
import { StoryPageView } from '../../../components/story-reading/story-page-view.tsx';
import { usePageTurns } from '../../../components/story-reading/use-page-turns.ts';
import type { ReadingLanguage } from '../../../lib/story-reading/reading-language.ts';
import { useFirstScreen } from '../../../lib/first-screen.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { isNearViewLimit, sharedLanguages, showsPromotion } from '../lib/shared-viewer.ts';
import { ClosingCard } from './closing-card.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { PromotionCard } from './promotion-card.tsx';
import { SharedStoryHeading } from './shared-story-heading.tsx';
import { ShareTopBar } from './share-top-bar.tsx';

/**
 * The shared viewer of docs/product/screens.md: it opens in English on the first page; turning a page or
 * changing language mounts a new page, so the narration starts paused. Arabic keeps its tashkeel.
 *
 * Its first screen in the page's HTML (lib/first-screen.ts) ends with the first picture: the text
 * is the story itself, given only to a load that counted its view, and what comes below the
 * picture would move when the text arrives above it.
 */
export function SharedStoryViewer({
  shared,
  title,
  onMediaError,
}: {
  shared: SharedStoryResponse;
  title: string;
  onMediaError?: () => void;
}) {
  const { t } = useTranslation();
  const rtl = locales[useLanguage()].dir === 'rtl';
  const [language, setLanguage] = useState<ReadingLanguage>('en');
  const [muted, setMuted] = useState(false);
  const [index, setIndex] = useState(0);
  const { shareInfo, pages } = shared;
  const total = pages.length;
  const page = pages[index];
  const member = shareInfo.isAuthenticated;
  const firstScreen = useFirstScreen();

  const next = useCallback(() => setIndex((current) => Math.min(total - 1, current + 1)), [total]);
  const previous = useCallback(() => setIndex((current) => Math.max(0, current - 1)), []);
  const swipe = usePageTurns({ rtl, onNext: next, onPrevious: previous, enabled: total > 1 });
  const views = { views: shareInfo.viewCount, max: shareInfo.maxViews };

  return (
    <div
      className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-6 sm:py-8"
      data-testid="shared-story"
    >
      <ShareTopBar member={member} />
      {isNearViewLimit(shareInfo.viewCount, shareInfo.maxViews) ? (
        <p
          role="alert"
          className="flex items-start gap-3 rounded-2xl border-2 border-moon-400 bg-moon-100 p-4 font-bold text-night-900"
        >
          <TriangleAlert className="mt-0.5 h-5 w-5 shrink-0 text-moon-500" aria-hidden="true" />
          {t('share.viewer.nearLimit', views)}
        </p>
      ) : null}
      <SharedStoryHeading
        title={title}
        story={shared.story}
        pageCount={total}
        viewCount={shareInfo.viewCount}
      />
      <LanguageSwitch
        languages={sharedLanguages(shared)}
        language={language}
        onLanguage={setLanguage}
      />
      {page ? (
        <div className="touch-pan-y" {...swipe}>
          <StoryPageView
            key={`${index}-${language}`}
            page={page}
            number={index + 1}
            total={total}
            language={language}
            tashkeel
            muted={muted}
            onToggleMute={() => setMuted((value) => !value)}
            pictureOnly={firstScreen}
            onMediaError={onMediaError}
          />
        </div>
      ) : (
        <p className="rounded-2xl bg-white p-6 text-center text-ink-600">
          {t('stories.reader.noPages')}
        </p>
      )}
      {firstScreen ? null : (
        <>
          {total > 0 ? (
            <PageNavigation index={index} total={total} onPrevious={previous} onNext={next} />
          ) : null}
          {showsPromotion(member, index) ? <PromotionCard /> : null}
          {total > 0 && index === total - 1 ? <ClosingCard member={member} /> : null}
          <footer
            className="border-t border-night-900/10 pt-4 text-center text-sm font-semibold text-ink-600"
            data-testid="share-footer"
          >
            {t('share.viewer.footer', { product: t('common.appName'), ...views })}
          </footer>
        </>
      )}
    </div>
  );
}
