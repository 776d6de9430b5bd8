import { Plus, RotateCcw, Sparkles } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { LocalizedLink } from '../../../components/localized-link.tsx';
import {
  isArabicReading,
  type ReadingLanguage,
} from '../../../lib/story-reading/reading-language.ts';
import { stripTashkeel } from '../../../lib/story-reading/tashkeel.ts';

// On the dark card: a light outline instead of the white 'outline' button.
const onDark =
  'inline-flex h-11 items-center justify-center gap-2 rounded-full border-2 border-white/30 px-5 font-bold text-white transition-colors hover:border-white/60';

/** The card after the last page: the moral in the chosen language, and where to go next. */
export function StoryEnding({
  moral,
  language,
  tashkeel,
  onReadAgain,
}: {
  moral: string | null;
  language: ReadingLanguage;
  tashkeel: boolean;
  onReadAgain: () => void;
}) {
  const { t } = useTranslation();
  const arabic = isArabicReading(language);
  const text = moral && arabic && !tashkeel ? stripTashkeel(moral) : moral;
  return (
    <section
      aria-labelledby="story-end"
      className="grid gap-4 rounded-[var(--radius-card)] bg-night-900 p-6 text-center text-white shadow-soft sm:p-8 group-data-[bedtime=true]:bg-moon-400/10"
    >
      <Sparkles className="mx-auto h-8 w-8 text-moon-300" aria-hidden="true" />
      <h2 id="story-end" className="text-2xl font-extrabold text-moon-300">
        {t('stories.reader.endTitle')}
      </h2>
      {text ? (
        <div className="grid gap-1">
          <p className="text-sm font-bold uppercase tracking-wide text-night-100">
            {t('stories.reader.moral')}
          </p>
          <p
            lang={arabic ? 'ar' : 'en'}
            dir={arabic ? 'rtl' : 'ltr'}
            className={arabic ? 'font-story text-2xl leading-loose' : 'text-xl font-semibold'}
            data-testid="story-moral"
          >
            {text}
          </p>
        </div>
      ) : null}
      <p className="text-night-100">{t('stories.reader.goodnight')}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <button type="button" onClick={onReadAgain} className={buttonClasses('secondary', 'md')}>
          <RotateCcw className="h-4 w-4" aria-hidden="true" />
          {t('stories.reader.readAgain')}
        </button>
        <LocalizedLink to="/my-stories" className={onDark}>
          {t('stories.reader.myStories')}
        </LocalizedLink>
        <LocalizedLink to="/create" className={onDark}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          {t('stories.reader.createAnother')}
        </LocalizedLink>
      </div>
    </section>
  );
}
