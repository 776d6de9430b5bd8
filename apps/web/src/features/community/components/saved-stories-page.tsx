import { Bookmark } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Seo } from '../../../components/seo/seo.tsx';
import { useSavedStories } from '../api/get-saved-stories.ts';
import { CommunityStoryCard } from './community-story-card.tsx';
import { CommunityListStates } from './list-states.tsx';

export const SAVED_PAGE_SIZE = 12;

/** /saved-stories: the stories the parent saved from the library, as its cards, a page at a time (?page=N). */
export function SavedStoriesPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const saved = useSavedStories(page, SAVED_PAGE_SIZE);
  const setPage = (next: number) => {
    setParams(next > 1 ? { page: String(next) } : {});
    window.scrollTo(0, 0);
  };
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-10">
      <Seo
        title={t('community.seo.saved.title')}
        description={t('community.seo.saved.description')}
        path="/saved-stories"
        noindex
      />
      <header>
        <h1 className="text-3xl font-extrabold text-night-900 sm:text-4xl">
          {t('community.saved.title')}
        </h1>
        <p className="mt-1 text-ink-600">{t('community.saved.subtitle')}</p>
      </header>
      <CommunityListStates
        list={saved}
        page={page}
        onPage={setPage}
        empty={{
          icon: Bookmark,
          title: t('community.saved.emptyTitle'),
          text: t('community.saved.emptyText'),
          action: { to: '/library', label: t('community.saved.emptyCta') },
        }}
      >
        {(list, busy) => (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-busy={busy}>
            {list.map((story) => (
              <CommunityStoryCard key={story.id} story={story} level={2} />
            ))}
          </ul>
        )}
      </CommunityListStates>
    </div>
  );
}
