import { useLayoutEffect, useRef, useState } from 'react';
import { Cookie, X } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { LocalizedLink } from '../../../components/localized-link.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { readStorage, storageKeys, writeStorage } from '../../../lib/storage.ts';

export type ConsentChoice = 'accepted' | 'declined';

/** Floating controls read this variable to stay above the banner while it is open. */
const HEIGHT_VARIABLE = '--consent-banner-height';

/** Shown until a choice is stored: accept all, essential only, or close (which counts as declined). */
export function CookieBanner() {
  const { t } = useTranslation();
  const [choice, setChoice] = useState(() => readStorage(storageKeys.cookieConsent));
  const ref = useRef<HTMLElement>(null);

  // Before paint: the controls that read the height appear above the banner in the same frame, never
  // moving up after it (a layout shift).
  useLayoutEffect(() => {
    const element = ref.current;
    const root = document.documentElement;
    if (!element) {
      root.style.removeProperty(HEIGHT_VARIABLE);
      return;
    }
    const measure = () => root.style.setProperty(HEIGHT_VARIABLE, `${element.offsetHeight}px`);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(HEIGHT_VARIABLE);
    };
  }, [choice]);

  if (choice === 'accepted' || choice === 'declined') return null;

  const decide = (value: ConsentChoice) => {
    writeStorage(storageKeys.cookieConsent, value);
    setChoice(value);
  };

  return (
    <section
      ref={ref}
      aria-labelledby="cookie-banner-title"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-night-100 bg-white/95 shadow-soft backdrop-blur"
    >
      {/* Compact on a phone (the text in two short lines, the buttons in one row), so the page stays readable. */}
      <div className="mx-auto flex max-w-6xl flex-col gap-2 p-3 md:flex-row md:items-center md:gap-6 md:p-4 md:pe-12">
        <div className="flex gap-3 pe-8 md:pe-0">
          <Cookie
            className="mt-0.5 hidden h-6 w-6 shrink-0 text-moon-500 md:block"
            aria-hidden="true"
          />
          <div>
            <h2
              id="cookie-banner-title"
              className="text-sm font-extrabold text-night-900 md:text-base"
            >
              {t('cookies.title')}
            </h2>
            <p className="text-xs leading-snug text-ink-600 md:text-sm md:leading-relaxed">
              <span className="line-clamp-2 md:line-clamp-none">{t('cookies.text')}</span>{' '}
              <LocalizedLink to="/privacy" className="font-bold text-night-700 underline">
                {t('cookies.learnMore')}
              </LocalizedLink>
            </p>
          </div>
        </div>
        <div className="flex shrink-0 gap-2">
          <Button size="sm" className="whitespace-nowrap" onClick={() => decide('accepted')}>
            {t('cookies.acceptAll')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            className="whitespace-nowrap"
            onClick={() => decide('declined')}
          >
            {t('cookies.essentialOnly')}
          </Button>
        </div>
      </div>
      <button
        type="button"
        aria-label={t('cookies.close')}
        onClick={() => decide('declined')}
        className="absolute end-3 top-3 rounded-full p-1.5 text-ink-500 hover:bg-night-50 hover:text-night-900"
      >
        <X className="h-5 w-5" aria-hidden="true" />
      </button>
    </section>
  );
}
