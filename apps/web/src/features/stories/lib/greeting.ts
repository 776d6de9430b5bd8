export type PartOfDay = 'morning' | 'afternoon' | 'evening' | 'night';

/** The dashboard greeting by the parent's local hour (docs/product/screens.md): morning 5-11, afternoon 12-16, evening 17-20, night otherwise. */
export function partOfDay(hour: number): PartOfDay {
  if (hour >= 5 && hour < 12) return 'morning';
  if (hour >= 12 && hour < 17) return 'afternoon';
  if (hour >= 17 && hour < 21) return 'evening';
  return 'night';
}
