import type { Canvas } from '../core/canvas.ts';
import { rect } from '../core/svg.ts';
import { cloud } from './props/cloud.ts';
import { moon, starField, sun } from './props/celestial.ts';

/** The sky gradient of each time of day, top to horizon: the colours of a picture book. */
export const SKY_STOPS = {
  morning: ['#7cc4ee', '#b4e0f4', '#ffe3c4'],
  afternoon: ['#4aa6df', '#86cbef', '#d3eefa'],
  sunset: ['#4a3f8e', '#b65f95', '#ff9470', '#ffcf8a'],
  night: ['#0e1541', '#222c74', '#434b97'],
} as const;

const CLOUD_FILL = {
  morning: '#ffffff',
  afternoon: '#ffffff',
  sunset: '#ffd1c2',
  night: '#5d66ad',
} as const;

/**
 * The sky down to `horizon`: gradient, then the sun or the moon and stars, then clouds. The sun's
 * place and the clouds change from page to page (page seed); the colours follow the time of day.
 */
export function drawSky(
  canvas: Canvas,
  horizon: number,
  options: { clouds?: number; sunX?: number } = {},
): string {
  const { light, pageRng: rng, width } = canvas;
  const time = light.time;
  // The gradient ends at the horizon; below it the last colour carries on under the land.
  const fill = canvas.defs.add(`sky-${time}`, skyGradient(`sky-${time}`, SKY_STOPS[time], horizon));
  let out = rect(0, 0, width, canvas.height, fill);
  const sunX = options.sunX ?? rng.range(0.14, 0.86) * width;
  if (time === 'night') {
    out += starField(canvas, 12, horizon * 0.85, 70);
    out += moon(canvas, sunX, rng.range(90, 150), 42);
  } else if (time === 'sunset') {
    out += sun(canvas, sunX, horizon - 48, 62, '#ffb35c', '#ffcf7a');
  } else if (time === 'morning') {
    out += sun(canvas, sunX, rng.range(120, 170), 44, '#fff3b8', '#fff0a0');
  } else {
    out += sun(canvas, sunX, rng.range(80, 120), 48, '#ffe066', '#fff3a6');
  }
  const clouds = options.clouds ?? 3;
  for (let i = 0; i < clouds; i++) {
    const x = ((i + rng.range(0.2, 0.8)) / clouds) * width;
    const y = rng.range(70, Math.max(90, horizon * 0.45));
    out += cloud(x, y, rng.range(48, 78), CLOUD_FILL[time], rng, time === 'night' ? 0.45 : 0.9);
  }
  return out;
}

function skyGradient(id: string, stops: readonly string[], horizon: number): string {
  const list = stops
    .map(
      (color, i) => `<stop offset="${(i / (stops.length - 1)).toFixed(2)}" stop-color="${color}"/>`,
    )
    .join('');
  return `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="0" y2="${Math.round(horizon)}">${list}</linearGradient>`;
}
