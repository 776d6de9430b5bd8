import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Sparkles, X } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { catalogueLimits, type Theme } from '@qamar/shared';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { inputClass } from '../../../components/ui/field.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import { neutraliseSpark } from './neutralise-spark.ts';
import { isThemeIgnored, pickSpark, type ThemeChoice } from './theme-choice.ts';
import { ThemePickerGrid } from './theme-picker-grid.tsx';

interface ThemeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  value: ThemeChoice;
  onSave: (value: ThemeChoice) => void;
}

/** Closing by Cancel, Escape or the close button discards the edits (docs/product/states.md). */
export function ThemeDialog({ open, onOpenChange, value, onSave }: ThemeDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('themes.dialogTitle')}
      description={t('themes.dialogDescription')}
      className="sm:max-w-2xl"
    >
      <ThemeDialogBody
        initial={value}
        onCancel={() => onOpenChange(false)}
        onSave={(next) => {
          onSave(next);
          onOpenChange(false);
        }}
      />
    </Dialog>
  );
}

/**
 * A tile selects its theme; it never writes into the parent's own idea. The theme's story sparks
 * are offered beside the box, and one goes into it only when the parent taps "Use this idea".
 * Saved with text in the box, the story follows the idea (and the card says so); with the box
 * empty, it follows the theme.
 */
function ThemeDialogBody({
  initial,
  onCancel,
  onSave,
}: {
  initial: ThemeChoice;
  onCancel: () => void;
  onSave: (value: ThemeChoice) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const ids = useId();
  const [draft, setDraft] = useState(initial);
  const [spark, setSpark] = useState<{ theme: Theme; text: string } | null>(null);
  const max = catalogueLimits.descriptionMax;
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    // Left alone, Radix focuses the description box while the tiles load, and a phone's keyboard
    // then covers the grid: start on the chosen tile, the first tile, or else the dialog itself.
    const form = formRef.current;
    const target =
      form?.querySelector<HTMLElement>('ul button[aria-pressed="true"]') ??
      form?.querySelector<HTMLElement>('ul button') ??
      form?.closest<HTMLElement>('[role="dialog"]');
    target?.focus();
  }, []);

  /** A spark of the theme other than the one shown, made neutral (no names), or null when it has none. */
  const sparkOf = (theme: Theme, shown?: string) => {
    for (let i = 0; i < 4; i++) {
      const text = pickSpark(theme, neutraliseSpark)?.slice(0, max) ?? null;
      if (text === null || text !== shown || theme.storySparks.length < 2) return text;
    }
    return null;
  };

  const pick = (theme: Theme) => {
    if (draft.themeId === theme.id) {
      // A second press deselects the theme; the parent's idea stays as it is.
      setDraft((current) => ({ ...current, themeId: null, theme: null }));
      setSpark(null);
      return;
    }
    setDraft((current) => ({
      ...current,
      themeId: theme.id,
      theme: { nameEn: theme.nameEn, nameAr: theme.nameAr, iconUrl: theme.iconUrl },
    }));
    const text = sparkOf(theme);
    setSpark(text ? { theme, text } : null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave({ ...draft, description: draft.description.trim() });
  };

  const themeName = draft.theme
    ? language === 'ar'
      ? draft.theme.nameAr
      : draft.theme.nameEn
    : '';
  const note = isThemeIgnored(draft) ? t('themes.precedence', { theme: themeName }) : null;
  const offer =
    spark && draft.themeId === spark.theme.id && draft.description.trim() !== spark.text
      ? spark
      : null;

  return (
    <form ref={formRef} className="grid gap-5" onSubmit={submit} noValidate>
      <ThemePickerGrid selectedId={draft.themeId} onPick={pick} />
      {offer ? (
        <div
          role="group"
          aria-label={t('themes.sparkOffer')}
          className="grid gap-2 rounded-2xl bg-moon-50 p-4"
        >
          <p className="flex items-center gap-2 text-sm font-bold text-ink-700">
            <Sparkles className="h-4 w-4 text-moon-500" aria-hidden="true" />
            {t('themes.sparkOffer')}
          </p>
          <p dir="auto" className="text-start font-semibold text-ink-900">
            {offer.text}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              variant="secondary"
              onClick={() => {
                setDraft((current) => ({ ...current, description: offer.text }));
                document.getElementById(`${ids}-description`)?.focus();
              }}
            >
              {t('themes.useSpark')}
            </Button>
            {offer.theme.storySparks.filter((x) => x.trim() !== '').length > 1 ? (
              <Button
                size="sm"
                variant="ghost"
                onClick={() =>
                  setSpark({
                    theme: offer.theme,
                    text: sparkOf(offer.theme, offer.text) ?? offer.text,
                  })
                }
              >
                {t('themes.anotherSpark')}
              </Button>
            ) : null}
          </div>
        </div>
      ) : null}
      <div className="grid gap-1.5">
        <label htmlFor={`${ids}-description`} className="text-sm font-bold text-ink-700">
          {t('themes.descriptionLabel')}
        </label>
        <div className="relative">
          <textarea
            id={`${ids}-description`}
            dir="auto"
            value={draft.description}
            onChange={(event) =>
              setDraft((current) => ({ ...current, description: event.target.value }))
            }
            placeholder={t('themes.descriptionPlaceholder')}
            maxLength={max}
            rows={3}
            aria-describedby={`${ids}-counter${note ? ` ${ids}-note` : ''}`}
            className={`${inputClass} resize-y pe-12 text-start`}
          />
          {draft.description ? (
            <button
              type="button"
              onClick={() => {
                setDraft((current) => ({ ...current, description: '' }));
                document.getElementById(`${ids}-description`)?.focus();
              }}
              aria-label={t('themes.clear')}
              title={t('themes.clear')}
              className="absolute end-2 top-2 rounded-full p-2 text-ink-500 hover:bg-night-50 hover:text-night-900"
            >
              <X className="h-4 w-4" aria-hidden="true" />
            </button>
          ) : null}
        </div>
        <div className="flex items-start justify-between gap-3">
          <p id={`${ids}-note`} aria-live="polite" className="text-sm text-ink-600">
            {note}
          </p>
          <span id={`${ids}-counter`} className="shrink-0 text-xs text-ink-500 tabular-nums">
            {t('themes.counter', { count: draft.description.length, max })}
          </span>
        </div>
      </div>
      {/* Sticky like the pickers' footers, so Save stays in reach on a phone. */}
      <div className="sticky -bottom-6 -mx-6 -mb-6 grid grid-cols-2 gap-2 border-t border-night-100 bg-white/95 px-6 py-4 backdrop-blur sm:flex sm:justify-end">
        <Button variant="ghost" onClick={onCancel}>
          {t('themes.cancel')}
        </Button>
        <Button type="submit">{t('themes.save')}</Button>
      </div>
    </form>
  );
}
