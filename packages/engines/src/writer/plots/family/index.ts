import type { SituationPlot } from '../types.ts';

/** The plots of the family situations (one file per situation beside this one). */
export const familyPlots: readonly SituationPlot[] = [];
