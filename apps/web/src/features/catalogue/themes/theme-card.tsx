import { useState } from 'react';
import { PenLine, Sparkles } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { cn } from '../../../lib/cn.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { StoryStepCard } from '../components/story-step-card.tsx';
import { isThemeIgnored, type ThemeChoice } from './theme-choice.ts';
import { ThemeIcon } from './theme-icon.tsx';
import { ThemeDialog } from './theme-dialog.tsx';
import { ThemeSuggestions, type ThemeSuggestion } from './theme-suggestions.tsx';

/**
 * Card 3 of the story form (docs/product/screens.md): the current theme or own idea, opening the theme dialog;
 * with a child chosen, the themes that suit the child's interests beneath, one tap each.
 */
export function ThemeCard({
  value,
  onChange,
  step = 3,
  suggestion,
}: {
  value: ThemeChoice;
  onChange: (value: ThemeChoice) => void;
  step?: number;
  suggestion?: ThemeSuggestion | null;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const empty = value.themeId === null && !value.description;
  return (
    <StoryStepCard step={step} title={t('themes.cardTitle')} hint={t('themes.cardHint')}>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className={cn(
          'flex w-full items-center gap-4 rounded-2xl border-2 p-4 text-start transition-colors',
          empty
            ? 'border-dashed border-night-900/20 bg-cream-50 hover:border-night-600 hover:bg-night-50'
            : 'border-night-900/10 bg-white hover:border-night-600/50',
        )}
      >
        <ChoiceSummary value={value} />
      </button>
      <ThemeDialog open={open} onOpenChange={setOpen} value={value} onSave={onChange} />
      {suggestion && !value.description ? (
        <ThemeSuggestions suggestion={suggestion} value={value} onChange={onChange} />
      ) : null}
    </StoryStepCard>
  );
}

function ChoiceSummary({ value }: { value: ThemeChoice }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const themeName = value.theme
    ? language === 'ar'
      ? value.theme.nameAr
      : value.theme.nameEn
    : null;
  const heading = (label: string) => (
    <span className="flex items-center justify-between gap-2">
      <span className="text-sm font-bold text-ink-500">{label}</span>
      <span className="shrink-0 rounded-full bg-night-50 px-3 py-1 text-sm font-bold text-night-700">
        {t('themes.change')}
      </span>
    </span>
  );

  if (value.description) {
    return (
      <>
        <span className="flex h-12 w-12 shrink-0 items-center justify-center self-start rounded-full bg-moon-100 text-moon-500">
          <PenLine className="h-6 w-6" aria-hidden="true" />
        </span>
        <span className="grid min-w-0 flex-1 gap-1">
          {heading(t('themes.yourIdea'))}
          <span dir="auto" className="line-clamp-3 text-start font-semibold text-ink-900">
            {value.description}
          </span>
          {isThemeIgnored(value) && value.theme && themeName ? (
            // Plainly which one the story follows: the parent's idea, not the theme also chosen.
            <span className="mt-1 flex items-center gap-1.5 text-sm text-ink-600">
              <ThemeIcon
                src={value.theme.iconUrl}
                className="h-5 w-5 shrink-0 opacity-60 grayscale"
              />
              <span>{t('themes.ignored', { theme: themeName })}</span>
            </span>
          ) : null}
        </span>
      </>
    );
  }

  if (value.theme && themeName) {
    return (
      <>
        <span className="flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-cream-100">
          <ThemeIcon src={value.theme.iconUrl} className="h-10 w-10" />
        </span>
        <span className="grid min-w-0 flex-1 gap-0.5">
          {heading(t('themes.chosenTheme'))}
          <span className="text-lg font-extrabold text-night-900">{themeName}</span>
        </span>
      </>
    );
  }

  return (
    <>
      <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-moon-100 text-moon-500">
        <Sparkles className="h-6 w-6" aria-hidden="true" />
      </span>
      <span className="font-bold text-night-900">{t('themes.emptyPrompt')}</span>
    </>
  );
}
