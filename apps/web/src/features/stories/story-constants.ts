/**
 * Client timings of the story screens (docs/product/states.md, docs/product/limits.md), in milliseconds unless named otherwise.
 * They belong with `timings` in packages/shared once that package takes them.
 */
export const storyConstants = {
  /** Status polling (docs/product/states.md). */
  pollStartMs: 2000,
  pollProcessingMs: 1500,
  pollLongQueueMs: 5000,
  /** The image queue is long when more than this many stories wait ahead. */
  pollLongQueuePosition: 5,
  pollMaxMs: 30_000,
  pollWarnAfterFailures: 5,
  pollStopAfterFailures: 10,
  /** About 180 s for a whole story, scaled by what is left (docs/product/limits.md). */
  estimatedTotalSeconds: 180,
  progressMessageMs: 3000,
  timerTickMs: 1000,
  /** From completion to the story page (docs/product/states.md). */
  openStoryAfterMs: 1000,
  recentStories: 4,
  myStoriesPageSize: 12,
} as const;
