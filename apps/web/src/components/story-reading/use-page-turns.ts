import { useEffect, useRef, type PointerEvent } from 'react';

/** How far a finger must travel to turn a page, in CSS pixels. */
const SWIPE_THRESHOLD_PX = 50;

/**
 * Page turns by arrow keys and by swiping, both following the reading direction: in right to
 * left the next page lies to the left, so ArrowLeft and a swipe to the right turn forward.
 */
export function usePageTurns({
  rtl,
  onNext,
  onPrevious,
  enabled,
}: {
  rtl: boolean;
  onNext: () => void;
  onPrevious: () => void;
  enabled: boolean;
}) {
  const start = useRef<{ x: number; y: number } | null>(null);

  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target as HTMLElement | null;
      if (
        target?.closest(
          'input, textarea, select, [role="dialog"], [role="slider"], [role="radiogroup"], [role="tablist"], [contenteditable="true"]',
        )
      )
        return;
      const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
      const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
      if (event.key === forward) onNext();
      else if (event.key === backward) onPrevious();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [rtl, onNext, onPrevious, enabled]);

  return {
    onPointerDown: (event: PointerEvent) => {
      start.current = { x: event.clientX, y: event.clientY };
    },
    onPointerUp: (event: PointerEvent) => {
      const from = start.current;
      start.current = null;
      if (!from) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      if (Math.abs(dx) < SWIPE_THRESHOLD_PX || Math.abs(dx) < Math.abs(dy)) return;
      // A finger moving towards the start edge brings the next page.
      const towardsStart = rtl ? dx > 0 : dx < 0;
      if (towardsStart) onNext();
      else onPrevious();
    },
    onPointerCancel: () => {
      start.current = null;
    },
  };
}
