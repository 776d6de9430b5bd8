import type { Canvas } from '../../core/canvas.ts';
import { lighten } from '../../core/color.ts';
import { circle, n, path, rect } from '../../core/svg.ts';
import { edge } from './edge.ts';
import { archPath, archWindow } from './window.ts';

export interface HouseOptions {
  color: string;
  /** Frame and door colour (blue and green shutters are typical). */
  trim: string;
  windows?: number;
  door?: boolean;
  dome?: boolean;
  /** A wooden lattice balcony (mashrabiya) on the upper floor. */
  balcony?: boolean;
  /** Tiled red roof (mountain villages) instead of a flat roof with a stepped parapet. */
  tiled?: boolean;
}

/** A flat-roofed Arab house (or a stone village house with a tiled roof), from its base line up. */
export function house(
  canvas: Canvas,
  x: number,
  baseY: number,
  w: number,
  h: number,
  options: HouseOptions,
): string {
  const { tone } = canvas.light;
  const wall = tone(options.color);
  const top = baseY - h;
  let out = '';
  if (options.dome) {
    const domeFill = tone(lighten(options.trim, 0.25));
    const r = w * 0.28;
    out += path(
      `M${n(x + w / 2 - r)} ${n(top + 2)}a${n(r)} ${n(r * 1.1)} 0 0 1 ${n(r * 2)} 0Z`,
      domeFill,
      edge(domeFill),
    );
    out += circle(x + w / 2, top - r * 1.1 - 4, 4, tone('#f2c14e'));
  }
  if (options.tiled) {
    const roof = tone('#c8553d');
    out += path(
      `M${n(x - 10)} ${n(top + 4)}L${n(x + w / 2)} ${n(top - h * 0.38)}L${n(x + w + 10)} ${n(top + 4)}Z`,
      roof,
      edge(roof),
    );
  } else {
    // The stepped parapet of old Gulf and Hijazi houses.
    const step = w / 7;
    let d = `M${n(x)} ${n(top)}`;
    for (let i = 0; i < 7; i++) d += `v${i % 2 ? 6 : -8}h${n(step)}v${i % 2 ? -6 : 8}`;
    out += path(d + `V${n(baseY)}H${n(x)}Z`, wall, edge(wall));
  }
  out += rect(x, top, w, h, wall, edge(wall));
  out += rect(x, top + 8, w, 6, tone(lighten(options.color, 0.35)));
  const windows = options.windows ?? 2;
  const winW = Math.min(30, w / (windows * 2 + 0.5));
  const upperY = top + h * 0.16;
  for (let i = 0; i < windows; i++) {
    const wx = x + ((i + 0.5) * w) / windows - winW / 2;
    out += archWindow(
      canvas,
      wx,
      upperY,
      winW,
      winW * 1.5,
      options.trim,
      (i + Math.round(w)) % 3 !== 0,
    );
  }
  if (options.balcony) {
    // A mashrabiya: a wooden bay with a carved lattice, a little roof and a bracket below.
    const wood = tone('#a4703f');
    const bw = w * 0.42;
    const bx = x + (w - bw) / 2;
    const bh = winW * 1.9;
    const by = upperY - 6;
    out += path(
      `M${n(bx + 6)} ${n(by + bh)}L${n(bx + bw / 2)} ${n(by + bh + 16)}L${n(bx + bw - 6)} ${n(by + bh)}Z`,
      wood,
      edge(wood),
    );
    out += rect(bx, by, bw, bh, wood, edge(wood) + ' rx="3"');
    out += rect(bx + 5, by + 6, bw - 10, bh - 12, tone('#f0d9b5'));
    let lattice = '';
    for (let lx = bx + 5; lx < bx + bw - 5; lx += 7)
      lattice += `M${n(lx)} ${n(by + 6)}v${n(bh - 12)}`;
    for (let ly = by + 6; ly < by + bh - 6; ly += 7)
      lattice += `M${n(bx + 5)} ${n(ly)}h${n(bw - 10)}`;
    out += path(lattice, 'none', ` stroke="${wood}" stroke-width="2.5"`);
    out += path(
      `M${n(bx - 5)} ${n(by)}L${n(bx + bw / 2)} ${n(by - 12)}L${n(bx + bw + 5)} ${n(by)}Z`,
      wood,
      edge(wood),
    );
  }
  if (options.door ?? true) {
    const doorW = Math.min(44, w * 0.3);
    const doorH = Math.min(h * 0.45, 74);
    const dx = x + (w - doorW) / 2;
    const door = tone(options.trim);
    out += path(archPath(dx, baseY - doorH, doorW, doorH), door, edge(door));
    out += circle(dx + doorW * 0.75, baseY - doorH * 0.4, 2.5, tone('#f2c14e'));
    out += path(archPath(dx - 4, baseY - doorH - 4, doorW + 8, doorH + 4), 'none', edge(wall, 3));
  }
  return out;
}
