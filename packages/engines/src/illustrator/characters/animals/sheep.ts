import { circle, ellipse, n } from '../../core/svg.ts';
import type { CharacterLook } from '../character-look.ts';
import { drawProfileFace } from '../face.ts';
import type { DrawContext, Figure } from '../figure.ts';
import { drawQuadruped, EDGE, outlinedStroke } from './quadruped.ts';

const WOOL = '#fbf8f2';
const FACE = '#b09890';

/** A lamb: a cloud of white wool on thin dark legs, a dark face with a woolly topknot and side ears. */
export function drawSheep(look: CharacterLook, ctx: DrawContext): Figure {
  const { accent } = look.palette;
  const rx = 52;
  const ry = 34;
  return drawQuadruped(
    {
      rx,
      ry,
      legLength: 34,
      legWidth: 10,
      body: WOOL,
      leg: FACE,
      hoof: '#2b2426',
      neck: { x: 10, y: -22, width: 0 },
      headSize: 28,
      crown: 12,
      head(x, y, { eyes }) {
        let out = ellipse(
          x - 26,
          y - 4,
          15,
          7,
          FACE,
          EDGE + ` transform="rotate(20 ${n(x - 26)} ${n(y - 4)})"`,
        );
        out += ellipse(x + 2, y + 4, 24, 27, FACE, EDGE);
        out += [-14, 0, 14].map((dx) => circle(x + dx, y - 22, 11, WOOL, EDGE)).join('');
        out += circle(x + 16, y + 22, 3, '#2b2426');
        return (
          out +
          drawProfileFace({
            eyeX: x + 6,
            eyeY: y + 2,
            size: 6,
            mouthX: x + 18,
            mouthY: y + 24,
            mood: ctx.mood,
            eyes,
            lashes: look.gender === 'female',
          })
        );
      },
      tail(x, y) {
        return outlinedStroke(`M${n(x + 4)} ${n(y)}q-12 0 -14 12`, WOOL, 10);
      },
      back(bodyY) {
        // The fleece: puffs all round the body's edge, so it reads as wool, not fur.
        let out = '';
        for (let i = 0; i < 12; i++) {
          const a = (i / 12) * Math.PI * 2;
          out += circle(
            Math.cos(a) * rx * 0.86,
            bodyY + Math.sin(a) * ry * 0.8,
            ry * 0.42,
            WOOL,
            EDGE,
          );
        }
        out += ellipse(0, bodyY, rx * 0.9, ry * 0.85, WOOL);
        for (const [dx, dy] of [
          [-0.4, -0.2],
          [0.1, -0.35],
          [0.35, 0.15],
          [-0.15, 0.25],
        ] as const)
          out += circle(dx * rx, bodyY + dy * ry, 6, 'none', ' stroke="#e2dccf" stroke-width="3"');
        return out + circle(rx * 0.7, bodyY + ry * 0.55, 6, accent, EDGE);
      },
    },
    ctx,
    accent,
  );
}
