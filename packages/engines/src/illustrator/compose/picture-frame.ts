import type { TimeOfDay } from '../../types.ts';
import type { Defs } from '../core/defs.ts';

/** A light wash over the finished picture so characters and place share the same light. */
const WASH: Record<TimeOfDay, { color: string; opacity: number }> = {
  morning: { color: '#fff4d8', opacity: 0.05 },
  afternoon: { color: '#fff8e8', opacity: 0 },
  sunset: { color: '#ff9a6a', opacity: 0.07 },
  night: { color: '#1c2766', opacity: 0.14 },
};

/**
 * Wraps drawn content into a complete SVG document: the wash of the hour and a soft vignette
 * (the rounded, cosy edges of a picture-book page) over everything.
 */
export function pictureDocument(
  width: number,
  height: number,
  defs: Defs,
  body: string,
  time: TimeOfDay,
): string {
  const wash = WASH[time];
  const vignette = defs.add(
    'vignette',
    `<radialGradient id="vignette" cx="0.5" cy="0.48" r="0.75"><stop offset="0.6" stop-color="#2a1a30" stop-opacity="0"/><stop offset="1" stop-color="#2a1a30" stop-opacity="${time === 'night' ? 0.35 : 0.2}"/></radialGradient>`,
  );
  let over = '';
  if (wash.opacity > 0)
    over += `<rect width="${width}" height="${height}" fill="${wash.color}" opacity="${wash.opacity}"/>`;
  over += `<rect width="${width}" height="${height}" fill="${vignette}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${defs}${body}${over}</svg>`;
}
