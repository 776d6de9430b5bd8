import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Seo } from '../../components/seo/seo.tsx';
import { StoryCharactersCard } from '../../features/catalogue/components/story-characters-card.tsx';
import { StoryLocationCard } from '../../features/catalogue/components/story-location-card.tsx';
import { useStorySelection } from '../../features/catalogue/hooks/use-story-selection.ts';
import { ThemeCard } from '../../features/catalogue/themes/theme-card.tsx';
import { emptyThemeChoice, type ThemeChoice } from '../../features/catalogue/themes/theme-choice.ts';

/**
 * /create, step 1 (SPEC.md 2): the numbered cards of the story form. Card 4 (age group and
 * dialect) and the submit button come with story creation.
 */
export function CreateRoute() {
  const { t } = useTranslation();
  const selection = useStorySelection();
  const [theme, setTheme] = useState<ThemeChoice>(emptyThemeChoice);
  return (
    <>
      <Seo title={t('catalogue.seo.create.title')} description={t('catalogue.seo.create.description')} path="/create" noindex />
      <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-10">
        <header>
          <h1 className="text-3xl font-extrabold text-night-900 sm:text-4xl">{t('catalogue.story.title')}</h1>
          <p className="mt-2 text-ink-600">{t('catalogue.story.subtitle')}</p>
        </header>
        <StoryCharactersCard step={1} selection={selection} />
        <StoryLocationCard step={2} selection={selection} />
        <ThemeCard step={3} value={theme} onChange={setTheme} />
      </div>
    </>
  );
}
