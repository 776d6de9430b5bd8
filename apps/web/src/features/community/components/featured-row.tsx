import type { StoriesQuery } from '../api/community-keys.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useCommunityStories } from '../api/get-community-stories.ts';
import { CommunityStoryCard } from './community-story-card.tsx';

const featuredQuery: StoriesQuery = { shelf: 'featured', pageSize: 8 };

/** The stories an admin chose, in a row that scrolls sideways; nothing at all when there are none. */
export function FeaturedRow() {
  const { t } = useTranslation();
  const featured = useCommunityStories(featuredQuery);
  const stories = featured.data?.stories ?? [];
  if (stories.length === 0) return null;
  return (
    <section aria-labelledby="featured-stories" className="grid gap-4">
      <h2 id="featured-stories" className="text-2xl font-extrabold text-night-900">
        {t('community.library.featuredTitle')}
      </h2>
      {/* As wide as the cards below (two or three a row), the rest a sideways scroll away. */}
      <ul className="-mx-4 grid snap-x snap-mandatory auto-cols-[85%] grid-flow-col gap-6 overflow-x-auto px-4 pt-1 pb-3 sm:auto-cols-[calc((100%-1.5rem)/2)] lg:auto-cols-[calc((100%-3rem)/3)]">
        {stories.map((story) => (
          <CommunityStoryCard key={story.id} story={story} className="snap-start" />
        ))}
      </ul>
    </section>
  );
}
