import type { SituationPlot } from '../types.ts';

/** The plots of the night situations (one file per situation beside this one). */
export const nightPlots: readonly SituationPlot[] = [];
