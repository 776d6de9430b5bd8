import type { SituationPlot } from '../types.ts';
import { bullyingPlots } from './bullying.ts';
import { changingSchoolPlots } from './changing-school.ts';
import { firstDaySchoolPlots } from './first-day-school.ts';
import { friendQuarrelPlots } from './friend-quarrel.ts';
import { leftOutPlots } from './left-out.ts';
import { makingFriendsPlots } from './making-friends.ts';
import { performanceNervesPlots } from './performance-nerves.ts';
import { shynessPlots } from './shyness.ts';

/** The plots of the school situations (one file per situation beside this one). */
export const schoolPlots: readonly SituationPlot[] = [
  ...firstDaySchoolPlots,
  ...changingSchoolPlots,
  ...makingFriendsPlots,
  ...friendQuarrelPlots,
  ...leftOutPlots,
  ...bullyingPlots,
  ...performanceNervesPlots,
  ...shynessPlots,
];
