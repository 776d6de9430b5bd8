import type { TimeOfDay } from '../../types.ts';
import { filter, mix } from './color.ts';

/**
 * The light of a time of day. Backgrounds are designed in daylight colours and pass each colour
 * through `tone`, which tints and dims it (warm at sunset, blue at night), so every place works at
 * every hour without drawing it four times. Characters keep their own colours (the reader must
 * recognise them on every page); only lamps and glows answer to `lamp`.
 */
export interface Light {
  readonly time: TimeOfDay;
  /** A daylight colour as it looks at this time. */
  tone(hex: string): string;
  /** How strongly lamps, windows and magic glow: 0 by day, 1 at night. */
  readonly lamp: number;
  readonly night: boolean;
}

interface Tint {
  /** A coloured filter the light passes through (multiplied per channel): keeps colours saturated. */
  filter: readonly [number, number, number];
  /** Then a wash of this colour over everything. */
  color: string;
  amount: number;
  lamp: number;
}

const TINTS: Record<TimeOfDay, Tint> = {
  morning: { filter: [1.02, 1.01, 0.98], color: '#fff0d6', amount: 0.1, lamp: 0 },
  afternoon: { filter: [1, 1, 1], color: '#fff4dc', amount: 0.04, lamp: 0 },
  sunset: { filter: [1, 0.86, 0.8], color: '#ff8a6a', amount: 0.16, lamp: 0.6 },
  night: { filter: [0.48, 0.55, 0.9], color: '#2e3c8f', amount: 0.2, lamp: 1 },
};

export function lightFor(time: TimeOfDay): Light {
  const tint = TINTS[time];
  const cache = new Map<string, string>();
  return {
    time,
    lamp: tint.lamp,
    night: time === 'night',
    tone(hex) {
      let toned = cache.get(hex);
      if (toned === undefined) {
        toned = mix(filter(hex, tint.filter), tint.color, tint.amount);
        cache.set(hex, toned);
      }
      return toned;
    },
  };
}
