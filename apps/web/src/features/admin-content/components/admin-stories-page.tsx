import { useState, type FormEvent } from 'react';
import { BookOpen, EyeOff, Heart, MessageCircle, Flag, Search, Star, Undo2 } from 'lucide-react';
import { useSearchParams } from 'react-router';
import {
  storyModerations,
  storyStatuses,
  adminStoryVisibilities,
  type AdminStory,
} from '@qamar/shared';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { Button } from '../../../components/ui/button.tsx';
import { inputClass } from '../../../components/ui/field.tsx';
import { cn } from '../../../lib/cn.ts';
import {
  useAdminStories,
  useFeatureStory,
  useModerate,
  type StoryFilters,
} from '../api/admin-calls.ts';
import {
  AdminPage,
  Badge,
  FilterSelect,
  ListStatus,
  LoadMore,
  ReadStoryLink,
  ReasonDialog,
  StoryTitle,
  withToast,
  type ReasonRequest,
} from './admin-page.tsx';
import { ModerationBadge } from './moderation-badge.tsx';

const filterNames = ['status', 'moderation', 'visibility'] as const;

/** /admin/stories: every story found by title, author or id, with featuring and hiding (with a reason its author reads). */
export function AdminStoriesPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
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

  const setFilter = (name: keyof StoryFilters, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next);
  };
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

function SearchForm({ initial, onSearch }: { initial: string; onSearch: (words: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(initial);
  const search = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form role="search" onSubmit={search} className="flex gap-2">
      <label htmlFor="admin-story-search" className="sr-only">
        {t('adminContent.stories.searchLabel')}
      </label>
      <input
        id="admin-story-search"
        type="search"
        value={text}
        maxLength={100}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('adminContent.stories.searchPlaceholder')}
        className={cn(inputClass, 'py-2.5')}
      />
      <Button type="submit" className="shrink-0">
        <Search className="h-4 w-4" aria-hidden="true" />
        <span className="hidden sm:inline">{t('adminContent.stories.search')}</span>
        <span className="sr-only sm:hidden">{t('adminContent.stories.search')}</span>
      </Button>
    </form>
  );
}

function StoryRow({
  story,
  onHide,
  onRestore,
  onFeature,
  busy,
}: {
  story: AdminStory;
  onHide: () => void;
  onRestore: () => void;
  onFeature: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const published = story.publishedAt !== null;
  const featurable = story.status === 'complete' && published && story.moderation !== 'removed';
  return (
    <li
      className="grid gap-3 rounded-[var(--radius-card)] bg-white p-4 shadow-soft sm:p-5"
      data-story-id={story.id}
    >
      <div className="flex flex-wrap items-start gap-x-4 gap-y-2">
        <div className="me-auto min-w-0">
          <StoryTitle as="h2" title={story.title} id={story.id} />
          <p className="mt-0.5 break-words text-sm text-ink-600">
            {story.author.kind === 'admin' ? (
              t('adminContent.stories.byAdmin')
            ) : (
              <>
                <bdi className="font-bold text-ink-700">
                  {story.author.displayName ?? t('adminContent.stories.noDisplayName')}
                </bdi>{' '}
                · <bdi dir="ltr">{story.author.email}</bdi>
              </>
            )}
            {' · '}
            {formatDate(story.createdAt, language)}
          </p>
        </div>
        <div className="flex flex-wrap gap-1.5">
          <Badge
            tone={
              story.status === 'complete' ? 'neutral' : story.status === 'error' ? 'bad' : 'warn'
            }
          >
            {t(`adminContent.stories.status.${story.status}`)}
          </Badge>
          <ModerationBadge moderation={story.moderation} />
          {story.featuredAt ? (
            <Badge tone="star">
              <Star className="h-3 w-3" aria-hidden="true" />
              {t('adminContent.stories.visibility.featured')}
            </Badge>
          ) : published ? (
            <Badge tone="good">{t('adminContent.stories.visibility.published')}</Badge>
          ) : (
            <Badge>{t('adminContent.stories.visibility.private')}</Badge>
          )}
        </div>
      </div>
      {story.moderationReason ? (
        <p className="rounded-2xl bg-night-50 px-3 py-2 text-sm text-ink-700">
          <span className="font-bold">{t('adminContent.stories.reasonShown')}</span>{' '}
          <bdi>{story.moderationReason}</bdi>
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-x-4 gap-y-3">
        <p className="me-auto flex flex-wrap gap-3 text-sm font-bold tabular-nums text-ink-600">
          <span
            className="inline-flex items-center gap-1"
            title={t('adminContent.stories.likes', { count: story.likes })}
          >
            <Heart className="h-4 w-4" aria-hidden="true" />
            <span className="sr-only">
              {t('adminContent.stories.likes', { count: story.likes })}
            </span>
            <span aria-hidden="true">{story.likes}</span>
          </span>
          <span
            className="inline-flex items-center gap-1"
            title={t('adminContent.stories.comments', { count: story.comments })}
          >
            <MessageCircle className="h-4 w-4" aria-hidden="true" />
            <span className="sr-only">
              {t('adminContent.stories.comments', { count: story.comments })}
            </span>
            <span aria-hidden="true">{story.comments}</span>
          </span>
          <span
            className={cn(
              'inline-flex items-center gap-1',
              story.openReports > 0 && 'text-rose-500',
            )}
            title={t('adminContent.stories.reports', { count: story.openReports })}
          >
            <Flag className="h-4 w-4" aria-hidden="true" />
            <span className="sr-only">
              {t('adminContent.stories.reports', { count: story.openReports })}
            </span>
            <span aria-hidden="true">{story.openReports}</span>
          </span>
        </p>
        <div className="flex flex-wrap gap-2">
          <ReadStoryLink
            id={story.id}
            label={t('adminContent.stories.read')}
            accessibleName={t('adminContent.stories.readLabel', { title: story.title })}
          />
          {featurable ? (
            <Button size="sm" variant="outline" disabled={busy} onClick={onFeature}>
              <Star className="h-4 w-4" aria-hidden="true" />
              {story.featuredAt
                ? t('adminContent.stories.unfeature')
                : t('adminContent.stories.feature')}
            </Button>
          ) : null}
          {story.moderation === 'visible' || story.moderation === 'pending' ? (
            <Button size="sm" variant="outline" onClick={onHide}>
              <EyeOff className="h-4 w-4" aria-hidden="true" />
              {t('adminContent.stories.hide')}
            </Button>
          ) : null}
          {story.moderation === 'hidden' ? (
            <Button size="sm" variant="outline" onClick={onRestore}>
              <Undo2 className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
              {t('adminContent.stories.restore')}
            </Button>
          ) : null}
        </div>
      </div>
    </li>
  );
}
