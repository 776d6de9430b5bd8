import type { SituationPlot } from '../types.ts';

/** The plots of the growing situations (one file per situation beside this one). */
export const growingPlots: readonly SituationPlot[] = [];
