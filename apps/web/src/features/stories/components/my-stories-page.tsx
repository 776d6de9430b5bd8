import { BookHeart, Plus } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Seo } from '../../../components/seo/seo.tsx';
import { NoticeCard } from '../../../components/ui/notice-card.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { LocalizedLink } from '../../../components/localized-link.tsx';
import { useStories } from '../api/get-stories.ts';
import { useDeleteStoryFlow } from '../hooks/use-delete-story-flow.ts';
import { useChildParam, type ChildFilterSlot } from '../hooks/use-child-param.ts';
import { storyConstants } from '../story-constants.ts';
import { ConfirmDeleteDialog } from './confirm-delete-dialog.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { StoryListItem } from './story-list-item.tsx';

/** /my-stories (docs/product/screens.md): the parent's stories, newest first, a page at a time (?page=N). */
export function MyStoriesPage({ childFilter }: { childFilter?: ChildFilterSlot } = {}) {
  const { t } = useTranslation();
  const { childId, params, setParams, setChild } = useChildParam();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const stories = useStories(page, storyConstants.myStoriesPageSize, { childId });
  const flow = useDeleteStoryFlow();
  const totalPages = stories.data
    ? Math.max(1, Math.ceil(stories.data.total / stories.data.pageSize))
    : 1;
  const setPage = (next: number) =>
    setParams({
      ...(next > 1 ? { page: String(next) } : {}),
      ...(childId ? { child: String(childId) } : {}),
    });
  // Deleting the last story of a page leaves it empty: step back to the page before.
  const emptyPage = stories.data && stories.data.stories.length === 0 && page > 1;

  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-10">
      <Seo
        title={t('stories.seo.myStories.title')}
        description={t('stories.seo.myStories.description')}
        path="/my-stories"
        noindex
      />
      <header className="flex flex-wrap items-end gap-4">
        <div className="me-auto">
          <h1 className="text-3xl font-extrabold text-night-900 sm:text-4xl">
            {t('stories.myStories.title')}
          </h1>
          <p className="mt-1 text-ink-600">{t('stories.myStories.subtitle')}</p>
        </div>
        {childFilter ? childFilter(childId, setChild) : null}
        <LocalizedLink to="/create" className={buttonClasses('secondary')}>
          <Plus className="h-5 w-5" aria-hidden="true" />
          {t('stories.myStories.create')}
        </LocalizedLink>
      </header>
      <div className="mt-8 grid gap-8">
        {stories.isPending ? (
          <div className="flex justify-center py-16 text-night-700">
            <Spinner className="h-10 w-10" label={t('common.loading')} />
          </div>
        ) : stories.isError ? (
          <div
            role="alert"
            className="flex flex-wrap items-center gap-3 rounded-2xl bg-rose-500/10 p-4 font-semibold text-rose-500"
          >
            <p className="me-auto">{t('stories.myStories.loadFailed')}</p>
            <Button size="sm" variant="outline" onClick={() => void stories.refetch()}>
              {t('stories.myStories.retry')}
            </Button>
          </div>
        ) : stories.data.total === 0 || emptyPage ? (
          emptyPage ? (
            <Button
              variant="outline"
              className="justify-self-center"
              onClick={() => setPage(Math.min(page - 1, totalPages))}
            >
              {t('stories.myStories.previous')}
            </Button>
          ) : (
            <NoticeCard
              icon={BookHeart}
              level={2}
              look="empty"
              title={t('stories.myStories.emptyTitle')}
              text={t('stories.myStories.emptyText')}
              action={{ to: '/create', label: t('stories.myStories.emptyCta') }}
            />
          )
        ) : (
          <>
            <ul
              className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
              aria-busy={stories.isPlaceholderData}
            >
              {stories.data.stories.map((story) => (
                <StoryListItem
                  key={story.id}
                  story={story}
                  onDelete={(title) => flow.ask({ id: story.id, title })}
                />
              ))}
            </ul>
            <Pager page={page} totalPages={totalPages} onPage={setPage} />
          </>
        )}
      </div>
      <ConfirmDeleteDialog
        open={flow.target !== null}
        onOpenChange={(open) => (open ? undefined : flow.close())}
        title={flow.target?.title ?? ''}
        pending={flow.pending}
        onConfirm={() => void flow.confirm()}
      />
    </section>
  );
}
