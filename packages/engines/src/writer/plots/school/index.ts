import type { SituationPlot } from '../types.ts';

/** The plots of the school situations (one file per situation beside this one). */
export const schoolPlots: readonly SituationPlot[] = [];
