import type { SituationPlot } from '../types.ts';
import { bigFeelingsPlots } from './big-feelings.ts';
import { childIllnessPlots } from './child-illness.ts';
import { familyChangePlots } from './family-change.ts';
import { friendMovingAwayPlots } from './friend-moving-away.ts';
import { kindnessMannersPlots } from './kindness-manners.ts';
import { parentAwayPlots } from './parent-away.ts';
import { sickGrandparentPlots } from './sick-grandparent.ts';

/** The plots of the gentle situations (one file per situation beside this one). */
export const gentlePlots: readonly SituationPlot[] = [
  ...sickGrandparentPlots,
  ...childIllnessPlots,
  ...parentAwayPlots,
  ...familyChangePlots,
  ...friendMovingAwayPlots,
  ...bigFeelingsPlots,
  ...kindnessMannersPlots,
];
