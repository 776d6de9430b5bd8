import type { SituationPlot } from '../types.ts';
import { bedtimeResistancePlots } from './bedtime-resistance.ts';
import { fearOfAnimalsPlots } from './fear-of-animals.ts';
import { fearOfStormsPlots } from './fear-of-storms.ts';
import { nightmaresPlots } from './nightmares.ts';
import { screensBedtimePlots } from './screens-bedtime.ts';
import { sleepingAlonePlots } from './sleeping-alone.ts';

/** The plots of the night situations (one file per situation beside this one). */
export const nightPlots: readonly SituationPlot[] = [
  ...nightmaresPlots,
  ...sleepingAlonePlots,
  ...bedtimeResistancePlots,
  ...screensBedtimePlots,
  ...fearOfStormsPlots,
  ...fearOfAnimalsPlots,
];
