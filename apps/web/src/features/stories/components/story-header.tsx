import { useTranslation } from '../../../lib/use-translation.ts';
import type { Story } from '@qamar/shared';
import { DialectBadge } from '../../../components/story-card/dialect-badge.tsx';

/** The title in the interface language, with the age group, language and page count. */
export function StoryHeader({ story, title }: { story: Story; title: string }) {
  const { t } = useTranslation();
  return (
    <header className="grid gap-3">
      <h1 className="text-3xl font-extrabold text-night-900 sm:text-4xl">{title}</h1>
      <div className="flex flex-wrap items-center gap-2 text-xs font-bold">
        <span className="rounded-full bg-moon-100 px-2.5 py-0.5 text-night-900">
          {t('common.ages', { age: story.ageGroup })}
        </span>
        <DialectBadge dialect={story.dialect} />
        <span className="rounded-full bg-night-50 px-2.5 py-0.5 text-night-700">
          {t('stories.pages', { count: story.pages.length })}
        </span>
      </div>
    </header>
  );
}
