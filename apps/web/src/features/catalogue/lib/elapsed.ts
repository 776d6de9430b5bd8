/** Whole minutes and seconds of an elapsed time, for the 'Xm Ys' / 'Ys' timer (docs/product/screens.md). */
export function splitElapsed(ms: number): { minutes: number; seconds: number } {
  const total = Math.max(0, Math.floor(ms / 1000));
  return { minutes: Math.floor(total / 60), seconds: total % 60 };
}
