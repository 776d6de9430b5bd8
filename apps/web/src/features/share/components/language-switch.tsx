import { useTranslation } from '../../../lib/use-translation.ts';
import type { ReadingLanguage } from '../../../lib/story-reading/reading-language.ts';

/** English, Arabic and, for a spoken dialect, Dialect. */
export function LanguageSwitch({
  languages,
  language,
  onLanguage,
}: {
  languages: ReadingLanguage[];
  language: ReadingLanguage;
  onLanguage: (language: ReadingLanguage) => void;
}) {
  const { t } = useTranslation();
  return (
    <div
      role="group"
      aria-label={t('share.viewer.language')}
      className="flex w-fit flex-wrap gap-1 rounded-full bg-white p-1 ring-1 ring-night-900/10"
    >
      {languages.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={option === language}
          onClick={() => onLanguage(option)}
          className="h-10 rounded-full px-5 text-sm font-bold text-night-900 transition-colors hover:bg-night-50 aria-pressed:bg-night-900 aria-pressed:text-white"
        >
          {t(`share.viewer.languages.${option}`)}
        </button>
      ))}
    </div>
  );
}
