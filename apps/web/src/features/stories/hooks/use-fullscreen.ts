import { useCallback, useEffect, useState, type RefObject } from 'react';

/**
 * Bedtime mode: the reader fills the screen (Fullscreen API where the browser allows it; the
 * mode still works as a full-window view where it does not). Leaving full screen with Escape
 * leaves the mode too.
 */
export function useBedtimeMode(target: RefObject<HTMLElement | null>) {
  const [active, setActive] = useState(false);

  useEffect(() => {
    const onChange = () => {
      if (!document.fullscreenElement) setActive(false);
    };
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  // Without the Fullscreen API the mode is a full-window view: Escape leaves it all the same.
  useEffect(() => {
    if (!active) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !document.fullscreenElement) setActive(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [active]);

  const enter = useCallback(() => {
    setActive(true);
    const element = target.current;
    if (element && document.fullscreenEnabled && !document.fullscreenElement) {
      element.requestFullscreen().catch(() => undefined);
    }
  }, [target]);

  const exit = useCallback(() => {
    setActive(false);
    if (document.fullscreenElement) document.exitFullscreen().catch(() => undefined);
  }, []);

  return { active, enter, exit };
}
