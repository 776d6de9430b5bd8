import { useState } from 'react';
import { BookOpen } from 'lucide-react';
import { useAddressParams } from '../../../lib/use-address-params.ts';
import {
  storyModerations,
  storyStatuses,
  adminStoryVisibilities,
  type AdminStory,
} from '@qamar/shared';
import { useTranslation } from '../../../lib/use-translation.ts';
import {
  useAdminStories,
  useFeatureStory,
  useModerate,
  type StoryFilters,
} from '../api/admin-calls.ts';
import { AdminPage } from './admin-page.tsx';
import { FilterSelect } from './filter-select.tsx';
import { ListStatus } from './list-status.tsx';
import { LoadMore } from './load-more.tsx';
import { ReasonDialog, type ReasonRequest } from './reason-dialog.tsx';
import { withToast } from './with-toast.ts';
import { SearchForm } from './story-search-form.tsx';
import { StoryRow } from './admin-story-row.tsx';

const filterNames = ['status', 'moderation', 'visibility'] as const;

/** /admin/stories: every story found by title, author or id, with featuring and hiding (with a reason its author reads). */
export function AdminStoriesPage() {
  const { t } = useTranslation();
  const { params, change } = useAddressParams();
  const filters: StoryFilters = {
    q: params.get('q') ?? '',
    status: params.get('status') ?? '',
    moderation: params.get('moderation') ?? '',
    visibility: params.get('visibility') ?? '',
  };
  const stories = useAdminStories(filters);
  const [reason, setReason] = useState<ReasonRequest | null>(null);
  const moderate = useModerate();
  const feature = useFeatureStory();

  const setFilter = (name: keyof StoryFilters, value: string) =>
    change((next) => {
      if (value) next.set(name, value);
      else next.delete(name);
      return next;
    });
  const list = stories.data?.pages.flatMap((page) => page.stories) ?? [];
  const filtered = Boolean(filters.q || filters.status || filters.moderation || filters.visibility);

  const hide = (story: AdminStory) =>
    setReason({
      title: t('adminContent.stories.hideTitle', { title: story.title }),
      description: t('adminContent.stories.hideText'),
      confirm: t('adminContent.stories.hide'),
      required: true,
      danger: true,
      run: (why) =>
        moderate.mutateAsync({ kind: 'stories', id: story.id, action: 'hide', reason: why }),
      done: t('adminContent.stories.hidden'),
    });
  const restore = (story: AdminStory) =>
    setReason({
      title: t('adminContent.stories.restoreTitle', { title: story.title }),
      description: t('adminContent.stories.restoreText'),
      confirm: t('adminContent.stories.restore'),
      required: false,
      run: (why) =>
        moderate.mutateAsync({ kind: 'stories', id: story.id, action: 'restore', reason: why }),
      done: t('adminContent.stories.restored'),
    });
  const toggleFeatured = (story: AdminStory) =>
    withToast(() => feature.mutateAsync({ id: story.id, featured: story.featuredAt === null }), {
      done:
        story.featuredAt === null
          ? t('adminContent.stories.featured')
          : t('adminContent.stories.unfeatured'),
      failed: t('adminContent.common.actionFailed'),
    });

  return (
    <AdminPage
      title={t('adminContent.stories.title')}
      subtitle={t('adminContent.stories.subtitle')}
    >
      <div className="grid gap-4 rounded-[var(--radius-card)] bg-white p-4 shadow-soft sm:p-5">
        {/* Keyed by the search words, so back and forward bring their own words into the box. */}
        <SearchForm
          key={filters.q}
          initial={filters.q ?? ''}
          onSearch={(words) => setFilter('q', words)}
        />
        <div className="flex flex-wrap gap-3">
          {filterNames.map((name) => {
            const values =
              name === 'status'
                ? storyStatuses
                : name === 'moderation'
                  ? storyModerations
                  : adminStoryVisibilities;
            return (
              <FilterSelect
                key={name}
                label={t(`adminContent.stories.filters.${name}`)}
                value={filters[name] ?? ''}
                options={[
                  { value: '', label: t('adminContent.stories.filters.any') },
                  ...values.map((value) => ({
                    value,
                    label: t(
                      `adminContent.stories.${name}.${value}` as 'adminContent.stories.status.queued',
                    ),
                  })),
                ]}
                onChange={(value) => setFilter(name, value)}
              />
            );
          })}
        </div>
      </div>

      <ListStatus
        loading={stories.isPending}
        failed={stories.isError}
        empty={list.length === 0}
        onRetry={() => void stories.refetch()}
        emptyIcon={BookOpen}
        emptyTitle={
          filtered ? t('adminContent.stories.noneFoundTitle') : t('adminContent.stories.emptyTitle')
        }
        emptyText={
          filtered ? t('adminContent.stories.noneFoundText') : t('adminContent.stories.emptyText')
        }
      >
        <ul className="grid gap-3" aria-busy={stories.isFetching} data-testid="admin-stories">
          {list.map((story) => (
            <StoryRow
              key={story.id}
              story={story}
              onHide={() => hide(story)}
              onRestore={() => restore(story)}
              onFeature={() => void toggleFeatured(story)}
              busy={feature.isPending && feature.variables?.id === story.id}
            />
          ))}
        </ul>
        <LoadMore
          hasMore={stories.hasNextPage}
          loading={stories.isFetchingNextPage}
          onMore={() => void stories.fetchNextPage()}
        />
      </ListStatus>
      <ReasonDialog request={reason} onClose={() => setReason(null)} />
    </AdminPage>
  );
}
