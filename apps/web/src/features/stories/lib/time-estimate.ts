import { storyConstants } from '../story-constants.ts';

/** What is left of the ~180 s a story takes, scaled by the percent still to go (docs/product/limits.md). */
export function remainingSeconds(percent: number): number {
  const left = Math.min(100, Math.max(0, 100 - percent));
  return Math.ceil((storyConstants.estimatedTotalSeconds * left) / 100);
}

/** 'Less than 1 min' under a minute, otherwise whole minutes rounded up. */
export function estimateLabel(
  seconds: number,
): { kind: 'lessThanMinute' } | { kind: 'minutes'; minutes: number } {
  if (seconds < 60) return { kind: 'lessThanMinute' };
  return { kind: 'minutes', minutes: Math.ceil(seconds / 60) };
}

/** Queue estimates arrive in seconds and show in minutes rounded up, at least one (docs/product/limits.md). */
export function queueMinutes(seconds: number): number {
  return Math.max(1, Math.ceil(seconds / 60));
}

/** Whole minutes and seconds of an elapsed time, for the 'Xm Ys' / 'Ys' timer (docs/product/screens.md). */
export function splitElapsed(ms: number): { minutes: number; seconds: number } {
  const total = Math.max(0, Math.floor(ms / 1000));
  return { minutes: Math.floor(total / 60), seconds: total % 60 };
}
