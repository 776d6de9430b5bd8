import { useTranslation } from '../../../lib/use-translation.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { LocalizedLink } from '../../../components/localized-link.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import { useStories } from '../api/get-stories.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { storyTitle } from '../../../lib/story-reading/story-title.ts';
import { storyConstants } from '../story-constants.ts';
import { StatusBadge } from './status-badge.tsx';
import { StoryThumbnail } from '../../../components/story-card/story-thumbnail.tsx';
import { useChildParam, type ChildFilterSlot } from '../hooks/use-child-param.ts';

/** The latest few stories (GET /api/stories?pageSize=4), each opening its page; with children, by child (?child=N). */
export function RecentStories({ childFilter }: { childFilter?: ChildFilterSlot }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { childId, setChild } = useChildParam();
  const stories = useStories(1, storyConstants.recentStories, { childId });
  return (
    <section aria-labelledby="recent-stories" className="grid content-start gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="recent-stories" className="text-xl font-extrabold text-night-900">
          {t('stories.dashboard.recentTitle')}
        </h2>
        {childFilter ? childFilter(childId, setChild) : null}
        <LocalizedLink
          to={childId ? `/my-stories?child=${childId}` : '/my-stories'}
          className="text-sm font-bold text-night-700 underline underline-offset-4 hover:text-night-900"
        >
          {t('stories.dashboard.seeAll')}
        </LocalizedLink>
      </div>
      {stories.isPending ? (
        <div className="flex justify-center py-10 text-night-700">
          <Spinner className="h-8 w-8" label={t('common.loading')} />
        </div>
      ) : stories.isError ? (
        <p
          role="alert"
          className="rounded-2xl bg-rose-500/10 p-4 text-sm font-semibold text-rose-500"
        >
          {t('stories.dashboard.recentFailed')}
        </p>
      ) : stories.data.stories.length === 0 ? (
        <p className="rounded-2xl border-2 border-dashed border-night-900/15 bg-white p-6 text-center text-ink-600">
          {t(childId ? 'stories.dashboard.recentEmptyChild' : 'stories.dashboard.recentEmpty')}
        </p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {stories.data.stories.map((story) => {
            const title = storyTitle(story, language) ?? t('common.untitledStory');
            const target =
              story.status === 'complete' || story.status === 'error'
                ? `/story/${story.id}`
                : `/generation/${story.id}`;
            return (
              <li key={story.id}>
                <LocalizedLink
                  to={target}
                  className="group/card flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-soft transition-transform hover:-translate-y-0.5"
                >
                  <StoryThumbnail story={story} />
                  <span className="grid gap-1.5 p-3">
                    <span className="line-clamp-2 font-extrabold text-night-900">{title}</span>
                    <span className="flex flex-wrap items-center gap-1.5 text-xs text-ink-600">
                      <StatusBadge status={story.status} />
                      {formatDate(story.createdAt, language)}
                    </span>
                  </span>
                </LocalizedLink>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
