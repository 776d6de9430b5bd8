import { useEffect, useState } from 'react';
import { storyConstants } from '../story-constants.ts';

/** The time since the screen opened, ticking every second, and a message index rotating every 3 s (docs/product/limits.md). */
export function useTicker(messageCount: number, running: boolean) {
  const [startedAt] = useState(() => Date.now());
  const [now, setNow] = useState(startedAt);
  const [message, setMessage] = useState(0);

  useEffect(() => {
    if (!running) return;
    const tick = setInterval(() => setNow(Date.now()), storyConstants.timerTickMs);
    const rotate = setInterval(
      () => setMessage((index) => (index + 1) % messageCount),
      storyConstants.progressMessageMs,
    );
    return () => {
      clearInterval(tick);
      clearInterval(rotate);
    };
  }, [messageCount, running]);

  return { elapsedMs: now - startedAt, message };
}
