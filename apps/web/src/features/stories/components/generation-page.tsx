import { useNavigate, useParams } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Seo } from '../../../components/seo/seo.tsx';
import { useLocalize } from '../../../lib/use-language.ts';
import { GenerationProgress } from './generation-progress.tsx';
import { StoryNotFound } from './story-not-found.tsx';

/** /generation/:id: the progress of one story, for a parent who left /create or came back later. */
export function GenerationPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const navigate = useNavigate();
  const localize = useLocalize();
  const storyId = Number(id);
  const valid = Number.isInteger(storyId) && storyId > 0;
  return (
    <>
      <Seo
        title={t('stories.seo.generation.title')}
        description={t('stories.seo.generation.description')}
        path={`/generation/${id ?? ''}`}
        noindex
      />
      <div className="mx-auto w-full max-w-3xl px-4 py-10">
        {valid ? (
          <GenerationProgress
            key={storyId}
            storyId={storyId}
            headingLevel="h1"
            onCreateAnother={() => navigate(localize('/create'))}
          />
        ) : (
          <StoryNotFound />
        )}
      </div>
    </>
  );
}
