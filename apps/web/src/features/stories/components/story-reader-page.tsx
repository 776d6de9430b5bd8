import { useNavigate, useParams } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Seo } from '../../../components/seo/seo.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useLanguage, useLocalize } from '../../../lib/use-language.ts';
import { useStory } from '../api/get-story.ts';
import { storyTitle } from '../../../lib/story-reading/story-title.ts';
import { GenerationProgress } from './generation-progress.tsx';
import { OwnerActions } from './owner-actions.tsx';
import { StoryNotFound } from './story-not-found.tsx';
import { StoryReader, type StoryPageSlots } from './story-reader.tsx';

/**
 * /story/:id. No route guard: the server decides who may read (the owner, admins, anyone once
 * published) and answers 404 otherwise (docs/product/stories-and-engines.md). A story still being made shows its progress.
 * What other features add to the page (the community's bar and comments, the page for a refusal
 * this page does not know) comes in through `slots`, composed by the route.
 */
export function StoryReaderPage({ slots = {} }: { slots?: StoryPageSlots }) {
  const { t } = useTranslation();
  const { id } = useParams();
  const language = useLanguage();
  const localize = useLocalize();
  const navigate = useNavigate();
  const storyId = Number(id);
  const story = useStory(storyId);
  const path = `/story/${id ?? ''}`;
  const seo = (title?: string) => (
    <Seo
      title={title ? t('stories.seo.story.title', { title }) : t('stories.reader.notFoundTitle')}
      description={t('stories.seo.story.description')}
      path={path}
      noindex
    />
  );

  if (
    !Number.isInteger(storyId) ||
    storyId <= 0 ||
    (story.error instanceof ApiError && story.error.status === 404)
  ) {
    return (
      <div className="px-4 py-10">
        {seo()}
        <StoryNotFound />
      </div>
    );
  }
  if (story.isPending) return <PageSpinner label={t('stories.reader.loading')} />;
  const refusal =
    story.isError && story.error instanceof ApiError ? slots.refusal?.(story.error) : null;
  if (refusal) {
    return (
      <>
        {seo()}
        {refusal}
      </>
    );
  }
  if (story.isError) {
    return (
      <div
        role="alert"
        className="mx-auto grid max-w-lg justify-items-center gap-4 px-4 py-16 text-center"
      >
        {seo()}
        <h1 className="text-2xl font-extrabold text-night-900">{t('stories.reader.loadFailed')}</h1>
        <Button onClick={() => void story.refetch()}>{t('stories.reader.retry')}</Button>
      </div>
    );
  }

  const data = story.data;
  const title = storyTitle(data, language) ?? t('common.untitledStory');
  if (data.status !== 'complete') {
    return (
      <div className="mx-auto grid w-full max-w-3xl gap-4 px-4 py-10">
        {seo(title)}
        <GenerationProgress
          key={storyId}
          storyId={storyId}
          headingLevel="h1"
          onCreateAnother={() => navigate(localize('/create'))}
        />
        {data.isOwner && data.status === 'error' ? (
          <OwnerActions storyId={storyId} title={title} />
        ) : null}
      </div>
    );
  }
  return (
    <>
      {seo(title)}
      <StoryReader story={data} title={title} slots={slots} />
    </>
  );
}
