import type { IllustratePageInput, StoryCharacterInput } from '../../types.ts';
import { ellipse, group, n } from '../core/svg.ts';
import { drawCharacter } from '../characters/draw-character.ts';
import { layoutFigures } from './layout.ts';
import { pictureDocument } from './picture-frame.ts';
import { drawPlace } from './place-canvas.ts';

/** The characters a scene names, matched by name (spacing and case forgiven), at most three, each once. */
export function sceneCast(input: IllustratePageInput): Array<{ character: StoryCharacterInput; pose: IllustratePageInput['scene']['characters'][number]['pose'] }> {
  const key = (name: string) => name.trim().toLowerCase().replace(/\s+/g, ' ');
  const byName = new Map(input.characters.map((c) => [key(c.name), c] as const));
  const seen = new Set<string>();
  const cast: Array<{ character: StoryCharacterInput; pose: IllustratePageInput['scene']['characters'][number]['pose'] }> = [];
  for (const entry of input.scene.characters) {
    const character = byName.get(key(entry.name));
    if (!character || seen.has(key(entry.name))) continue;
    seen.add(key(entry.name));
    cast.push({ character, pose: entry.pose });
    if (cast.length === 3) break;
  }
  return cast;
}

/** Builds the SVG of one page: the place at the scene's hour, and its characters on the ground line. */
export function composePage(input: IllustratePageInput): string {
  const { scene, location, seed } = input;
  const { canvas, backdrop } = drawPlace(location, scene.timeOfDay, seed);
  const cast = sceneCast(input);
  const draw = (i: number, mirrored: boolean) => {
    const { character, pose } = cast[i]!;
    return drawCharacter(character, { pose, mood: scene.mood, id: `ch${i}`, underwater: backdrop.underwater ?? false, mirrored });
  };
  let figures = cast.map((_, i) => draw(i, false));
  const placements = layoutFigures(figures, cast.map((c) => c.pose), canvas.width, backdrop.feetY);
  // Those turned to face left are drawn again knowing it, so their "Z z z" still reads correctly.
  figures = figures.map((figure, i) => (placements[i]?.mirrored && cast[i]?.pose === 'sleeping' ? draw(i, true) : figure));
  const night = canvas.light.night;
  let shadows = '';
  let people = '';
  figures.forEach((figure, i) => {
    const place = placements[i];
    if (!place) return;
    const { x, scale, mirrored } = place;
    const centre = x + ((figure.left + figure.right) / 2) * scale * (mirrored ? -1 : 1);
    const spread = (figure.right - figure.left) * scale * 0.42;
    // A soft shadow on the ground, smaller and fainter under whoever is in the air.
    const airborne = figure.lift > 20;
    shadows += ellipse(centre, backdrop.feetY + 4, spread * (airborne ? 0.6 : 1), airborne ? 8 : 12, '#1e1430', ` opacity="${airborne ? 0.1 : night ? 0.28 : 0.18}"`);
    if (night) shadows += ellipse(centre, backdrop.feetY - figure.top * scale * 0.45, spread * 1.3, figure.top * scale * 0.6, canvas.defs.glow('char-light', '#fff1c9', 0.28));
    const s = scale.toFixed(3);
    people += group(figure.svg, `translate(${n(x)} ${n(backdrop.feetY)}) scale(${mirrored ? '-' : ''}${s} ${s})`);
  });
  return pictureDocument(canvas.width, canvas.height, canvas.defs, backdrop.svg + shadows + people, scene.timeOfDay);
}
