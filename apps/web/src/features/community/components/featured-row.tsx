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
      <h2 id="featured-stories" className="text-2xl font-extrabold text-night-900">{t('community.library.featuredTitle')}</h2>
      <ul className="-mx-4 grid snap-x snap-mandatory auto-cols-[minmax(15rem,1fr)] grid-flow-col gap-5 overflow-x-auto px-4 pb-3 sm:auto-cols-[minmax(16rem,1fr)]">
        {stories.map((story) => (
          <CommunityStoryCard key={story.id} story={story} className="snap-start" />
        ))}
      </ul>
    </section>
  );
}
