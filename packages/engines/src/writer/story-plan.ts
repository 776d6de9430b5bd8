import type { TimeOfDay } from '../types.ts';

/** The beats of a bedtime story, in order. */
export type Beat =
  | 'opening'
  | 'pastime'
  | 'problem'
  | 'try'
  | 'help'
  | 'together'
  | 'resolution'
  | 'moral'
  | 'homecoming'
  | 'goodnight';

/**
 * Which beats each page tells. Short stories fold several beats into a page; long ones add a
 * pastime before the trouble and a homecoming before bed (episodes.ts: each story draws its own),
 * so that the theme's tries and the feelings around them are not stretched over many pages.
 */
const PLANS: Record<number, Beat[][]> = {
  3: [
    ['opening', 'problem'],
    ['try', 'help', 'resolution'],
    ['moral', 'goodnight'],
  ],
  4: [['opening', 'problem'], ['try', 'help'], ['resolution'], ['moral', 'goodnight']],
  5: [['opening'], ['problem'], ['try', 'help'], ['resolution'], ['moral', 'goodnight']],
  6: [
    ['opening'],
    ['pastime'],
    ['problem'],
    ['try', 'help'],
    ['resolution'],
    ['moral', 'goodnight'],
  ],
  7: [
    ['opening'],
    ['pastime'],
    ['problem'],
    ['try'],
    ['help'],
    ['resolution'],
    ['moral', 'goodnight'],
  ],
  8: [
    ['opening'],
    ['pastime'],
    ['problem'],
    ['try'],
    ['help'],
    ['resolution'],
    ['moral'],
    ['homecoming', 'goodnight'],
  ],
  9: [
    ['opening'],
    ['pastime'],
    ['problem'],
    ['try'],
    ['help'],
    ['resolution'],
    ['moral'],
    ['homecoming'],
    ['goodnight'],
  ],
  10: [
    ['opening'],
    ['pastime'],
    ['problem'],
    ['try'],
    ['help'],
    ['together'],
    ['resolution'],
    ['moral'],
    ['homecoming'],
    ['goodnight'],
  ],
};

/**
 * The other way to split a three-page story's middle: the try on the first page, the help and its
 * outcome on the second. A draft that misses its age group's bounds is redrafted with the split it
 * did not have (write-story.ts): a plot's long help and resolution lines fit the second page better
 * without the try, a long opening (three characters to meet) fits the first better without it.
 */
const THREE_TRY_FIRST: Beat[][] = [
  ['opening', 'problem', 'try'],
  ['help', 'resolution'],
  ['moral', 'goodnight'],
];

/**
 * A situation's plot in three pages keeps its whole middle: the try and the help on the second
 * page, where the help brings the plot's together step with it (beat-slots.ts), and how it ends
 * on the last page, before the moral and bed; or, in the other split, the try on the first page.
 */
const THREE_PLOT: Beat[][] = [
  ['opening', 'problem'],
  ['try', 'help'],
  ['resolution', 'moral', 'goodnight'],
];
const THREE_PLOT_TRY_FIRST: Beat[][] = [
  ['opening', 'problem', 'try'],
  ['help'],
  ['resolution', 'moral', 'goodnight'],
];

/**
 * The pages of a story. A situation's plot that has no hour of its own before the trouble
 * (`before` in plots/types.ts) spends no page on a pastime that has nothing to do with it: from six
 * to nine pages it takes the plan one page longer, without the pastime, so that its try has a page
 * of its own and the story reaches what the parent asked for on page two. Ten pages keep the
 * pastime.
 */
export function planPages(
  pages: number,
  otherSplit = false,
  plot = false,
  pastime = true,
): Beat[][] {
  const n = Math.min(10, Math.max(3, Math.round(pages)));
  if (n === 3 && plot) return otherSplit ? THREE_PLOT_TRY_FIRST : THREE_PLOT;
  if (!pastime && n >= 6 && n < 10)
    return (PLANS[n + 1] as Beat[][]).filter((beats) => !beats.includes('pastime'));
  return n === 3 && otherSplit ? THREE_TRY_FIRST : (PLANS[n] as Beat[][]);
}

/**
 * The light of each page only moves towards night: long stories spend the pages before the
 * trouble in the afternoon, the trouble comes at sunset, and from the happy ending on it is night.
 */
export function pageTimes(plan: Beat[][]): TimeOfDay[] {
  const night = plan.findIndex((beats) => beats.includes('resolution'));
  const trouble = plan.findIndex((beats) => beats.includes('problem'));
  return plan.map((_, i) =>
    i >= night ? 'night' : i < trouble && plan.length >= 8 ? 'afternoon' : 'sunset',
  );
}

/** The beat a page's picture shows: its last one. */
export function mainBeat(beats: Beat[]): Beat {
  return beats[beats.length - 1] as Beat;
}
