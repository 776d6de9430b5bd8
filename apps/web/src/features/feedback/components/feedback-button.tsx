import { lazy, Suspense, useEffect, useState } from 'react';
import { MessageCircleHeart } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { breakpoints, timings } from '@qamar/shared';
import { cn } from '../../../lib/cn.ts';

// The form, its dialog and its request are loaded on the first open: most visits never open it.
const FeedbackDialog = lazy(() =>
  import('./feedback-dialog.tsx').then((module) => ({ default: module.FeedbackDialog })),
);

const compactQuery = `(max-width: ${breakpoints.feedbackCompactMax}px)`;

/**
 * On every screen; on narrow screens it shrinks to its icon after 10 s so it stops covering content.
 * It comes with the app, not in a page's prerendered HTML: there it would sit behind the cookie
 * banner, whose height only the app measures, and then move up above it (a layout shift).
 */
export function FeedbackButton() {
  if (typeof document === 'undefined') return null;
  return <FloatingFeedbackButton />;
}

function FloatingFeedbackButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [collapsed, setCollapsed] = useState(false);
  const [opened, setOpened] = useState(false);

  useEffect(() => {
    const media = window.matchMedia(compactQuery);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const update = () => {
      clearTimeout(timer);
      if (media.matches)
        timer = setTimeout(() => setCollapsed(true), timings.feedbackCollapseAfter);
      else setCollapsed(false);
    };
    update();
    media.addEventListener('change', update);
    return () => {
      clearTimeout(timer);
      media.removeEventListener('change', update);
    };
  }, []);

  return (
    <>
      <button
        type="button"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        title={t('feedback.buttonLabel')}
        data-collapsed={collapsed}
        data-testid="feedback-button"
        style={{ bottom: 'calc(1rem + var(--consent-banner-height, 0px))' }}
        className={cn(
          'fixed end-4 z-30 inline-flex h-12 items-center gap-2 rounded-full bg-moon-400 font-extrabold text-night-950 shadow-soft transition-[width,padding,background-color] hover:bg-moon-300',
          collapsed ? 'w-12 justify-center' : 'px-5',
        )}
      >
        <MessageCircleHeart className="h-5 w-5 shrink-0" aria-hidden="true" />
        <span className={collapsed ? 'sr-only' : undefined}>{t('feedback.button')}</span>
      </button>
      {opened ? (
        <Suspense fallback={null}>
          <FeedbackDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
