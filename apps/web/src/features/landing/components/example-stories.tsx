import { useTranslation } from '../../../lib/use-translation.ts';
import type { StoryCard } from '@qamar/shared';
import { storyTitle } from '../../../lib/story-reading/story-title.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useLandingData } from '../api/get-landing-data.ts';
import { EXAMPLE_COUNT, exampleStories } from '../lib/example-stories.ts';
import { samplePicture, sampleStories } from '../lib/sample-stories.ts';
import { ExampleCard, ExampleCardPlaceholder } from './example-card.tsx';

/** Medium pictures are 512 px wide (4:3). */
const storyPicture = (story: StoryCard) => {
  const src = story.firstPageImage ?? story.thumbnailUrl;
  return src ? { src, width: 512, height: 384 } : null;
};

function StoryExample({ story }: { story: StoryCard }) {
  const { t } = useTranslation();
  const title = storyTitle(story, useLanguage()) ?? t('common.untitledStory');
  return (
    <ExampleCard
      picture={storyPicture(story)}
      tag={story.featured ? t('landing.examples.featured') : undefined}
      ageGroup={story.ageGroup}
      dialect={story.dialect}
      title={title}
      text={story.description?.trim() || t('landing.examples.blurb')}
      to={`/story/${story.id}`}
      action={t('landing.examples.read')}
    />
  );
}

/**
 * Up to three example stories (docs/product/screens.md): featured ones first, then published ones, or three
 * built-in samples when there are none (or the call fails). The data loads after the hero has
 * painted; placeholders of the cards' size hold the space meanwhile.
 */
export function ExampleStories({ ctaTo }: { ctaTo: string }) {
  const { t } = useTranslation();
  const landing = useLandingData();
  const stories = exampleStories(landing.data);
  return (
    <section
      aria-labelledby="examples-title"
      aria-busy={landing.isPending}
      className="mx-auto max-w-6xl px-4 py-16"
      data-testid="example-stories"
    >
      <h2 id="examples-title" className="text-center text-3xl font-extrabold text-night-900">
        {t('landing.examples.title')}
      </h2>
      <p className="mt-2 text-center text-ink-600">{t('landing.examples.subtitle')}</p>
      {landing.isPending ? <p className="sr-only">{t('landing.examples.loading')}</p> : null}
      {landing.isError ? (
        <p className="mt-2 text-center text-sm text-ink-600">{t('landing.examples.failed')}</p>
      ) : null}
      <ul className="mt-10 flex flex-wrap justify-center gap-6">
        {landing.isPending
          ? Array.from({ length: EXAMPLE_COUNT }, (_, index) => (
              <ExampleCardPlaceholder key={index} />
            ))
          : stories.length > 0
            ? stories.map((story) => <StoryExample key={story.id} story={story} />)
            : sampleStories.map((sample) => {
                const title = t(`landing.examples.samples.${sample.key}.title`);
                return (
                  <ExampleCard
                    key={sample.key}
                    picture={{ src: sample.image, ...samplePicture }}
                    tag={t('landing.examples.sample')}
                    ageGroup={sample.ageGroup}
                    dialect={sample.dialect}
                    title={title}
                    text={t(`landing.examples.samples.${sample.key}.text`)}
                    to={ctaTo}
                    action={t('landing.examples.makeOne')}
                    label={t('landing.examples.makeOneLabel', { title })}
                  />
                );
              })}
      </ul>
    </section>
  );
}
