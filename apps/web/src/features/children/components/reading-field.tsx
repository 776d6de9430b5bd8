import { readingModes } from '@qamar/shared';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { ChildValues } from './child-values.ts';
import { chipClass, Section } from './child-form-parts.tsx';

/** How the child reads: the mode, and whether the Arabic keeps its vowel marks. */
export function ReadingField({
  reading,
  onChange,
}: {
  reading: ChildValues['reading'];
  onChange: (reading: ChildValues['reading']) => void;
}) {
  const { t } = useTranslation();
  return (
    <Section title={t('children.form.reading')}>
      <div className="flex flex-wrap gap-2">
        {readingModes.map((mode) => (
          <button
            key={mode}
            type="button"
            aria-pressed={reading.mode === mode}
            className={chipClass(reading.mode === mode)}
            onClick={() => onChange({ ...reading, mode })}
            data-testid={`reading-${mode}`}
          >
            {t(`children.form.readingModes.${mode}`)}
          </button>
        ))}
      </div>
      <label className="mt-1 flex items-center gap-2 text-sm text-ink-700">
        <input
          type="checkbox"
          className="h-5 w-5 accent-night-900"
          checked={reading.vowelMarks}
          onChange={(e) => onChange({ ...reading, vowelMarks: e.target.checked })}
        />
        {t('children.form.vowelMarks')}
      </label>
    </Section>
  );
}
