import type { Backdrop, Canvas, PlaceHint } from '../core/canvas.ts';
import type { TimeOfDay } from '../../types.ts';
import { filter, mix } from '../core/color.ts';
import { ellipse, n, path, rect, star } from '../core/svg.ts';
import { bookcase } from './props/books.ts';
import { edge } from './props/edge.ts';
import { lantern, stringLights } from './props/lantern.ts';
import { archPath } from './props/window.ts';
import { drawSky } from './sky.ts';

/**
 * A child's bedroom at bedtime: the sky of the hour through an arched window, a bed with a starry
 * quilt, a lantern, a shelf of books, a rug. The room is lit from inside, so it dims less than outdoor places.
 */
export function drawCozyBedroom(canvas: Canvas, place?: PlaceHint): Backdrop {
  const { width } = canvas;
  const room = roomLight(canvas.light.time);
  // Furniture drawn by shared props takes the room's light, not the night outside.
  const indoors: Canvas = { ...canvas, light: { ...canvas.light, tone: room } };
  const wall = room('#f7e3c6');
  let out = rect(0, 0, width, 768, wall);
  let dots = '';
  for (let y = 40; y < 560; y += 70)
    for (let x = (y % 140) / 2 + 20; x < width; x += 90) dots += star(x, y, 7, 3, 4);
  out += path(dots, room('#eccfa6'));
  // The window frames a piece of the real sky.
  const win = archPath(360, 110, 300, 330);
  out += `<clipPath id="window"><path d="${win}"/></clipPath>`;
  out += `<g clip-path="url(#window)">${drawSky(canvas, 440, { clouds: 2, sunX: 560 })}</g>`;
  const frame = room('#8a5a34');
  out += path(win, 'none', edge(frame, 14).replace(/stroke="[^"]+"/, `stroke="${frame}"`));
  out += path(`M510 110V440M360 300H660`, 'none', ` stroke="${frame}" stroke-width="8"`);
  const curtain = room('#6c8fd6');
  out +=
    path(`M330 90Q350 280 310 470H370Q390 280 372 90Z`, curtain, edge(curtain)) +
    path(`M694 90Q674 280 714 470H654Q634 280 652 90Z`, curtain, edge(curtain));
  out += rect(300, 80, 424, 14, frame, edge(frame) + ' rx="7"');
  out += stringLights(indoors, [0, 60], [width, 60], 40);
  out += bookcase(indoors, 40, 600, 150, 300, 3);
  out += lantern(indoors, width - 140, 470, 46, '#f2a541');
  const floor = room('#c9935f');
  out += rect(0, 600, width, 168, floor, edge(floor));
  let boards = '';
  for (let y = 630; y < 768; y += 32) boards += `M0 ${n(y)}H${n(width)}`;
  out += path(boards, 'none', ` stroke="${room('#a8743f')}" stroke-width="2.5"`);
  // The bed at the right, quilt covered in stars (left out when the page brings its own beds).
  if (place?.bed !== false) {
    const bedWood = room('#9a6a3c');
    let bed = rect(width - 330, 470, 24, 190, bedWood, edge(bedWood) + ' rx="8"');
    const quilt = room('#e77fb3');
    bed += rect(width - 320, 560, 330, 70, quilt, edge(quilt) + ' rx="18"');
    bed += rect(width - 300, 530, 90, 40, room('#ffffff'), edge(room('#d8d0c8')) + ' rx="16"');
    let quiltStars = '';
    for (let x = width - 190; x < width; x += 50) quiltStars += star(x, 595, 10, 4, 5);
    bed += path(quiltStars, room('#ffe27a'));
    out += `<g data-bed="room">${bed}</g>`;
  }
  const rug = room('#2e9e8f');
  out += ellipse(width / 2 - 40, 700, 300, 46, rug, edge(rug));
  return { svg: out, feetY: 705 };
}

/** Indoors keeps its colours; at night the room is lamp-lit, a warm dimming rather than the blue of outdoors. */
export function roomLight(time: TimeOfDay): (hex: string) => string {
  if (time === 'night') return (hex) => filter(hex, [0.8, 0.7, 0.72]);
  if (time === 'sunset') return (hex) => mix(hex, '#ff9a6a', 0.08);
  return (hex) => hex;
}
