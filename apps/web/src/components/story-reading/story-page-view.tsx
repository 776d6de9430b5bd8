import { ImageOff } from 'lucide-react';
import { useTranslation } from '../../lib/use-translation.ts';
import type { StoryPage } from '@qamar/shared';
import { useNarration } from './use-narration.ts';
import {
  isArabicReading,
  pageNarration,
  pageText,
  type ReadingLanguage,
} from '../../lib/story-reading/reading-language.ts';
import { stripTashkeel } from '../../lib/story-reading/tashkeel.ts';
import { HighlightedText } from './highlighted-text.tsx';
import { NarrationPlayer } from './narration-player.tsx';
import './story-fonts.css';

/**
 * One page: its picture, its text in the chosen language and its narration. Mounted afresh for
 * every page and language, so turning a page stops the voice and starts paused.
 */
export function StoryPageView({
  page,
  number,
  total,
  language,
  tashkeel,
  muted,
  onToggleMute,
  pictureOnly = false,
  onMediaError,
  autoPlay = false,
  onNarrationEnd,
}: {
  page: StoryPage;
  number: number;
  total: number;
  language: ReadingLanguage;
  tashkeel: boolean;
  muted: boolean;
  onToggleMute: () => void;
  /** The picture alone, without the text and the player (a shared story's first screen in its HTML). */
  pictureOnly?: boolean;
  /** A picture or the narration failed to load (its address may have expired: use-media-refresh.ts). */
  onMediaError?: () => void;
  /** Start the voice at once (listening straight through, after the previous page's voice ended). */
  autoPlay?: boolean;
  /** The page's voice reached its end. */
  onNarrationEnd?: () => void;
}) {
  const { t } = useTranslation();
  const arabic = isArabicReading(language);
  const raw = pageText(page, language);
  const text = arabic && !tashkeel ? stripTashkeel(raw) : raw;
  const narration = pageNarration(page, language);
  const { audioRef, playing, timeMs, toggle } = useNarration(muted, {
    autoPlay,
    onEnded: onNarrationEnd,
  });
  const picture = page.imageUrl ?? page.imageMedium;
  return (
    <article
      className="grid gap-6 lg:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)] lg:items-center"
      aria-label={t('stories.reader.pageOf', { page: number, total })}
    >
      <figure className="relative overflow-hidden rounded-[var(--radius-card)] bg-night-900 shadow-soft group-data-[bedtime=true]:shadow-none">
        {picture ? (
          <img
            src={picture}
            srcSet={
              page.imageMedium && page.imageUrl
                ? `${page.imageMedium} 512w, ${page.imageUrl} 1024w`
                : undefined
            }
            sizes="(min-width: 1024px) 55vw, 100vw"
            onError={onMediaError}
            alt={t('stories.reader.pictureAlt', { page: number })}
            className="aspect-[4/3] w-full object-cover group-data-[bedtime=true]:brightness-[0.8] group-data-[bedtime=true]:sepia-[0.25]"
          />
        ) : (
          <div className="flex aspect-[4/3] w-full flex-col items-center justify-center gap-2 text-night-100">
            <ImageOff className="h-10 w-10" aria-hidden="true" />
            <p className="text-sm font-semibold">{t('stories.reader.noImage')}</p>
          </div>
        )}
        <figcaption className="absolute start-3 top-3 rounded-full bg-night-950/70 px-3 py-1 text-xs font-extrabold text-white backdrop-blur">
          {t('stories.reader.pageOf', { page: number, total })}
        </figcaption>
      </figure>
      {pictureOnly ? null : (
        <div className="grid gap-5">
          {text.trim() ? (
            <p
              lang={arabic ? 'ar' : 'en'}
              dir={arabic ? 'rtl' : 'ltr'}
              data-testid="story-text"
              className={
                arabic
                  ? 'font-story whitespace-pre-line text-start text-2xl leading-[2.2] text-ink-900 sm:text-[1.7rem] group-data-[bedtime=true]:text-[2rem] group-data-[bedtime=true]:text-moon-100 sm:group-data-[bedtime=true]:text-[2.4rem]'
                  : 'whitespace-pre-line text-start text-xl leading-relaxed text-ink-900 sm:text-2xl group-data-[bedtime=true]:text-[1.7rem] group-data-[bedtime=true]:text-moon-100 sm:group-data-[bedtime=true]:text-[2rem]'
              }
            >
              <HighlightedText text={text} words={narration?.words ?? []} timeMs={timeMs} />
            </p>
          ) : (
            <p className="text-ink-600">{t('stories.reader.noText')}</p>
          )}
          <NarrationPlayer
            url={narration?.url ?? null}
            audioRef={audioRef}
            playing={playing}
            muted={muted}
            onToggle={toggle}
            onToggleMute={onToggleMute}
            onError={onMediaError}
          />
        </div>
      )}
    </article>
  );
}
