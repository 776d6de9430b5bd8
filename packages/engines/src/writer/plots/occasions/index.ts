import type { SituationPlot } from '../types.ts';

/** The plots of the occasions situations (one file per situation beside this one). */
export const occasionsPlots: readonly SituationPlot[] = [];
