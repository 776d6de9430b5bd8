/**
 * Numbers of the shared viewer (docs/product/states.md, docs/product/limits.md). They belong with `timings` in packages/shared once
 * that package takes them; the view limits themselves come from the plan table through the server.
 */
export const shareConstants = {
  /** The warning shows once the views used exceed this share of the maximum. */
  warnAboveShareOfViews: 0.8,
  /** Visitors see the promotion card from this page index on. */
  promoFromPageIndex: 2,
} as const;
