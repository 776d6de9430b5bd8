import { useTranslation } from '../../../lib/use-translation.ts';
import type { Theme } from '@qamar/shared';
import { cn } from '../../../lib/cn.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useThemes } from '../api/get-themes.ts';
import type { ThemeChoice } from './theme-choice.ts';
import { ThemeIcon } from './theme-icon.tsx';

/** Themes that suit the chosen child's interests, picked with one tap (the child's name says for whom). */
export interface ThemeSuggestion {
  childName: string;
  slugs: string[];
}

export function ThemeSuggestions({
  suggestion,
  value,
  onChange,
}: {
  suggestion: ThemeSuggestion;
  value: ThemeChoice;
  onChange: (value: ThemeChoice) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const themes = useThemes(suggestion.slugs.length > 0);
  const suggested = suggestion.slugs.flatMap(
    (slug) => themes.data?.find((theme) => theme.slug === slug) ?? [],
  );
  if (suggested.length === 0) return null;
  const choose = (theme: Theme) =>
    onChange({
      ...value,
      themeId: theme.id,
      theme: { nameEn: theme.nameEn, nameAr: theme.nameAr, iconUrl: theme.iconUrl },
    });
  return (
    <div
      role="group"
      aria-label={t('themes.suggestedFor', { name: suggestion.childName })}
      data-testid="theme-suggestions"
      className="mt-3"
    >
      <p className="text-sm font-bold text-ink-600">
        {t('themes.suggestedFor', { name: suggestion.childName })}
      </p>
      <ul className="mt-2 flex flex-wrap gap-2">
        {suggested.map((theme) => {
          const chosen = value.themeId === theme.id;
          return (
            <li key={theme.id}>
              <button
                type="button"
                aria-pressed={chosen}
                onClick={() => choose(theme)}
                className={cn(
                  'flex items-center gap-2 rounded-full border-2 py-1 pe-3 ps-1 text-sm font-bold transition-colors',
                  chosen
                    ? 'border-night-600 bg-night-50 text-night-800'
                    : 'border-night-900/10 bg-white text-ink-800 hover:border-night-600/50',
                )}
              >
                <ThemeIcon
                  src={theme.iconUrl}
                  className="h-7 w-7 shrink-0 rounded-full bg-cream-100"
                />
                {language === 'ar' ? theme.nameAr : theme.nameEn}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
