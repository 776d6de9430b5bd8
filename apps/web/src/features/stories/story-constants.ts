/**
 * Client timings of the story screens (SPEC.md 4, 9), in milliseconds unless named otherwise.
 * They belong with `timings` in packages/shared once that package takes them.
 */
export const storyConstants = {
  /** Status polling (SPEC.md 4). */
  pollStartMs: 2000,
  pollProcessingMs: 1500,
  pollLongQueueMs: 5000,
  /** The image queue is long when more than this many stories wait ahead. */
  pollLongQueuePosition: 5,
  pollMaxMs: 30_000,
  pollWarnAfterFailures: 5,
  pollStopAfterFailures: 10,
  /** About 180 s for a whole story, scaled by what is left (SPEC.md 9). */
  estimatedTotalSeconds: 180,
  progressMessageMs: 3000,
  timerTickMs: 1000,
  /** From completion to the story page (SPEC.md 4). */
  openStoryAfterMs: 1000,
  recentStories: 4,
  myStoriesPageSize: 12,
} as const;
