import type { IndoorSetting } from '../../types.ts';
import type { Backdrop, Canvas } from '../core/canvas.ts';
import { darken } from '../core/color.ts';
import { circle, ellipse, n, OUTLINE, path, rect, star, stroke } from '../core/svg.ts';
import { edge } from './props/edge.ts';
import { drawSky } from './sky.ts';
import { drawCozyBedroom, roomLight } from './cozy-bedroom.ts';

const FEET = 700;

/** Wall, floor and a window with the real sky of the hour: what every room shares. */
function shell(
  canvas: Canvas,
  wallColour: string,
  floorColour: string,
  win: { x: number; y: number; w: number; h: number },
): string {
  const room = roomLight(canvas.light.time);
  const { width, height } = canvas;
  let out = rect(0, 0, width, height, room(wallColour));
  out += `<clipPath id="room-window"><rect x="${win.x}" y="${win.y}" width="${win.w}" height="${win.h}" rx="10"/></clipPath>`;
  out += `<g clip-path="url(#room-window)"><g transform="translate(${n(win.x - 200)} ${n(win.y - 40)}) scale(0.6)">${drawSky(canvas, 700, { clouds: 2, sunX: 600 })}</g></g>`;
  const frame = room('#8a5a34');
  out +=
    rect(win.x, win.y, win.w, win.h, 'none', ` stroke="${frame}" stroke-width="12" rx="10"`) +
    path(
      `M${n(win.x + win.w / 2)} ${win.y}v${win.h}M${win.x} ${n(win.y + win.h / 2)}h${win.w}`,
      'none',
      ` stroke="${frame}" stroke-width="7"`,
    );
  const floor = room(floorColour);
  out += rect(0, 600, width, height - 600, floor, edge(floor));
  let boards = '';
  for (let y = 630; y < height; y += 32) boards += `M0 ${y}H${width}`;
  out += path(boards, 'none', ` stroke="${room(darken(floorColour, 0.15))}" stroke-width="2.5"`);
  return out;
}

function kitchen(canvas: Canvas): string {
  const room = roomLight(canvas.light.time);
  let out = shell(canvas, '#f3ead2', '#c9935f', { x: 420, y: 90, w: 220, h: 180 });
  // Tiles behind the counter, cupboards, a stove with a pot and a kettle, jars on a shelf.
  let tiles = '';
  for (let x = 0; x < 1024; x += 40) tiles += `M${x} 300V470`;
  for (let y = 300; y < 470; y += 40) tiles += `M0 ${y}H1024`;
  out +=
    rect(0, 300, 1024, 170, room('#d6ecef')) +
    path(tiles, 'none', ` stroke="${room('#b9d8dc')}" stroke-width="2"`);
  const wood = room('#b07a4a');
  out +=
    rect(0, 470, 1024, 130, wood, edge(wood)) +
    rect(0, 462, 1024, 16, room('#e8e2d6'), edge(room('#e8e2d6')));
  for (let x = 20; x < 1000; x += 170)
    out +=
      rect(x, 495, 150, 95, room('#c98c56'), edge(wood)) + circle(x + 130, 540, 6, room('#f2c14e'));
  out +=
    rect(700, 418, 150, 46, room('#5b5f6a'), edge(room('#5b5f6a')) + ' rx="6"') +
    path('M725 440h40M790 440h40', 'none', stroke(room('#ff7a3d'), 5));
  out += path(
    'M735 418v-40q0 -10 12 -10h26q12 0 12 10v40Z',
    room('#e85d5d'),
    edge(room('#e85d5d')),
  );
  out += path(
    'M170 462v-34q0 -16 26 -16q26 0 26 16v34ZM222 440q18 -10 22 -26',
    room('#4fa3d1'),
    edge(room('#4fa3d1')),
  );
  out +=
    rect(80, 220, 260, 14, wood, edge(wood)) +
    [100, 150, 200, 250, 300]
      .map((x, i) =>
        rect(
          x,
          180,
          30,
          40,
          room(['#f2a541', '#e85d5d', '#6cc3a0', '#9b6bd3', '#f4c84a'][i] ?? '#f2a541'),
          edge(room('#c9955a')) + ' rx="6"',
        ),
      )
      .join('');
  out +=
    rect(720, 140, 240, 14, wood, edge(wood)) +
    [740, 800, 860, 920]
      .map((x) => ellipse(x, 124, 22, 18, room('#ffffff'), edge(room('#d8d0c8'))))
      .join('');
  return out;
}

function livingRoom(canvas: Canvas): string {
  const room = roomLight(canvas.light.time);
  let out = shell(canvas, '#f0dcc0', '#b9834f', { x: 380, y: 110, w: 260, h: 220 });
  // A long sofa with cushions, a framed picture, a plant, a rug.
  const sofa = room('#5b8fd6');
  out +=
    rect(40, 470, 300, 130, sofa, edge(sofa) + ' rx="26"') +
    rect(60, 420, 260, 90, darken(sofa, 0.08), edge(sofa) + ' rx="22"');
  out +=
    rect(80, 440, 60, 50, room('#f2a541'), edge(room('#f2a541')) + ' rx="12"') +
    rect(240, 440, 60, 50, room('#e77fb3'), edge(room('#e77fb3')) + ' rx="12"');
  out +=
    rect(700, 140, 160, 120, room('#f8f4ea'), ` stroke="${room('#8a5a34')}" stroke-width="10"`) +
    path('M716 246L770 180L810 220L846 190V246Z', room('#6cc3a0'));
  out += circle(820, 170, 12, room('#f4c84a'));
  out +=
    path('M900 600v-60h70v60Z', room('#d9765f'), edge(room('#d9765f'))) +
    [-30, 0, 30]
      .map((dx) =>
        ellipse(
          935 + dx,
          510 - Math.abs(dx),
          18,
          40,
          room('#5daa57'),
          edge(room('#5daa57')) + ` transform="rotate(${dx} ${935 + dx} ${510 - Math.abs(dx)})"`,
        ),
      )
      .join('');
  out +=
    ellipse(540, 690, 320, 50, room('#c0504d'), edge(room('#c0504d'))) +
    ellipse(
      540,
      690,
      250,
      34,
      'none',
      ` stroke="${room('#f2c14e')}" stroke-width="5" stroke-dasharray="14 8"`,
    );
  return out;
}

function classroom(canvas: Canvas): string {
  const room = roomLight(canvas.light.time);
  let out = shell(canvas, '#f4ecd6', '#c9a06a', { x: 800, y: 110, w: 180, h: 200 });
  // A green board with chalk shapes and sums, an alphabet row of coloured cards, desks.
  out += rect(
    90,
    110,
    560,
    260,
    room('#2f6b4f'),
    ` stroke="${room('#8a5a34')}" stroke-width="14" rx="6"`,
  );
  out += path(
    'M140 170h40M160 150v40M220 170h40M300 160h30M300 180h30M360 170h40',
    'none',
    stroke('#f4f4ec', 6),
  );
  out +=
    path('M460 150l30 50h-60ZM560 175a25 25 0 1 0 0.1 0', 'none', stroke('#f4f4ec', 5)) +
    path(star(200, 280, 30, 13), 'none', stroke('#ffd166', 5)) +
    path('M300 300q40 -60 80 0t80 0', 'none', stroke('#9fd0ff', 5));
  const cards = ['#e85d5d', '#f2a541', '#6cc3a0', '#4fa3d1', '#9b6bd3', '#e77fb3', '#f4c84a'];
  cards.forEach(
    (c, i) =>
      (out +=
        rect(90 + i * 82, 40, 64, 52, room(c), edge(room(c)) + ' rx="6"') +
        circle(122 + i * 82, 66, 12, room('#ffffff'), ' opacity="0.8"')),
  );
  const wood = room('#c98c56');
  for (const x of [60, 760])
    out +=
      rect(x, 520, 220, 24, wood, edge(wood) + ' rx="6"') +
      rect(x + 16, 544, 14, 60, darken(wood, 0.2), edge(wood)) +
      rect(x + 190, 544, 14, 60, darken(wood, 0.2), edge(wood)) +
      rect(x + 40, 500, 60, 20, room('#4fa3d1'), edge(room('#4fa3d1')) + ' rx="3"');
  return out;
}

function clinic(canvas: Canvas, dentist: boolean): string {
  const room = roomLight(canvas.light.time);
  let out = shell(canvas, '#e4f2ee', '#cfd8dc', { x: 420, y: 100, w: 200, h: 170 });
  // A cabinet with a red-crescent sign, a chart of shapes, and a couch (or the dentist's chair and lamp).
  out +=
    rect(60, 300, 170, 300, room('#ffffff'), edge(room('#b9c6cc')) + ' rx="8"') +
    path('M145 330a26 26 0 1 0 18 40a20 20 0 1 1 -18 -40Z', room('#e04848'));
  out +=
    path('M70 440h150', 'none', stroke(room('#b9c6cc'), 3)) + circle(200, 470, 5, room('#8a9aa2'));
  out += rect(700, 100, 140, 190, room('#ffffff'), edge(room('#b9c6cc')));
  [
    [770, 140, 28],
    [770, 196, 20],
    [770, 240, 13],
  ].forEach(
    ([x, y, r]) =>
      (out += path(
        `M${(x ?? 0) - (r ?? 0)} ${y}h${(r ?? 0) * 2}M${x} ${(y ?? 0) - (r ?? 0) / 2}v${r}`,
        'none',
        stroke(OUTLINE, 5),
      )),
  );
  if (dentist) {
    const chair = room('#45b3a3');
    out +=
      path('M640 600V560H920L960 470H990L960 590Z', chair, edge(chair)) +
      rect(700, 520, 220, 40, chair, edge(chair) + ' rx="16"');
    out +=
      path('M880 300L920 420', 'none', stroke(room('#8a9aa2'), 8)) +
      ellipse(870, 296, 42, 22, room('#f4f4ec'), edge(room('#b9c6cc'))) +
      ellipse(870, 306, 30, 10, room('#fff2b0'));
    out += path(
      'M760 380c-14 -30 10 -50 30 -36c20 -14 44 6 30 36c-4 20 -10 40 -16 40c-6 0 -8 -20 -14 -20c-6 0 -8 20 -14 20c-6 0 -12 -20 -16 -40Z',
      room('#ffffff'),
      edge(room('#b9c6cc')),
    );
  } else {
    const couch = room('#7fc8c0');
    out +=
      rect(660, 500, 320, 44, couch, edge(couch) + ' rx="14"') +
      rect(690, 544, 16, 56, room('#8a9aa2')) +
      rect(940, 544, 16, 56, room('#8a9aa2')) +
      ellipse(700, 494, 36, 16, room('#ffffff'), edge(room('#d8d0c8')));
  }
  return out;
}

/**
 * A room of a home, a school or a clinic, for the pages that happen indoors. The bedroom is drawn
 * without its own bed when the page's sleepers bring theirs.
 */
export function drawRoom(kind: IndoorSetting, canvas: Canvas, sleepers: boolean): Backdrop {
  if (kind === 'bedroom') return drawCozyBedroom(canvas, { text: '', hash: 0, bed: !sleepers });
  const svg =
    kind === 'kitchen'
      ? kitchen(canvas)
      : kind === 'living-room'
        ? livingRoom(canvas)
        : kind === 'classroom'
          ? classroom(canvas)
          : clinic(canvas, kind === 'dentist');
  return { svg, feetY: FEET };
}
