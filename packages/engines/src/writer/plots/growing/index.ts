import type { SituationPlot } from '../types.ts';
import { examsPlots } from './exams.ts';
import { helpingAtHomePlots } from './helping-at-home.ts';
import { learningBikePlots } from './learning-bike.ts';
import { learningSwimPlots } from './learning-swim.ts';
import { lyingPlots } from './lying.ts';
import { newPetPlots } from './new-pet.ts';
import { patienceWaitingPlots } from './patience-waiting.ts';
import { tryingNewThingsPlots } from './trying-new-things.ts';

/** The plots of the growing situations (one file per situation beside this one). */
export const growingPlots: readonly SituationPlot[] = [
  ...newPetPlots,
  ...learningBikePlots,
  ...learningSwimPlots,
  ...examsPlots,
  ...lyingPlots,
  ...patienceWaitingPlots,
  ...helpingAtHomePlots,
  ...tryingNewThingsPlots,
];
