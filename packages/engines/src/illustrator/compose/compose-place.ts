import type { StoryLocationInput } from '../../types.ts';
import { PREFERRED_TIME, resolveSetting } from '../backgrounds/settings.ts';
import { pictureDocument } from './picture-frame.ts';
import { drawPlace } from './place-canvas.ts';

/** A picture of a location with nobody in it, at the hour that suits it best. */
export function composePlace(location: StoryLocationInput): string {
  const time = PREFERRED_TIME[resolveSetting(location)];
  const { canvas, backdrop } = drawPlace(location, time, 0);
  return pictureDocument(canvas.width, canvas.height, canvas.defs, backdrop.svg, time);
}
