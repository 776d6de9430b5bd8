/**
 * Renders a set of pages, portraits and places to PNG files under /tmp/illustrator-preview/ (and
 * contact sheets of them) for looking at the illustrator's work. Not part of the engine.
 * Run: node packages/engines/src/illustrator/preview/render-preview.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Mood, Pose, TimeOfDay } from '../../types.ts';
import { composePage } from '../compose/compose-page.ts';
import { composePlace } from '../compose/compose-place.ts';
import { composePortrait } from '../compose/compose-portrait.ts';
import { renderPng } from '../render-picture.ts';
import { contactSheet } from './contact-sheet.ts';
import { SAMPLE_CAST, SAMPLE_PLACES } from '../sample-cast.ts';

const OUT = '/tmp/illustrator-preview';
const TIMES: TimeOfDay[] = ['morning', 'afternoon', 'sunset', 'night'];
const POSES: Pose[] = [
  'standing',
  'walking',
  'running',
  'waving',
  'sitting',
  'reading',
  'sleeping',
  'resting',
  'hugging',
  'pointing',
  'flying',
  'swimming',
  'celebrating',
];
const MOODS: Mood[] = ['happy', 'curious', 'brave', 'calm', 'excited', 'worried', 'sleepy'];

mkdirSync(OUT, { recursive: true });

async function save(name: string, svg: string): Promise<Uint8Array> {
  const png = await renderPng(svg);
  writeFileSync(`${OUT}/${name}.png`, png);
  return png;
}

const pages: Uint8Array[] = [];
let castIndex = 0;
for (const [i, location] of SAMPLE_PLACES.entries()) {
  const count = (i % 3) + 1;
  const cast = Array.from({ length: count }, () => SAMPLE_CAST[castIndex++ % SAMPLE_CAST.length]!);
  const scene = {
    description: `A page at ${location.name}`,
    characters: cast.map((c, k) => ({
      name: c.name,
      pose: POSES[(i * 2 + k * 5) % POSES.length]!,
    })),
    timeOfDay: TIMES[i % TIMES.length]!,
    mood: MOODS[i % MOODS.length]!,
  };
  pages.push(
    await save(
      `page-${String(i).padStart(2, '0')}-${location.setting ?? location.name.toLowerCase().replace(/\s+/g, '-')}`,
      composePage({ scene, characters: cast, location, seed: i }),
    ),
  );
}
writeFileSync(`${OUT}/sheet-pages.png`, await contactSheet(pages, 4, 400));

const portraits: Uint8Array[] = [];
for (const character of SAMPLE_CAST)
  portraits.push(
    await save(
      `portrait-${character.name.toLowerCase().replace(/\s+/g, '-')}`,
      composePortrait(character),
    ),
  );
writeFileSync(`${OUT}/sheet-portraits.png`, await contactSheet(portraits, 5, 240));

const places: Uint8Array[] = [];
for (const location of SAMPLE_PLACES)
  places.push(
    await save(
      `place-${(location.setting ?? location.name).toLowerCase().replace(/\s+/g, '-')}`,
      composePlace(location),
    ),
  );
writeFileSync(`${OUT}/sheet-places.png`, await contactSheet(places, 4, 400));

// Every pose, on one busy page each, in the souk at each hour.
const poseSheets: Uint8Array[] = [];
for (const [i, pose] of POSES.entries()) {
  const cast = [SAMPLE_CAST[i % 7]!, SAMPLE_CAST[7 + (i % 12)]!, SAMPLE_CAST[19 + (i % 6)]!];
  const scene = {
    description: pose,
    characters: cast.map((c) => ({ name: c.name, pose })),
    timeOfDay: TIMES[i % 4]!,
    mood: MOODS[i % MOODS.length]!,
  };
  poseSheets.push(
    await save(
      `pose-${pose}`,
      composePage({ scene, characters: cast, location: SAMPLE_PLACES[12 + (i % 5)]!, seed: i }),
    ),
  );
}
writeFileSync(`${OUT}/sheet-poses.png`, await contactSheet(poseSheets, 4, 400));
console.log(
  `wrote ${pages.length + portraits.length + places.length + poseSheets.length} pictures to ${OUT}`,
);
