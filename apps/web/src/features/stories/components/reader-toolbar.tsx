import { useId } from 'react';
import { Moon, X } from 'lucide-react';
import { Switch } from 'radix-ui';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { Dialect } from '@qamar/shared';
import { cn } from '../../../lib/cn.ts';
import {
  isArabicReading,
  type ReadingLanguage,
} from '../../../lib/story-reading/reading-language.ts';

// Pressed and bedtime looks are variants of one class list, so no two colours compete.
const chip =
  'h-10 rounded-full px-4 text-sm font-bold ring-1 transition-colors bg-white text-night-900 ring-night-900/15 hover:ring-night-900/40 aria-pressed:bg-night-900 aria-pressed:text-white aria-pressed:ring-night-900 group-data-[bedtime=true]:bg-moon-400/10 group-data-[bedtime=true]:text-moon-100 group-data-[bedtime=true]:ring-moon-100/20 group-data-[bedtime=true]:aria-pressed:bg-moon-400 group-data-[bedtime=true]:aria-pressed:text-night-950';

/** The reading language (English, Fusha, the dialect), the tashkeel switch for Arabic, and bedtime mode. */
export function ReaderToolbar({
  languages,
  language,
  dialect,
  onLanguage,
  tashkeel,
  onTashkeel,
  bedtime,
  onBedtime,
}: {
  languages: ReadingLanguage[];
  language: ReadingLanguage;
  dialect: Dialect;
  onLanguage: (language: ReadingLanguage) => void;
  tashkeel: boolean;
  onTashkeel: (on: boolean) => void;
  bedtime: boolean;
  onBedtime: (on: boolean) => void;
}) {
  const { t } = useTranslation();
  const switchId = useId();
  const label = (option: ReadingLanguage) =>
    option === 'dialect'
      ? `${t('stories.reader.languages.dialect')} · ${t(`dialects.${dialect}`)}`
      : t(`stories.reader.languages.${option}`);
  return (
    <div className="flex flex-wrap items-center gap-x-5 gap-y-3">
      <div role="group" aria-label={t('stories.reader.language')} className="flex flex-wrap gap-2">
        {languages.map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={option === language}
            onClick={() => onLanguage(option)}
            className={chip}
          >
            {label(option)}
          </button>
        ))}
      </div>
      {isArabicReading(language) ? (
        <div className="flex items-center gap-2">
          <Switch.Root
            id={switchId}
            checked={tashkeel}
            onCheckedChange={onTashkeel}
            className="relative h-7 w-12 shrink-0 rounded-full bg-night-100 transition-colors data-[state=checked]:bg-night-900 group-data-[bedtime=true]:bg-moon-100/20 group-data-[bedtime=true]:data-[state=checked]:bg-moon-400"
          >
            <Switch.Thumb className="block h-5 w-5 translate-x-1 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-6 rtl:-translate-x-1 rtl:data-[state=checked]:-translate-x-6" />
          </Switch.Root>
          <label
            htmlFor={switchId}
            className="text-sm font-bold text-ink-700 group-data-[bedtime=true]:text-moon-100"
          >
            {t('stories.reader.tashkeel')}{' '}
            <span lang="ar" className="font-story text-base">
              (تَشْكِيل)
            </span>
          </label>
        </div>
      ) : null}
      <button
        type="button"
        onClick={() => onBedtime(!bedtime)}
        aria-pressed={bedtime}
        className={cn(chip, 'ms-auto inline-flex items-center gap-2')}
      >
        {bedtime ? (
          <X className="h-4 w-4" aria-hidden="true" />
        ) : (
          <Moon className="h-4 w-4" aria-hidden="true" />
        )}
        {bedtime ? t('stories.reader.exitBedtime') : t('stories.reader.bedtime')}
      </button>
    </div>
  );
}
