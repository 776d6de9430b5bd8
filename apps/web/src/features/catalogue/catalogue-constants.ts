/**
 * Client constants of the pickers and creation panels (docs/product/limits.md). They belong to this screen
 * only; plan numbers never appear here (they come from the usage stats or the plan table).
 */
export const pickerConstants = {
  maxStoryCharacters: 3,
  shuffleCount: 8,
  shuffleCountMobile: 4,
  /** Below this width (639 px and narrower) a shuffle shows the mobile count. */
  mobileMaxWidth: 639,
  characterMemory: 16,
  locationMemory: 24,
  fadeMs: 300,
  locationAutoSelectMs: 500,
  progressRotateMs: 2500,
  progressMessages: 11,
  timerTickMs: 1000,
} as const;
