import { Check, Feather, Mic, Palette, X } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { cn } from '../../../lib/cn.ts';
import { stepKeys, type StepKey, type StepState } from '../lib/progress.ts';

const icons: Record<StepKey, typeof Feather> = {
  writing: Feather,
  drawing: Palette,
  recording: Mic,
};

/** The three tiles of docs/product/screens.md: writing, drawing, recording audio, each pending, active or complete. */
export function ProgressSteps({
  states,
  details,
}: {
  states: Record<StepKey, StepState>;
  details?: Record<StepKey, string>;
}) {
  const { t } = useTranslation();
  return (
    <ol className="grid gap-3 sm:grid-cols-3">
      {stepKeys.map((key) => {
        const state = states[key];
        const Icon = state === 'complete' ? Check : state === 'failed' ? X : icons[key];
        return (
          <li
            key={key}
            data-step={key}
            data-state={state}
            className={cn(
              'flex items-center gap-3 rounded-2xl border-2 px-4 py-3 transition-colors',
              state === 'complete' && 'border-teal-600/20 bg-teal-600/10',
              state === 'active' && 'border-moon-400 bg-moon-100',
              state === 'pending' && 'border-night-100 bg-white',
              state === 'failed' && 'border-rose-500/30 bg-rose-500/5',
            )}
          >
            <span
              className={cn(
                'flex h-10 w-10 shrink-0 items-center justify-center rounded-full',
                state === 'complete' && 'bg-teal-600 text-white',
                state === 'active' && 'bg-moon-400 text-night-950',
                state === 'pending' && 'bg-night-50 text-night-600',
                state === 'failed' && 'bg-rose-500 text-white',
              )}
            >
              <Icon
                className={cn(
                  'h-5 w-5',
                  state === 'active' && 'animate-pulse motion-reduce:animate-none',
                )}
                aria-hidden="true"
              />
            </span>
            <span className="grid">
              <span className="font-extrabold text-night-900">
                {t(`stories.progress.steps.${key}`)}
              </span>
              <span
                className={cn(
                  'text-sm font-semibold',
                  state === 'complete'
                    ? 'text-teal-600'
                    : state === 'failed'
                      ? 'text-rose-500'
                      : 'text-ink-600',
                )}
              >
                {t(`stories.progress.stepStates.${state}`)}
              </span>
              {/* The server's own words for the step ('Picture 2 of 5'), in the interface language. */}
              {details?.[key] && state === 'active' ? (
                <span className="text-xs text-ink-600">{details[key]}</span>
              ) : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
