import { BookHeart, Bookmark } from 'lucide-react';
import type { Theme } from '@qamar/shared';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Seo } from '../../../components/seo/seo.tsx';
import { LocalizedLink } from '../../../components/localized-link.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { useCommunityStories } from '../api/get-community-stories.ts';
import { useCommunityFilters } from '../hooks/use-community-filters.ts';
import { isNarrowed } from '../lib/community-filters.ts';
import { CommunityStoryCard } from './community-story-card.tsx';
import { FeaturedRow } from './featured-row.tsx';
import { FiltersBar } from './filters-bar.tsx';
import { CommunityListStates } from './list-states.tsx';

export const LIBRARY_PAGE_SIZE = 12;

/**
 * /library and /story-library: the featured row, then every published story as cards, searched,
 * filtered and sorted from the address's query, a page at a time. `themes` is the catalogue's
 * list for the theme filter (the page composing this one fetches it).
 */
export function LibraryPage({ themes }: { themes: readonly Theme[] | undefined }) {
  const { t } = useTranslation();
  const { filters, update, setPage, clear } = useCommunityFilters();
  const narrowed = isNarrowed(filters);
  const stories = useCommunityStories({ ...filters, pageSize: LIBRARY_PAGE_SIZE });
  const total = stories.data?.total ?? 0;
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-10">
      <Seo
        title={t('community.seo.library.title')}
        description={t('community.seo.library.description')}
        path="/library"
        noindex
      />
      <header className="flex flex-wrap items-end gap-4">
        <div className="me-auto">
          <h1 className="text-3xl font-extrabold text-night-900 sm:text-4xl">
            {t('community.library.title')}
          </h1>
          <p className="mt-1 text-ink-600">{t('community.library.subtitle')}</p>
        </div>
        <LocalizedLink to="/saved-stories" className={buttonClasses('outline')}>
          <Bookmark className="h-5 w-5" aria-hidden="true" />
          {t('community.library.savedLink')}
        </LocalizedLink>
      </header>
      {narrowed || filters.page > 1 ? null : <FeaturedRow />}
      <section aria-labelledby="all-stories" className="grid gap-5">
        <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <h2 id="all-stories" className="text-2xl font-extrabold text-night-900">
            {t('community.library.allTitle')}
          </h2>
          {total > 0 ? (
            <p className="text-sm font-bold text-ink-600" data-testid="results-count">
              {t('community.library.results', { count: total })}
            </p>
          ) : null}
        </div>
        <FiltersBar filters={filters} onChange={update} sorts="library" themes={themes} />
        <CommunityListStates
          list={stories}
          page={filters.page}
          onPage={setPage}
          narrowed={narrowed}
          onClear={clear}
          empty={{
            icon: BookHeart,
            title: t('community.library.emptyTitle'),
            text: t('community.library.emptyText'),
            action: { to: '/my-stories', label: t('community.library.emptyCta') },
          }}
        >
          {(list, busy) => (
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-busy={busy}>
              {list.map((story) => (
                <CommunityStoryCard key={story.id} story={story} />
              ))}
            </ul>
          )}
        </CommunityListStates>
      </section>
    </div>
  );
}
