import type { SituationPlot } from '../types.ts';
import { familyTripRoadPlots } from './family-trip-road.ts';
import { familyTripPlots } from './family-trip.ts';
import { movingHousePlots } from './moving-house.ts';
import { newBabyCousinPlots } from './new-baby-cousin.ts';
import { newSiblingPlots } from './new-sibling.ts';
import { sharingSiblingPlots } from './sharing-sibling.ts';
import { siblingJealousyPlots } from './sibling-jealousy.ts';
import { visitingGrandparentsPlots } from './visiting-grandparents.ts';

/** The plots of the family situations (one file per situation beside this one). */
export const familyPlots: readonly SituationPlot[] = [
  ...newSiblingPlots,
  ...siblingJealousyPlots,
  ...sharingSiblingPlots,
  ...visitingGrandparentsPlots,
  ...movingHousePlots,
  ...familyTripPlots,
  ...familyTripRoadPlots,
  ...newBabyCousinPlots,
];
