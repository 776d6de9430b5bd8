import type { ArabicNameSuggestion } from '@qamar/shared/names';
import { useTranslation } from '../lib/use-translation.ts';

/**
 * Under the Arabic name of a character: says that the spelling came from the names table, or, for
 * a name the table does not know, asks the parent to type it or to take the spelling by sound.
 */
export function ArabicNameHint({
  suggestion,
  name,
  nameAr,
  onUse,
}: {
  suggestion: ArabicNameSuggestion | null;
  name: string;
  nameAr: string;
  onUse: (arabic: string) => void;
}) {
  const { t } = useTranslation();
  if (suggestion?.kind === 'known' && nameAr === suggestion.arabic) {
    return (
      <p className="text-sm text-ink-500" data-testid="name-ar-suggested">
        {t('catalogue.characterForm.nameArSuggested')}
      </p>
    );
  }
  if (suggestion?.kind !== 'unknown' || nameAr.trim() !== '') return null;
  return (
    <div
      role="status"
      className="grid gap-2 rounded-2xl bg-night-50 p-3 text-sm text-ink-700"
      data-testid="name-ar-ask"
    >
      <p>{t('catalogue.characterForm.nameArUnknown', { name: name.trim() })}</p>
      <button
        type="button"
        onClick={() => onUse(suggestion.guess)}
        className="justify-self-start rounded-full border-2 border-night-900/15 bg-white px-3 py-1 font-bold text-night-900 hover:bg-night-50"
      >
        <span lang="ar" dir="rtl">
          {t('catalogue.characterForm.nameArUseGuess', { guess: suggestion.guess })}
        </span>
      </button>
    </div>
  );
}
