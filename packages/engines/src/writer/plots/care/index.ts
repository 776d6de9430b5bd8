import type { SituationPlot } from '../types.ts';

/** The plots of the care situations (one file per situation beside this one). */
export const carePlots: readonly SituationPlot[] = [];
