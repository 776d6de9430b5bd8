import type { SituationPlot } from '../types.ts';

/** The plots of the gentle situations (one file per situation beside this one). */
export const gentlePlots: readonly SituationPlot[] = [];
