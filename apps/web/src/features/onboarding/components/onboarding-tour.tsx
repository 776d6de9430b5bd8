import { useRef, useState } from 'react';
import { Dialog } from 'radix-ui';
import { ArrowLeft, ArrowRight, X } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { closeTour, finishTour, shouldShowTour } from '../onboarding-flags.ts';
import { tourIcons, tourSteps } from '../tour-steps.ts';
import { TourSky } from './tour-sky.tsx';
import { TourStepExtras } from './tour-step-extras.tsx';

/**
 * The onboarding tour of docs/product/screens.md: six steps in a modal, shown on /create until it is finished
 * (both flags) or closed (only "seen"), docs/product/states.md. `onStart` runs after "Start Creating".
 */
export function OnboardingTour({ onStart }: { onStart?: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(shouldShowTour);
  const [index, setIndex] = useState(0);
  const step = tourSteps[index] ?? 'welcome';
  const last = index === tourSteps.length - 1;
  const starting = useRef(false);

  const close = () => {
    closeTour();
    setOpen(false);
  };
  const finish = (start: boolean) => {
    finishTour();
    starting.current = start;
    setOpen(false);
  };

  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : close())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-night-950/60 data-[state=open]:animate-[fade-in_200ms_ease-out]" />
        <Dialog.Content
          data-testid="onboarding-tour"
          onCloseAutoFocus={(event) => {
            // "Start Creating" hands focus to the form instead of wherever it was before the tour.
            if (!starting.current || !onStart) return;
            event.preventDefault();
            onStart();
          }}
          data-step={step}
          className="fixed left-1/2 top-1/2 z-50 max-h-[92dvh] w-[calc(100%-1.5rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-[var(--radius-card)] bg-white shadow-soft data-[state=open]:animate-[fade-in_200ms_ease-out]"
        >
          <TourSky icon={tourIcons[step]} step={step} />
          <Dialog.Close
            aria-label={t('onboarding.close')}
            className="absolute end-3 top-3 rounded-full bg-white/10 p-2 text-white hover:bg-white/20"
          >
            <X className="h-5 w-5" aria-hidden="true" />
          </Dialog.Close>
          <div className="grid gap-4 p-6">
            <p className="text-xs font-extrabold uppercase tracking-wide text-night-600">
              <span className="sr-only">{t('onboarding.label')}, </span>
              {t('onboarding.stepOf', { step: index + 1, total: tourSteps.length })}
            </p>
            <Dialog.Title className="-mt-2 text-2xl font-extrabold text-night-900">
              {t(`onboarding.steps.${step}.title`)}
            </Dialog.Title>
            <Dialog.Description className="leading-relaxed text-ink-700">
              {t(`onboarding.steps.${step}.text`)}
            </Dialog.Description>
            <TourStepExtras step={step} />
            <ol className="flex justify-center gap-1.5 pt-1" aria-hidden="true">
              {tourSteps.map((name, position) => (
                <li
                  key={name}
                  className={cn(
                    'h-2 rounded-full transition-all',
                    position === index ? 'w-6 bg-night-900' : 'w-2 bg-night-100',
                  )}
                />
              ))}
            </ol>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center">
              {index > 0 ? (
                <Button variant="ghost" className="sm:me-auto" onClick={() => setIndex(index - 1)}>
                  <ArrowLeft className="h-4 w-4 rtl:rotate-180" aria-hidden="true" />
                  {t('onboarding.previous')}
                </Button>
              ) : (
                <span className="hidden sm:me-auto sm:block" />
              )}
              {last ? (
                <>
                  <Button variant="outline" onClick={() => finish(false)}>
                    {t('onboarding.complete')}
                  </Button>
                  <Button variant="primary" onClick={() => finish(true)}>
                    {t('onboarding.start')}
                  </Button>
                </>
              ) : (
                <Button variant="primary" onClick={() => setIndex(index + 1)}>
                  {t('onboarding.next')}
                  <ArrowRight className="h-4 w-4 rtl:rotate-180" aria-hidden="true" />
                </Button>
              )}
            </div>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
