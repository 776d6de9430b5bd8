import type { StoryLocationInput, TimeOfDay } from '../../types.ts';
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

/**
 * Draws a location at an hour. The layout of the place (where houses and palms stand) comes from
 * the location alone, so it is the same place on every page; clouds and stars follow the page seed.
 */
export function drawPlace(location: StoryLocationInput, time: TimeOfDay, pageSeed: number): PlacePicture {
  const setting = resolveSetting(location);
  const placeHash = hashString(`${location.name.trim().toLowerCase()}|${location.type}|${setting}`);
  const canvas: Canvas = {
    width: 1024,
    height: 768,
    light: lightFor(time),
    rng: createRandom(placeHash),
    pageRng: createRandom(hashString(`${placeHash}|${pageSeed}`)),
    defs: new Defs(),
  };
  const text = `${location.name} ${location.nameAr ?? ''} ${location.description}`.toLowerCase();
  const backdrop = drawBackdrop(setting, canvas, { text, hash: placeHash });
  return { canvas, backdrop, setting };
}
