/**
 * Measures the illustrator on this machine: SVG building, then whole pictures (render + three
 * WebP sizes) for pages, portraits and places, with the sizes of the files.
 * Run: node packages/engines/src/illustrator/preview/measure-speed.ts
 */
import type { Pose, TimeOfDay } from '../../types.ts';
import { composePage } from '../compose/compose-page.ts';
import { createEmbeddedIllustrator } from '../embedded-illustrator.ts';
import { SAMPLE_CAST, SAMPLE_PLACES } from '../sample-cast.ts';

const illustrator = createEmbeddedIllustrator();
const TIMES: TimeOfDay[] = ['morning', 'afternoon', 'sunset', 'night'];
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
const pages = SAMPLE_PLACES.map((location, i) => {
  const cast = [
    SAMPLE_CAST[i % 25]!,
    SAMPLE_CAST[(i * 3 + 7) % 25]!,
    SAMPLE_CAST[(i * 5 + 13) % 25]!,
  ];
  const characters = cast.map((c, k) => ({ name: c.name, pose: POSES[(i + k * 4) % 12]! }));
  return {
    scene: { description: '', characters, timeOfDay: TIMES[i % 4]!, mood: 'happy' as const },
    characters: cast,
    location,
    seed: i,
  };
});

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const kb = (values: number[]) =>
  (values.reduce((a, b) => a + b, 0) / values.length / 1024).toFixed(1);

async function timed<T>(run: () => Promise<T>): Promise<[number, T]> {
  const started = performance.now();
  const result = await run();
  return [performance.now() - started, result];
}

const started = performance.now();
const svgSizes = pages.map((input) => composePage(input).length);
console.log(
  `SVG: ${((performance.now() - started) / pages.length).toFixed(1)} ms a page, ${kb(svgSizes)} KB on average, ${(Math.max(...svgSizes) / 1024).toFixed(1)} KB at most`,
);

await illustrator.illustratePage(pages[0]!);
const pageTimes: number[] = [];
const sizes: number[][] = [[], [], []];
for (const input of [...pages, ...pages]) {
  const [ms, picture] = await timed(() => illustrator.illustratePage(input));
  pageTimes.push(ms);
  [picture.full, picture.medium, picture.thumbnail].forEach((bytes, i) =>
    sizes[i]!.push(bytes.length),
  );
}
console.log(
  `page: median ${median(pageTimes).toFixed(0)} ms (max ${Math.max(...pageTimes).toFixed(0)}); WebP full ${kb(sizes[0]!)} KB, medium ${kb(sizes[1]!)} KB, thumbnail ${kb(sizes[2]!)} KB`,
);

const portraitTimes: number[] = [];
const portraitSizes: number[] = [];
for (const character of SAMPLE_CAST) {
  const [ms, picture] = await timed(() => illustrator.portrait(character));
  portraitTimes.push(ms);
  portraitSizes.push(picture.full.length);
}
console.log(
  `portrait: median ${median(portraitTimes).toFixed(0)} ms; full ${kb(portraitSizes)} KB`,
);

const placeTimes: number[] = [];
for (const location of SAMPLE_PLACES)
  placeTimes.push((await timed(() => illustrator.place(location)))[0]);
console.log(`place: median ${median(placeTimes).toFixed(0)} ms`);
