import { describe, expect, it } from 'vitest';
import type { Pose } from '../../types.ts';
import { drawCharacter } from '../characters/draw-character.ts';
import { SAMPLE_CAST } from '../sample-cast.ts';
import { layoutFigures } from './layout.ts';

const POSES: Pose[] = [
  'standing',
  'walking',
  'running',
  'waving',
  'sitting',
  'reading',
  'sleeping',
  'hugging',
  'pointing',
  'flying',
  'swimming',
  'celebrating',
];

describe('layoutFigures', () => {
  it('keeps every character inside the picture, whoever stands together in whatever pose', () => {
    const width = 1024;
    const feetY = 690;
    for (const [p, pose] of POSES.entries()) {
      for (let i = 0; i < SAMPLE_CAST.length; i += 2) {
        const cast = [0, 1, 2].map((k) => SAMPLE_CAST[(i + k * 7 + p) % SAMPLE_CAST.length]!);
        const poses = cast.map(() => pose);
        const figures = cast.map((c, k) =>
          drawCharacter(c, { pose, mood: 'happy', id: `c${k}`, underwater: false }),
        );
        const placements = layoutFigures(figures, poses, width, feetY);
        figures.forEach((figure, k) => {
          const { x, scale, mirrored } = placements[k]!;
          const [left, right] = mirrored
            ? [x - figure.right * scale, x - figure.left * scale]
            : [x + figure.left * scale, x + figure.right * scale];
          expect(left, `${cast[k]!.name} ${pose}`).toBeGreaterThanOrEqual(0);
          expect(right, `${cast[k]!.name} ${pose}`).toBeLessThanOrEqual(width);
          expect(feetY - figure.top * scale, `${cast[k]!.name} ${pose}`).toBeGreaterThanOrEqual(0);
        });
      }
    }
  });

  it('turns the characters on the right to face the middle and puts a hugging pair close together', () => {
    const cast = SAMPLE_CAST.slice(0, 2).map((c, k) =>
      drawCharacter(c, { pose: 'hugging', mood: 'happy', id: `c${k}`, underwater: false }),
    );
    const apart = layoutFigures(cast, ['standing', 'standing'], 1024, 690);
    const close = layoutFigures(cast, ['hugging', 'hugging'], 1024, 690);
    expect(close.map((p) => p.mirrored)).toEqual([false, true]);
    expect(close[1]!.x - close[0]!.x).toBeLessThan(apart[1]!.x - apart[0]!.x);
  });
});
