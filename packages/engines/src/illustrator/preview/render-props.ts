/**
 * Renders every thing a page can show in each place it can be (held by a child, on the ground,
 * on a table, in the sky) to PNG contact sheets under /tmp/illustrator-preview/props/, one sheet
 * per thing, one of them all on the ground, and a close-up gallery of each thing alone. Not part of
 * the engine.
 * Run: node packages/engines/src/illustrator/preview/render-props.ts [KIND...]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { propKinds, type PropKind, type SceneProp, type SceneSetting } from '../../types.ts';
import { composePage } from '../compose/compose-page.ts';
import { drawSetting } from '../compose/place-canvas.ts';
import { renderPng } from '../render-picture.ts';
import { propArt } from '../scene/prop-art.ts';
import { PROP_PLACES } from '../scene/prop-places.ts';
import { SAMPLE_CAST } from '../sample-cast.ts';
import { contactSheet } from './contact-sheet.ts';

const OUT = '/tmp/illustrator-preview/props';
const given = process.argv
  .slice(2)
  .filter((k): k is PropKind => (propKinds as readonly string[]).includes(k));
const kinds: readonly PropKind[] = given.length ? given : propKinds;
const layla = SAMPLE_CAST[0]!;
mkdirSync(OUT, { recursive: true });

function page(prop: SceneProp, setting: SceneSetting): Promise<Uint8Array> {
  const scene = {
    description: prop.kind,
    characters: [{ name: layla.name, pose: 'standing' as const }],
    timeOfDay: 'afternoon' as const,
    mood: 'happy' as const,
    setting,
    props: [prop],
  };
  return renderPng(
    composePage({
      scene,
      characters: [layla],
      location: { name: 'Home', type: 'city', description: 'a home' },
      seed: 3,
    }),
  );
}

const grounds: Uint8Array[] = [];
for (const kind of kinds) {
  const pngs: Uint8Array[] = [];
  for (const where of PROP_PLACES[kind]) {
    const png = await page({ kind, where }, where === 'sky' ? 'garden' : 'living-room');
    pngs.push(png);
    if (where === 'ground') grounds.push(png);
  }
  writeFileSync(`${OUT}/${kind}.png`, await contactSheet(pngs, pngs.length, 400));
}
writeFileSync(`${OUT}/sheet-ground.png`, await contactSheet(grounds, 6, 300));

// Each thing alone, large, standing on a line.
const { canvas } = drawSetting(
  { name: 'Home', type: 'city', description: 'a home' },
  'living-room',
  'night',
  1,
  false,
);
const cell = 200;
const columns = 7;
let cells = '';
kinds.forEach((kind, i) => {
  const art = propArt({ kind }, canvas);
  const k = Math.min(1.6, 170 / Math.max(art.width, art.height));
  const x = (i % columns) * cell + cell / 2;
  const y = Math.floor(i / columns) * cell + cell - 14;
  cells += `<rect x="${x - cell / 2 + 2}" y="${y - cell + 16}" width="${cell - 4}" height="${cell - 4}" fill="#f3ead8"/><path d="M${x - 90} ${y}H${x + 90}" stroke="#999999"/>`;
  cells += `<g transform="translate(${x} ${y}) scale(${k.toFixed(3)})">${art.svg}</g>`;
});
const [w, h] = [columns * cell, Math.ceil(kinds.length / columns) * cell];
writeFileSync(
  `${OUT}/gallery.png`,
  await renderPng(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${canvas.defs.toString()}${cells}</svg>`,
  ),
);
console.log(`wrote ${kinds.length} sheets to ${OUT}`);
