import { Baby, BookOpen, Sparkles } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { ageGroups, type AgeGroup } from '@qamar/shared';
import { cn } from '../../../lib/cn.ts';
import { ageGroupInfo } from './story-settings.ts';

const icons = { toddlers: Baby, early: Sparkles, late: BookOpen } as const;

/** The three age groups as radio tiles (docs/product/limits.md), with the story duration of each. */
export function AgeGroupField({
  value,
  onChange,
}: {
  value: AgeGroup;
  onChange: (value: AgeGroup) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-bold text-ink-700">
        {t('stories.create.ageGroup')}
      </legend>
      <div className="grid gap-2 sm:grid-cols-3">
        {ageGroups.map((group) => {
          const { key, minutes } = ageGroupInfo[group];
          const Icon = icons[key];
          const checked = value === group;
          return (
            <label
              key={group}
              className={cn(
                'relative flex cursor-pointer items-center gap-3 rounded-2xl border-2 p-3 transition-colors has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-moon-500 sm:flex-col sm:items-start sm:gap-2',
                checked
                  ? 'border-night-900 bg-night-50'
                  : 'border-night-900/15 bg-white hover:border-night-900/40',
              )}
            >
              <input
                type="radio"
                name="age-group"
                value={group}
                checked={checked}
                onChange={() => onChange(group)}
                className="absolute inset-0 h-full w-full cursor-pointer opacity-0"
              />
              <span
                className={cn(
                  'flex h-10 w-10 shrink-0 items-center justify-center rounded-xl',
                  checked ? 'bg-night-900 text-moon-300' : 'bg-moon-100 text-moon-500',
                )}
              >
                <Icon className="h-5 w-5" aria-hidden="true" />
              </span>
              <span className="grid">
                <span className="font-extrabold text-night-900">
                  {t(`stories.create.ages.${key}.years`)}
                </span>
                <span className="text-sm text-ink-600">{t(`stories.create.ages.${key}.name`)}</span>
                <span className="text-xs font-semibold text-teal-600">
                  {t(`stories.create.ages.${key}.length`, { minutes })}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
