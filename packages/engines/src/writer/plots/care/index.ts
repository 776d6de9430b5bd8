import type { SituationPlot } from '../types.ts';
import { dentistVisitPlots } from './dentist-visit.ts';
import { doctorVisitPlots } from './doctor-visit.ts';
import { haircutPlots } from './haircut.ts';
import { lostToothPlots } from './lost-tooth.ts';
import { lostToyPlots } from './lost-toy.ts';
import { pickyEatingPlots } from './picky-eating.ts';
import { toiletTrainingPlots } from './toilet-training.ts';

/** The plots of the care situations (one file per situation beside this one). */
export const carePlots: readonly SituationPlot[] = [
  ...doctorVisitPlots,
  ...dentistVisitPlots,
  ...lostToothPlots,
  ...haircutPlots,
  ...pickyEatingPlots,
  ...toiletTrainingPlots,
  ...lostToyPlots,
];
