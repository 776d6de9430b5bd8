import { EyeOff, Heart, MessageCircle, Flag, Star, Undo2 } from 'lucide-react';
import type { AdminStory } from '@qamar/shared';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { Badge } from './badge.tsx';
import { ReadStoryLink, StoryTitle } from './story-title.tsx';
import { ModerationBadge } from './moderation-badge.tsx';

export function StoryRow({
  story,
  onHide,
  onRestore,
  onFeature,
  busy,
}: {
  story: AdminStory;
  onHide: () => void;
  onRestore: () => void;
  onFeature: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const published = story.publishedAt !== null;
  const featurable = story.status === 'complete' && published && story.moderation !== 'removed';
  return (
    <li
      className="grid gap-3 rounded-[var(--radius-card)] bg-white p-4 shadow-soft sm:p-5"
      data-story-id={story.id}
    >
      <div className="flex flex-wrap items-start gap-x-4 gap-y-2">
        <div className="me-auto min-w-0">
          <StoryTitle as="h2" title={story.title} id={story.id} />
          <p className="mt-0.5 break-words text-sm text-ink-600">
            {story.author.kind === 'admin' ? (
              t('adminContent.stories.byAdmin')
            ) : (
              <>
                <bdi className="font-bold text-ink-700">
                  {story.author.displayName ?? t('adminContent.stories.noDisplayName')}
                </bdi>{' '}
                · <bdi dir="ltr">{story.author.email}</bdi>
              </>
            )}
            {' · '}
            {formatDate(story.createdAt, language)}
          </p>
        </div>
        <div className="flex flex-wrap gap-1.5">
          <Badge
            tone={
              story.status === 'complete' ? 'neutral' : story.status === 'error' ? 'bad' : 'warn'
            }
          >
            {t(`adminContent.stories.status.${story.status}`)}
          </Badge>
          <ModerationBadge moderation={story.moderation} />
          {story.featuredAt ? (
            <Badge tone="star">
              <Star className="h-3 w-3" aria-hidden="true" />
              {t('adminContent.stories.visibility.featured')}
            </Badge>
          ) : published ? (
            <Badge tone="good">{t('adminContent.stories.visibility.published')}</Badge>
          ) : (
            <Badge>{t('adminContent.stories.visibility.private')}</Badge>
          )}
        </div>
      </div>
      {story.moderationReason ? (
        <p className="rounded-2xl bg-night-50 px-3 py-2 text-sm text-ink-700">
          <span className="font-bold">{t('adminContent.stories.reasonShown')}</span>{' '}
          <bdi>{story.moderationReason}</bdi>
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-x-4 gap-y-3">
        <p className="me-auto flex flex-wrap gap-3 text-sm font-bold tabular-nums text-ink-600">
          <span
            className="inline-flex items-center gap-1"
            title={t('adminContent.stories.likes', { count: story.likes })}
          >
            <Heart className="h-4 w-4" aria-hidden="true" />
            <span className="sr-only">
              {t('adminContent.stories.likes', { count: story.likes })}
            </span>
            <span aria-hidden="true">{story.likes}</span>
          </span>
          <span
            className="inline-flex items-center gap-1"
            title={t('adminContent.stories.comments', { count: story.comments })}
          >
            <MessageCircle className="h-4 w-4" aria-hidden="true" />
            <span className="sr-only">
              {t('adminContent.stories.comments', { count: story.comments })}
            </span>
            <span aria-hidden="true">{story.comments}</span>
          </span>
          <span
            className={cn(
              'inline-flex items-center gap-1',
              story.openReports > 0 && 'text-rose-500',
            )}
            title={t('adminContent.stories.reports', { count: story.openReports })}
          >
            <Flag className="h-4 w-4" aria-hidden="true" />
            <span className="sr-only">
              {t('adminContent.stories.reports', { count: story.openReports })}
            </span>
            <span aria-hidden="true">{story.openReports}</span>
          </span>
        </p>
        <div className="flex flex-wrap gap-2">
          <ReadStoryLink
            id={story.id}
            label={t('adminContent.stories.read')}
            accessibleName={t('adminContent.stories.readLabel', { title: story.title })}
          />
          {featurable ? (
            <Button size="sm" variant="outline" disabled={busy} onClick={onFeature}>
              <Star className="h-4 w-4" aria-hidden="true" />
              {story.featuredAt
                ? t('adminContent.stories.unfeature')
                : t('adminContent.stories.feature')}
            </Button>
          ) : null}
          {story.moderation === 'visible' || story.moderation === 'pending' ? (
            <Button size="sm" variant="outline" onClick={onHide}>
              <EyeOff className="h-4 w-4" aria-hidden="true" />
              {t('adminContent.stories.hide')}
            </Button>
          ) : null}
          {story.moderation === 'hidden' ? (
            <Button size="sm" variant="outline" onClick={onRestore}>
              <Undo2 className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
              {t('adminContent.stories.restore')}
            </Button>
          ) : null}
        </div>
      </div>
    </li>
  );
}
