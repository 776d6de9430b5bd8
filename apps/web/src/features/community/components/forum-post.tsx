import type { CommunityStory } from '@qamar/shared';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { LocalizedLink } from '../../../components/localized-link.tsx';
import { StoryThumbnail } from '../../../components/story-card/story-thumbnail.tsx';
import { storyTitle } from '../../../lib/story-reading/story-title.ts';
import { timeLabel } from '../../../lib/time-label.ts';
import { AuthorAvatar, WithAuthor } from './author-name.tsx';
import { StoryCounts } from './story-counts.tsx';

/**
 * A published story as a forum post: who posted it and when, its title and idea, its picture, its
 * likes and comments. The post opens the story at its comments.
 */
export function ForumPost({ story, now }: { story: CommunityStory; now: Date }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const title = storyTitle(story, language) ?? t('common.untitledStory');
  const postedAt = story.publishedAt ?? story.createdAt;
  const excerpt = story.description?.trim();
  return (
    <li data-story-id={story.id}>
      <article className="group relative flex gap-4 rounded-[var(--radius-card)] bg-white p-4 shadow-soft transition-transform focus-within:-translate-y-0.5 hover:-translate-y-0.5 sm:gap-6 sm:p-5">
        <div className="flex min-w-0 flex-1 flex-col gap-3">
          <header className="flex items-center gap-3">
            <AuthorAvatar author={story.author} />
            <div className="grid min-w-0 text-sm">
              <p className="truncate text-ink-700">
                <WithAuthor
                  author={story.author}
                  text={(author) => t('community.forum.postedBy', { author })}
                />
              </p>
              <time dateTime={postedAt} className="text-ink-600" data-testid="post-time">
                {timeLabel(t, language, postedAt, now)}
              </time>
            </div>
          </header>
          <h2 className="text-lg font-extrabold leading-snug text-night-900 sm:text-xl">
            <LocalizedLink
              to={`/story/${story.id}#comments`}
              aria-label={t('community.forum.openComments', { title })}
              className="outline-none after:absolute after:inset-0 after:rounded-[var(--radius-card)] focus-visible:after:ring-4 focus-visible:after:ring-night-600/40 group-hover:text-night-700"
            >
              <bdi>{title}</bdi>
            </LocalizedLink>
          </h2>
          {/* Written in either language: isolated, so an English idea keeps its full stop at its end on the Arabic page. */}
          {excerpt ? (
            <p className="line-clamp-2 text-ink-600">
              <bdi>{excerpt}</bdi>
            </p>
          ) : null}
          <div className="mt-auto">
            <StoryCounts story={story} show={['likes', 'comments']} />
          </div>
        </div>
        <StoryThumbnail story={story} className="w-24 shrink-0 self-start rounded-2xl sm:w-44" />
      </article>
    </li>
  );
}
