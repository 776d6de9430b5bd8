import type { SituationPlot } from '../types.ts';
import { birthdayPlots } from './birthday.ts';
import { eidPlots } from './eid.ts';
import { familyWeddingPlots } from './family-wedding.ts';
import { losingAGamePlots } from './losing-a-game.ts';
import { mawlidPlots } from './mawlid.ts';
import { nationalDayPlots } from './national-day.ts';
import { ramadanPlots } from './ramadan.ts';

/** The plots of the occasions situations (one file per situation beside this one). */
export const occasionsPlots: readonly SituationPlot[] = [
  ...ramadanPlots,
  ...eidPlots,
  ...birthdayPlots,
  ...familyWeddingPlots,
  ...losingAGamePlots,
  ...nationalDayPlots,
  ...mawlidPlots,
];
