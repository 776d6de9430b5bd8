import { Languages } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { NameScripts } from '../hooks/use-name-scripts.ts';
import type { CatalogueKind } from '../hooks/use-creator.ts';
import { isolate } from '../../../lib/bidi.ts';

const askTexts = {
  character: 'catalogue.form.askLatinCharacter',
  location: 'catalogue.form.askLatinLocation',
} as const;
/** A name inside a sentence of the other direction keeps its own (quotes and stops stay put). */
const isolated = (text: string) => isolate(text.trim());
const boxClass = 'grid gap-2 rounded-2xl bg-night-50 p-3 text-sm text-ink-700';
const buttonClass =
  'justify-self-start rounded-full border-2 border-night-900/15 bg-white px-3 py-1 font-bold text-night-900 hover:bg-night-100';

function Note({ text }: { text: string }) {
  return (
    <p className="flex items-start gap-2">
      <Languages className="mt-0.5 h-4 w-4 shrink-0 text-night-600" aria-hidden="true" />
      <span>{text}</span>
    </p>
  );
}

/** Under the English name: an Arabic name typed there, or an English name still wanted. */
export function EnglishNameHint({
  kind,
  name,
  nameAr,
  scripts,
}: {
  kind: CatalogueKind;
  name: string;
  nameAr: string;
  scripts: NameScripts;
}) {
  const { t } = useTranslation();
  if (!scripts.english) return null;
  return (
    <div role="status" className={boxClass} data-testid="name-script-hint">
      {scripts.english === 'move' ? (
        <>
          <Note text={t('catalogue.form.nameLooksArabic', { name: isolated(name) })} />
          <button type="button" onClick={scripts.moveToArabic} className={buttonClass}>
            {t('catalogue.form.moveToArabic')}
          </button>
        </>
      ) : scripts.english === 'swap' ? (
        <>
          <Note
            text={t('catalogue.form.namesSwapped', {
              name: isolated(name),
              nameAr: isolated(nameAr),
            })}
          />
          <button type="button" onClick={scripts.swap} className={buttonClass}>
            {t('catalogue.form.swapNames')}
          </button>
        </>
      ) : scripts.english === 'latin' ? (
        <Note text={t('catalogue.form.nameNeedsLatin')} />
      ) : (
        <>
          <Note text={t(askTexts[kind])} />
          {scripts.latin ? (
            <button
              type="button"
              onClick={() => scripts.useLatin(scripts.latin as string)}
              className={buttonClass}
            >
              {t('catalogue.form.useLatin', { latin: isolated(scripts.latin) })}
            </button>
          ) : null}
        </>
      )}
    </div>
  );
}

/** Under the Arabic name: a Latin name typed there while the English field is empty. */
export function ArabicScriptHint({ nameAr, scripts }: { nameAr: string; scripts: NameScripts }) {
  const { t } = useTranslation();
  if (scripts.arabic !== 'move') return null;
  return (
    <div role="status" className={boxClass} data-testid="name-ar-script-hint">
      <Note text={t('catalogue.form.nameArLooksLatin', { name: isolated(nameAr) })} />
      <button type="button" onClick={scripts.moveToEnglish} className={buttonClass}>
        {t('catalogue.form.moveToEnglish')}
      </button>
    </div>
  );
}
