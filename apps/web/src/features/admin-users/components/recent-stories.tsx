import { Link } from 'react-router';
import type { AdminUserDetail } from '@qamar/shared';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { formatDate } from '../../../lib/format-date.ts';

/** The family's newest stories, each linked to its page. */
export function RecentStories({ stories }: { stories: AdminUserDetail['recentStories'] }) {
  const { t, i18n } = useTranslation();
  const language = useLanguage();
  return (
    <section
      className="mt-6 rounded-[var(--radius-card)] bg-white p-5 shadow-soft sm:p-6"
      aria-labelledby="recent-stories"
    >
      <h2 id="recent-stories" className="mb-4 text-lg font-extrabold text-night-900">
        {t('adminAccess.users.recent')}
      </h2>
      {stories.length === 0 ? (
        <p className="text-ink-600">{t('adminAccess.users.noStories')}</p>
      ) : (
        <ul className="divide-y divide-night-900/10">
          {stories.map((story) => (
            <li key={story.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
              <Link
                to={`/story/${story.id}`}
                className="min-w-0 font-bold text-night-900 underline-offset-4 hover:underline"
              >
                {language === 'ar' ? story.titleAr : story.titleEn}
              </Link>
              <span className="flex flex-wrap items-center gap-2 text-xs font-bold text-ink-600">
                <span>
                  {i18n.exists(`adminAccess.users.storyStatus.${story.status}`)
                    ? t(`adminAccess.users.storyStatus.${story.status as 'complete'}`)
                    : story.status}
                </span>
                {story.published ? (
                  <span className="rounded-full bg-night-50 px-2 py-0.5">
                    {t('adminAccess.users.published')}
                  </span>
                ) : null}
                {story.featured ? (
                  <span className="rounded-full bg-moon-100 px-2 py-0.5">
                    {t('adminAccess.users.featured')}
                  </span>
                ) : null}
                <span>{formatDate(story.createdAt, language)}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
