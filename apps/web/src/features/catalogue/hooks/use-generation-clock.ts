import { useEffect, useState } from 'react';
import { pickerConstants } from '../catalogue-constants.ts';

/** Elapsed time ticking every second and a status message index rotating every 2.5 s (docs/product/limits.md). */
export function useGenerationClock() {
  const [startedAt] = useState(() => Date.now());
  const [now, setNow] = useState(startedAt);
  const [message, setMessage] = useState(0);

  useEffect(() => {
    const tick = setInterval(() => setNow(Date.now()), pickerConstants.timerTickMs);
    const rotate = setInterval(
      () => setMessage((index) => (index + 1) % pickerConstants.progressMessages),
      pickerConstants.progressRotateMs,
    );
    return () => {
      clearInterval(tick);
      clearInterval(rotate);
    };
  }, []);

  return { elapsedMs: now - startedAt, message };
}
