import { useState } from 'react';
import { MessagesSquare } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Seo } from '../../../components/seo/seo.tsx';
import { useCommunityStories } from '../api/get-community-stories.ts';
import { useCommunityFilters } from '../hooks/use-community-filters.ts';
import { isNarrowed } from '../lib/community-filters.ts';
import { FiltersBar } from './filters-bar.tsx';
import { ForumPost } from './forum-post.tsx';
import { CommunityListStates } from './list-states.tsx';

export const FORUM_PAGE_SIZE = 10;

/** /forum: the published stories as posts, newest first by default, searched and sorted from the address, a page at a time. */
export function ForumPage() {
  const { t } = useTranslation();
  const { filters, update, setPage, clear } = useCommunityFilters();
  // The time labels are read against the moment the page opened, so they do not change under the reader.
  const [now] = useState(() => new Date());
  const stories = useCommunityStories({
    q: filters.q,
    sort: filters.sort,
    page: filters.page,
    pageSize: FORUM_PAGE_SIZE,
  });
  return (
    <div className="mx-auto grid w-full max-w-4xl gap-8 px-4 py-10">
      <Seo
        title={t('community.seo.forum.title')}
        description={t('community.seo.forum.description')}
        path="/forum"
        noindex
      />
      <header>
        <h1 className="text-3xl font-extrabold text-night-900 sm:text-4xl">
          {t('community.forum.title')}
        </h1>
        <p className="mt-1 text-ink-600">{t('community.forum.subtitle')}</p>
      </header>
      <FiltersBar filters={filters} onChange={update} sorts="forum" withFilters={false} />
      <CommunityListStates
        list={stories}
        page={filters.page}
        onPage={setPage}
        narrowed={isNarrowed(filters)}
        onClear={clear}
        empty={{
          icon: MessagesSquare,
          title: t('community.forum.emptyTitle'),
          text: t('community.forum.emptyText'),
          action: { to: '/my-stories', label: t('community.forum.emptyCta') },
        }}
      >
        {(list, busy) => (
          <ul className="grid gap-4" aria-label={t('community.forum.posts')} aria-busy={busy}>
            {list.map((story) => (
              <ForumPost key={story.id} story={story} now={now} />
            ))}
          </ul>
        )}
      </CommunityListStates>
    </div>
  );
}
