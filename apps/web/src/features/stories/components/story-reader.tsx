import { useCallback, useRef, useState, type ReactNode } from 'react';
import { locales, type ReadingMode, type Story } from '@qamar/shared';

/** How the story's child reads (the owner's own story made with their child). */
type ReadingPreference = { mode: ReadingMode; vowelMarks: boolean };
import type { ApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { cn } from '../../../lib/cn.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useBedtimeMode } from '../hooks/use-fullscreen.ts';
import { usePageTurns } from '../../../components/story-reading/use-page-turns.ts';
import {
  primaryReadingLanguage,
  readingLanguages,
  storyMoral,
  type ReadingLanguage,
} from '../../../lib/story-reading/reading-language.ts';
import { FeatureToggle } from './feature-toggle.tsx';
import { OwnerActions } from './owner-actions.tsx';
import { PageNavigation } from '../../../components/story-reading/page-navigation.tsx';
import { ReaderToolbar } from './reader-toolbar.tsx';
import { StoryEnding } from './story-ending.tsx';
import { StoryHeader } from './story-header.tsx';
import { StoryPageView } from '../../../components/story-reading/story-page-view.tsx';
import { useMediaRefresh } from '../../../components/story-reading/use-media-refresh.ts';
import { storyKeys } from '../api/story-keys.ts';

/** What the story page shows from other features, composed by its route (features never import each other). */
export interface StoryPageSlots {
  /** Under the title of a finished story (out of the way in bedtime mode). */
  underTitle?: (story: Story) => ReactNode;
  /** After the story, its ending and the owner's actions (out of the way in bedtime mode). */
  afterStory?: (story: Story) => ReactNode;
  /** A page in place of the story for a refusal this page does not know; null leaves it to the page. */
  refusal?: (error: ApiError) => ReactNode;
}

/** The reader of a finished story: pages, languages, tashkeel, narration, bedtime mode and the ending. */
export function StoryReader({
  story,
  title,
  slots = {},
}: {
  story: Story & { reading?: ReadingPreference | null };
  title: string;
  slots?: StoryPageSlots;
}) {
  const { t } = useTranslation();
  const rtl = locales[useLanguage()].dir === 'rtl';
  const [language, setLanguage] = useState<ReadingLanguage>(() => primaryReadingLanguage(story));
  // A story made with the parent's child opens the way the child reads: vowel marks or not, narration or not.
  const [tashkeel, setTashkeel] = useState(story.reading?.vowelMarks ?? true);
  const [muted, setMuted] = useState(story.reading?.mode === 'read-alone');
  // Listening: once the voice has started, each page's end turns to the next page and plays on.
  const listening = story.reading?.mode === 'listen';
  const [playOn, setPlayOn] = useState(false);
  const [index, setIndex] = useState(0);
  const frame = useRef<HTMLDivElement>(null);
  const bedtime = useBedtimeMode(frame);
  const total = story.pages.length;
  const page = story.pages[index];
  // A reader left open past its media addresses' expiry fetches the story again for fresh ones.
  const onMediaError = useMediaRefresh(storyKeys.story(story.id));

  const next = useCallback(() => {
    setPlayOn(false);
    setIndex((current) => Math.min(total - 1, current + 1));
  }, [total]);
  const previous = useCallback(() => {
    setPlayOn(false);
    setIndex((current) => Math.max(0, current - 1));
  }, []);
  const narrationEnded = useCallback(() => {
    if (!listening || index >= total - 1) return;
    setIndex(index + 1);
    setPlayOn(true);
  }, [listening, index, total]);
  const swipe = usePageTurns({ rtl, onNext: next, onPrevious: previous, enabled: total > 1 });

  return (
    <div
      ref={frame}
      data-bedtime={bedtime.active}
      className={cn(
        'group',
        bedtime.active
          ? 'fixed inset-0 z-40 overflow-y-auto bg-[#1d1611] text-moon-100'
          : 'mx-auto w-full max-w-6xl px-4 py-8',
      )}
    >
      <div
        className={cn('grid gap-6', bedtime.active && 'mx-auto w-full max-w-6xl px-4 py-6 sm:px-8')}
      >
        {bedtime.active ? null : <StoryHeader story={story} title={title} />}
        {bedtime.active ? null : slots.underTitle?.(story)}
        <ReaderToolbar
          languages={readingLanguages(story)}
          language={language}
          dialect={story.dialect}
          onLanguage={setLanguage}
          tashkeel={tashkeel}
          onTashkeel={setTashkeel}
          bedtime={bedtime.active}
          onBedtime={(on) => (on ? bedtime.enter() : bedtime.exit())}
        />
        {page ? (
          <div className="touch-pan-y" {...swipe}>
            <StoryPageView
              key={`${index}-${language}`}
              page={page}
              number={index + 1}
              total={total}
              language={language}
              tashkeel={tashkeel}
              muted={muted}
              onToggleMute={() => setMuted((value) => !value)}
              onMediaError={onMediaError}
              autoPlay={playOn}
              onNarrationEnd={narrationEnded}
            />
          </div>
        ) : (
          <p className="rounded-2xl bg-white p-6 text-center text-ink-600">
            {t('stories.reader.noPages')}
          </p>
        )}
        {total > 0 ? (
          <PageNavigation index={index} total={total} onPrevious={previous} onNext={next} />
        ) : null}
        {total > 0 && index === total - 1 ? (
          <StoryEnding
            moral={storyMoral(story, language)}
            language={language}
            tashkeel={tashkeel}
            onReadAgain={() => setIndex(0)}
          />
        ) : null}
        {story.isOwner && !bedtime.active ? (
          <OwnerActions storyId={story.id} title={title} shareable visibility={story} />
        ) : null}
        {/* Admins feature only what a family published (ADR 006); a featured story can always be taken off. */}
        {bedtime.active || !(story.featured || story.publishedAt) ? null : (
          <FeatureToggle storyId={story.id} title={title} featured={story.featured} />
        )}
        {bedtime.active ? null : slots.afterStory?.(story)}
      </div>
    </div>
  );
}
