import type { TimeOfDay } from '../types.ts';

/** The beats of a bedtime story, in order. */
export type Beat = 'opening' | 'evening' | 'problem' | 'try' | 'help' | 'together' | 'resolution' | 'moral' | 'goodnight';

/**
 * Which beats each page tells. Short stories fold several beats into a page; long ones give the
 * evening, a second try and the working-together their own pages.
 */
const PLANS: Record<number, Beat[][]> = {
  3: [['opening', 'problem'], ['try', 'help', 'resolution'], ['moral', 'goodnight']],
  4: [['opening', 'problem'], ['try', 'help'], ['resolution'], ['moral', 'goodnight']],
  5: [['opening'], ['problem'], ['try', 'help'], ['resolution'], ['moral', 'goodnight']],
  6: [['opening'], ['problem'], ['try'], ['help'], ['resolution'], ['moral', 'goodnight']],
  7: [['opening'], ['problem'], ['try'], ['help'], ['resolution'], ['moral'], ['goodnight']],
  8: [['opening'], ['evening'], ['problem'], ['try'], ['help'], ['resolution'], ['moral'], ['goodnight']],
  9: [['opening'], ['evening'], ['problem'], ['try'], ['try'], ['help'], ['resolution'], ['moral'], ['goodnight']],
  10: [['opening'], ['evening'], ['problem'], ['try'], ['try'], ['help'], ['together'], ['resolution'], ['moral'], ['goodnight']],
};

export function planPages(pages: number): Beat[][] {
  const n = Math.min(10, Math.max(3, Math.round(pages)));
  return PLANS[n] as Beat[][];
}

/**
 * The light of each page only moves towards night: long stories start in the afternoon, the
 * trouble comes at sunset, and from the happy ending on it is night.
 */
export function pageTimes(plan: Beat[][]): TimeOfDay[] {
  const night = plan.findIndex((beats) => beats.includes('resolution'));
  return plan.map((_, i) => (i >= night ? 'night' : i === 0 && plan.length >= 8 ? 'afternoon' : 'sunset'));
}

/** The beat a page's picture shows: its last one. */
export function mainBeat(beats: Beat[]): Beat {
  return beats[beats.length - 1] as Beat;
}
