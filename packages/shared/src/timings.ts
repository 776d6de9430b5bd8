/** Client timings of docs/product/limits.md, in milliseconds. */
export const timings = {
  toastDuration: 5000,
  toastRemoveDelay: 1_000_000,
  toastSwipeThresholdPx: 50,
  feedbackCollapseAfter: 10_000,
  postAuthRedirectDelay: 200,
  actionGuard: 400,
  tooltipDelay: 700,
  tooltipSkipDelay: 300,
} as const;

export const limits = {
  feedbackMessageMax: 5000,
  pageUrlMax: 2048,
} as const;

/** Widths and breakpoints of docs/product/limits.md, in CSS pixels. */
export const breakpoints = {
  feedbackCompactMax: 640,
} as const;
