import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { Seo } from '../../components/seo/seo.tsx';
import { StoryCharactersCard } from '../../features/catalogue/components/story-characters-card.tsx';
import { StoryLocationCard } from '../../features/catalogue/components/story-location-card.tsx';
import { StoryStepCard } from '../../features/catalogue/components/story-step-card.tsx';
import { useStorySelection } from '../../features/catalogue/hooks/use-story-selection.ts';
import { ThemeCard } from '../../features/catalogue/themes/theme-card.tsx';
import {
  emptyThemeChoice,
  storyThemeFields,
  type ThemeChoice,
} from '../../features/catalogue/themes/theme-choice.ts';
import { OnboardingTour } from '../../features/onboarding/components/onboarding-tour.tsx';
import { GenerationProgress } from '../../features/stories/components/generation-progress.tsx';
import {
  defaultStorySettings,
  type StorySettings,
} from '../../features/stories/create/story-settings.ts';
import { StorySettingsFields } from '../../features/stories/create/story-settings-fields.tsx';
import { SubmitSection } from '../../features/stories/create/submit-section.tsx';
import { useStorySubmit } from '../../features/stories/create/use-story-submit.ts';
import { WeeklyAllowance } from '../../features/stories/create/weekly-allowance.tsx';
import { useSession } from '../../lib/session/get-user.ts';
import { useUsageStats } from '../../lib/session/use-usage-stats.ts';
import { ChildPicker } from '../../features/children/components/child-picker.tsx';
import { themeSlugsForInterests, type ChildProfile } from '@qamar/shared';
import { useLanguage } from '../../lib/use-language.ts';

const FORM_ID = 'story-form';

/** Step 1: the four numbered cards and the submit (docs/product/screens.md). Its state lives here, so a new form starts fresh. */
function StoryForm({ onCreated }: { onCreated: (id: number) => void }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const selection = useStorySelection();
  const [theme, setTheme] = useState<ThemeChoice>(emptyThemeChoice);
  const [settings, setSettings] = useState<StorySettings>(defaultStorySettings);
  const creation = useStorySubmit(onCreated);
  const [childIds, setChildIds] = useState<number[]>([]);
  const [hero, setHero] = useState<ChildProfile | null>(null);
  const language = useLanguage();
  const usage = useUsageStats();
  // The hero's age group and home language fill the settings (the language only when the plan has it).
  const chooseChildren = (children: ChildProfile[]) => {
    setChildIds(children.map((child) => child.id));
    const hero = children[0];
    setHero(hero ?? null);
    if (!hero) return;
    const dialects = usage.data?.dialects ?? ['standard', 'english'];
    setSettings((current) => ({
      ...current,
      ageGroup: hero.ageGroup,
      dialect: dialects.includes(hero.dialect) ? hero.dialect : current.dialect,
    }));
  };

  const choices = {
    selectedCharacterIds: selection.selectedCharacterIds,
    selectedLocationId: selection.selectedLocationId,
    theme: storyThemeFields(theme),
    settings,
    childIds,
  };

  const submit = (event: FormEvent) => {
    // React carries submit events up through portals: a form inside a picker dialog is not this one.
    if (event.target !== event.currentTarget) return;
    event.preventDefault();
    void creation.submit(choices);
  };

  return (
    <form id={FORM_ID} noValidate onSubmit={submit} className="grid gap-6">
      {user ? <ChildPicker chosen={childIds} onChange={chooseChildren} /> : null}
      <StoryCharactersCard step={1} selection={selection} />
      <StoryLocationCard step={2} selection={selection} />
      <ThemeCard
        step={3}
        value={theme}
        onChange={setTheme}
        suggestion={
          hero
            ? {
                childName: language === 'ar' ? hero.nameAr : hero.nameEn,
                slugs: themeSlugsForInterests(hero.interests),
              }
            : null
        }
      />
      <StoryStepCard
        step={4}
        title={t('stories.create.settingsTitle')}
        hint={t('stories.create.settingsHint')}
      >
        <StorySettingsFields value={settings} onChange={setSettings} />
      </StoryStepCard>
      <SubmitSection
        busy={creation.busy}
        problems={creation.problemsOf(choices)}
        showVerifyNotice={Boolean(user && !user.emailVerified)}
      />
    </form>
  );
}

/**
 * /create (docs/product/screens.md): the onboarding tour, then step 1 (the form) or step 2 (the progress of the
 * story just started). "Create another story" brings back a fresh form.
 */
export function CreateRoute() {
  // The form shows the shared message table's texts for its problems (use-story-submit.ts).
  const { t } = useTranslation(['translation', 'messages']);
  const [storyId, setStoryId] = useState<number | null>(null);
  const [formKey, setFormKey] = useState(0);

  const showProgress = (id: number) => {
    setStoryId(id);
    window.scrollTo(0, 0);
  };
  const createAnother = () => {
    setStoryId(null);
    setFormKey((key) => key + 1);
    window.scrollTo(0, 0);
  };
  const focusForm = () => document.querySelector<HTMLElement>(`#${FORM_ID} button`)?.focus();
  // Admins have no weekly limit and no usage: they get the form alone.
  const usage = useUsageStats();
  const limitReached = usage.data?.stories.remaining === 0;

  return (
    <>
      <Seo
        title={t('catalogue.seo.create.title')}
        description={t('catalogue.seo.create.description')}
        path="/create"
        noindex
      />
      <OnboardingTour onStart={focusForm} />
      <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-10">
        {storyId === null ? (
          <>
            <header>
              <h1 className="text-3xl font-extrabold text-night-900 sm:text-4xl">
                {t('catalogue.story.title')}
              </h1>
              <p className="mt-2 text-ink-600">{t('catalogue.story.subtitle')}</p>
            </header>
            {usage.data ? <WeeklyAllowance usage={usage.data} /> : null}
            {limitReached ? null : <StoryForm key={formKey} onCreated={showProgress} />}
          </>
        ) : (
          <GenerationProgress
            key={storyId}
            storyId={storyId}
            headingLevel="h1"
            onCreateAnother={createAnother}
          />
        )}
      </div>
    </>
  );
}
