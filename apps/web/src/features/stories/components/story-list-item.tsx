import { BookOpen, Trash2 } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { StoryCard } from '@qamar/shared';
import { ShareStoryButton } from './share-story-button.tsx';
import { StoryPdfButton } from './story-pdf-button.tsx';
import { PublishToggle } from './publish-toggle.tsx';
import { RemovedNotice, VisibilityBadges } from './visibility-badges.tsx';
import { buttonClasses, Button } from '../../../components/ui/button.tsx';
import { LocalizedLink } from '../../../components/localized-link.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { storyTitle } from '../../../lib/story-reading/story-title.ts';
import { DialectBadge } from '../../../components/story-card/dialect-badge.tsx';
import { StatusBadge } from './status-badge.tsx';
import { StoryThumbnail } from '../../../components/story-card/story-thumbnail.tsx';

/** One story of /my-stories: picture, title, status, language, age group, date, and Read and Delete. */
export function StoryListItem({
  story,
  onDelete,
}: {
  story: StoryCard;
  onDelete: (title: string) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const title = storyTitle(story, language) ?? t('common.untitledStory');
  const target =
    story.status === 'complete' || story.status === 'error'
      ? `/story/${story.id}`
      : `/generation/${story.id}`;
  return (
    <li
      className="flex flex-col overflow-hidden rounded-[var(--radius-card)] bg-white shadow-soft"
      data-story-id={story.id}
    >
      <LocalizedLink to={target} tabIndex={-1} aria-hidden="true">
        <StoryThumbnail story={story} />
      </LocalizedLink>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge status={story.status} />
          <DialectBadge dialect={story.dialect} />
          <span className="rounded-full bg-moon-100 px-2.5 py-0.5 text-xs font-bold text-night-900">
            {t('common.ages', { age: story.ageGroup })}
          </span>
          <VisibilityBadges visibility={story} />
        </div>
        <h2 className="text-xl font-extrabold text-night-900">{title}</h2>
        <p className="text-sm text-ink-600">
          {t('stories.myStories.created', { date: formatDate(story.createdAt, language) })}
        </p>
        <RemovedNotice visibility={story} />
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          <LocalizedLink
            to={target}
            className={buttonClasses('primary', 'sm')}
            aria-label={t('stories.myStories.openLabel', { title })}
          >
            <BookOpen className="h-4 w-4" aria-hidden="true" />
            {t('stories.myStories.open')}
          </LocalizedLink>
          {story.status === 'complete' ? (
            <ShareStoryButton storyId={story.id} title={title} />
          ) : null}
          {story.status === 'complete' ? (
            <StoryPdfButton storyId={story.id} title={title} dialect={story.dialect} />
          ) : null}
          {story.status === 'complete' ? (
            <PublishToggle storyId={story.id} title={title} visibility={story} />
          ) : null}
          <Button
            variant="ghost"
            size="sm"
            className="text-rose-500 hover:bg-rose-500/10"
            aria-label={t('stories.myStories.deleteLabel', { title })}
            onClick={() => onDelete(title)}
          >
            <Trash2 className="h-4 w-4" aria-hidden="true" />
            {t('stories.myStories.delete')}
          </Button>
        </div>
      </div>
    </li>
  );
}
