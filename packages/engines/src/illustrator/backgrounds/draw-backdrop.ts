import type { Backdrop, Canvas, PlaceHint } from '../core/canvas.ts';
import { drawBeirutCorniche } from './beirut-corniche.ts';
import { drawCity } from './city.ts';
import { drawCoralReef } from './coral-reef.ts';
import { drawCozyBedroom } from './cozy-bedroom.ts';
import { drawDatePalmFarm } from './date-palm-farm.ts';
import { drawDesertOasis } from './desert-oasis.ts';
import { drawFantasy } from './fantasy.ts';
import { drawFloatingLibrary } from './floating-library.ts';
import { drawGrandmotherCourtyard } from './grandmother-courtyard.ts';
import { drawGulfHarbour } from './gulf-harbour.ts';
import { drawLanternStreet } from './lantern-street.ts';
import { drawMountainVillage } from './mountain-village.ts';
import { drawNature } from './nature.ts';
import { drawNileFelucca } from './nile-felucca.ts';
import { drawOldSouk } from './old-souk.ts';
import type { Setting } from './settings.ts';

const BACKDROPS: Record<Setting, (canvas: Canvas, place: PlaceHint) => Backdrop> = {
  'old-souk': drawOldSouk,
  'desert-oasis': drawDesertOasis,
  'nile-felucca': drawNileFelucca,
  'beirut-corniche': drawBeirutCorniche,
  'mountain-village': drawMountainVillage,
  'date-palm-farm': drawDatePalmFarm,
  'coral-reef': drawCoralReef,
  'floating-library': drawFloatingLibrary,
  'lantern-street': drawLanternStreet,
  'grandmother-courtyard': drawGrandmotherCourtyard,
  'gulf-harbour': drawGulfHarbour,
  'cozy-bedroom': drawCozyBedroom,
  city: drawCity,
  nature: drawNature,
  fantasy: drawFantasy,
};

/** Draws the picture of a place (a named setting or its type's generic one). */
export function drawBackdrop(setting: Setting, canvas: Canvas, place: PlaceHint): Backdrop {
  return BACKDROPS[setting](canvas, place);
}
