import { Star } from 'lucide-react';
import type { CommunityStory } from '@qamar/shared';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { LocalizedLink } from '../../../components/localized-link.tsx';
import { DialectBadge } from '../../../components/story-card/dialect-badge.tsx';
import { StoryThumbnail } from '../../../components/story-card/story-thumbnail.tsx';
import { storyTitle } from '../../../lib/story-reading/story-title.ts';
import { cn } from '../../../lib/cn.ts';
import { WithAuthor } from './author-name.tsx';
import { StoryCounts } from './story-counts.tsx';

/**
 * A published story in the library or the saved list: picture, title in the interface language,
 * age group, language, author, likes and views. The whole card opens the story; its title is the
 * one link (stretched over the card), so the language badge's tooltip button stays its own control.
 */
export function CommunityStoryCard({
  story,
  level = 3,
  className,
}: {
  story: CommunityStory;
  level?: 2 | 3;
  className?: string;
}) {
  const { t } = useTranslation();
  const title = storyTitle(story, useLanguage()) ?? t('common.untitledStory');
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <li
      className={cn(
        'group relative flex flex-col overflow-hidden rounded-[var(--radius-card)] bg-white shadow-soft transition-transform focus-within:-translate-y-0.5 hover:-translate-y-0.5',
        className,
      )}
      data-story-id={story.id}
    >
      <StoryThumbnail story={story} />
      {story.featured ? (
        <span className="absolute start-3 top-3 inline-flex items-center gap-1 rounded-full bg-moon-400 px-2.5 py-1 text-xs font-extrabold text-night-950 shadow-soft">
          <Star className="h-3.5 w-3.5" aria-hidden="true" />
          {t('community.card.featured')}
        </span>
      ) : null}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <Heading className="text-lg font-extrabold leading-snug text-night-900">
          <LocalizedLink
            to={`/story/${story.id}`}
            className="outline-none after:absolute after:inset-0 after:rounded-[var(--radius-card)] focus-visible:after:ring-4 focus-visible:after:ring-night-600/40 group-hover:text-night-700"
          >
            <bdi>{title}</bdi>
          </LocalizedLink>
        </Heading>
        <p className="text-sm text-ink-600">
          <WithAuthor author={story.author} text={(author) => t('community.card.by', { author })} />
        </p>
        <div className="relative z-10 flex flex-wrap items-center gap-2 self-start">
          <span className="rounded-full bg-moon-100 px-2.5 py-0.5 text-xs font-bold text-night-900">
            {t('common.ages', { age: story.ageGroup })}
          </span>
          <DialectBadge dialect={story.dialect} />
        </div>
        <div className="mt-auto pt-2">
          <StoryCounts story={story} show={['likes', 'views']} />
        </div>
      </div>
    </li>
  );
}
