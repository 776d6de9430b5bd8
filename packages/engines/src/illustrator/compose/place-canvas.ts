import { isOutdoor } from '../../place-look.ts';
import type { SceneSetting, StoryLocationInput, TimeOfDay } from '../../types.ts';
import { drawCity } from '../backgrounds/city.ts';
import { drawFantasy } from '../backgrounds/fantasy.ts';
import {
  drawCedars,
  drawPyramids,
  drawSandstone,
  drawSchoolYard,
} from '../backgrounds/landmarks.ts';
import { drawNature } from '../backgrounds/nature.ts';
import { drawRoom } from '../backgrounds/rooms.ts';
import type { Backdrop, Canvas } from '../core/canvas.ts';
import { Defs } from '../core/defs.ts';
import { createRandom, hashString } from '../core/hash.ts';
import { lightFor } from '../core/light.ts';
import { drawBackdrop } from '../backgrounds/draw-backdrop.ts';
import { resolveSetting, type Setting } from '../backgrounds/settings.ts';

export interface PlacePicture {
  canvas: Canvas;
  backdrop: Backdrop;
  setting: Setting;
}

/** A page's canvas: the layout follows the place's hash, clouds and stars the page seed. */
function newCanvas(placeHash: number, time: TimeOfDay, pageSeed: number): Canvas {
  return {
    width: 1024,
    height: 768,
    light: lightFor(time),
    rng: createRandom(placeHash),
    pageRng: createRandom(hashString(`${placeHash}|${pageSeed}`)),
    defs: new Defs(),
  };
}

/**
 * Draws a location at an hour. The layout of the place (where houses and palms stand) comes from
 * the location alone, so it is the same place on every page; clouds and stars follow the page seed.
 */
export function drawPlace(
  location: StoryLocationInput,
  time: TimeOfDay,
  pageSeed: number,
): PlacePicture {
  const setting = resolveSetting(location);
  const placeHash = hashString(`${location.name.trim().toLowerCase()}|${location.type}|${setting}`);
  const canvas = newCanvas(placeHash, time, pageSeed);
  const text = `${location.name} ${location.nameAr ?? ''} ${location.description}`.toLowerCase();
  const backdrop = drawBackdrop(setting, canvas, { text, hash: placeHash });
  return { canvas, backdrop, setting };
}

/** Outdoor settings with a picture of their own; the rest are landscapes of the nature picture. */
const LANDMARKS: Partial<Record<SceneSetting, (canvas: Canvas) => Backdrop>> = {
  pyramids: drawPyramids,
  'sandstone-cliffs': drawSandstone,
  cedars: drawCedars,
  'school-yard': drawSchoolYard,
  'city-street': drawCity,
  fantasy: drawFantasy,
};

/** Landscapes drawn by the nature picture, named by the word it recognises. */
const LANDSCAPE_WORD: Partial<Record<SceneSetting, string>> = {
  sea: 'sea',
  desert: 'desert',
  mountain: 'mountains',
  garden: 'garden',
};

/**
 * Draws a page's setting: the story's own place ('place'), a room, a landmark or a kind of
 * landscape. Rooms take `sleepers` to leave out their furniture bed when the page brings its own
 * (its sleepers' beds, or a bed among its things).
 */
export function drawSetting(
  location: StoryLocationInput,
  setting: SceneSetting,
  time: TimeOfDay,
  pageSeed: number,
  sleepers: boolean,
): { canvas: Canvas; backdrop: Backdrop } {
  if (setting === 'place') {
    // The catalogue's bedroom has a bed of its own: sleepers get theirs instead.
    if (sleepers && resolveSetting(location) === 'cozy-bedroom')
      return drawSetting(location, 'bedroom', time, pageSeed, sleepers);
    const { canvas, backdrop } = drawPlace(location, time, pageSeed);
    return { canvas, backdrop };
  }
  const placeHash = hashString(`${location.name.trim().toLowerCase()}|${setting}`);
  const canvas = newCanvas(placeHash, time, pageSeed);
  if (!isOutdoor(setting)) return { canvas, backdrop: drawRoom(setting, canvas, sleepers) };
  const hint = { text: LANDSCAPE_WORD[setting] ?? '', hash: placeHash };
  const backdrop = (LANDMARKS[setting] ?? ((c: Canvas) => drawNature(c, hint)))(canvas);
  return { canvas, backdrop };
}
