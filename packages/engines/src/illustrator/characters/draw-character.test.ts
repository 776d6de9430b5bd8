import { describe, expect, it } from 'vitest';
import { Resvg } from '@resvg/resvg-js';
import type { Mood, Pose } from '../../types.ts';
import { SAMPLE_CAST } from '../sample-cast.ts';
import { drawCharacter } from './draw-character.ts';

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
const MOODS: Mood[] = ['calm', 'happy', 'curious', 'worried', 'brave', 'sleepy', 'excited'];

describe('drawCharacter', () => {
  it('reports extents that cover everything it draws, so the layout never cuts a character off', () => {
    for (const [c, character] of SAMPLE_CAST.entries()) {
      for (const [p, pose] of POSES.entries()) {
        const figure = drawCharacter(character, {
          pose,
          mood: MOODS[(c + p) % MOODS.length]!,
          id: 'x',
          underwater: false,
        });
        // Halos fade to nothing at their edge, so they may be cut: they are left out of the measure.
        const ink = figure.svg.replace(/<circle[^>]*-halo\)"\/>/g, '');
        const box = new Resvg(
          `<svg xmlns="http://www.w3.org/2000/svg" width="2000" height="2000" viewBox="-1000 -1500 2000 2000">${ink}</svg>`,
          { font: { loadSystemFonts: false } },
        ).getBBox();
        const label = `${character.name} ${pose}`;
        expect(box, label).toBeDefined();
        if (!box) continue;
        expect(box.x, label).toBeGreaterThanOrEqual(figure.left - 12);
        expect(box.x + box.width, label).toBeLessThanOrEqual(figure.right + 12);
        expect(-box.y, label).toBeLessThanOrEqual(figure.top + 12);
      }
    }
  });

  it('draws the same character the same way every time, and each mood differently', () => {
    const character = SAMPLE_CAST[0]!;
    const draw = (mood: Mood) =>
      drawCharacter(character, { pose: 'standing', mood, id: 'a', underwater: false }).svg;
    expect(draw('happy')).toBe(draw('happy'));
    expect(new Set(MOODS.map(draw)).size).toBe(MOODS.length);
  });

  it('lets fish swim freely under the sea and keeps them in a bubble on land', () => {
    const fish = SAMPLE_CAST.find((c) => c.species === 'fish')!;
    const land = drawCharacter(fish, {
      pose: 'standing',
      mood: 'happy',
      id: 'f',
      underwater: false,
    }).svg;
    const sea = drawCharacter(fish, {
      pose: 'standing',
      mood: 'happy',
      id: 'f',
      underwater: true,
    }).svg;
    expect(land).toContain('fill-opacity="0.55"');
    expect(sea).not.toContain('fill-opacity="0.55"');
  });
});
