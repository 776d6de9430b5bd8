/**
 * Speed of the embedded engines on this machine (figures printed; goals from the engines issue):
 * writer < 50 ms for 10 pages, illustrator < 150 ms a page for three sizes, narrator < 3 % of the
 * audio's duration, a whole 5-page story with three narrations a page < 4 s.
 */
import { createEmbeddedEngines, makeStory, type WriterInput } from '@qamar/engines';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

async function time<T>(run: () => Promise<T>): Promise<[number, T]> {
  const started = performance.now();
  const result = await run();
  return [performance.now() - started, result];
}

const input = (seed: number, pages: number): WriterInput => ({
  characters: [
    { name: 'Layla', nameAr: 'ليلى', type: 'human', gender: 'female', age: 6, description: 'a curious girl who loves lanterns' },
    { name: 'Saqr', nameAr: 'صقر', type: 'animal', gender: 'male', species: 'falcon', description: 'a wise young falcon' },
  ],
  location: { name: 'Old Souk', nameAr: 'السوق القديم', type: 'city', description: 'a busy old market full of lanterns and spices', setting: 'old-souk' },
  theme: 'friendship',
  ageGroup: '6-8',
  dialect: 'egyptian',
  pages,
  seed,
});

export async function benchEngines(): Promise<void> {
  const engines = createEmbeddedEngines();
  // Warm up every engine once (WebAssembly compilation, font and template loading).
  const warm = await makeStory(engines, input(1, 3));

  const writerTimes: number[] = [];
  for (let seed = 0; seed < 50; seed++) writerTimes.push((await time(() => engines.writer.write(input(seed, 10))))[0]);

  const story = await engines.writer.write(input(3, 10));
  const pictureTimes: number[] = [];
  for (const page of story.pages) {
    const [ms] = await time(() => engines.illustrator.illustratePage({ scene: page.scene, characters: input(3, 10).characters, location: input(3, 10).location, seed: 3 }));
    pictureTimes.push(ms);
  }

  const ratios: number[] = [];
  let audioMs = 0;
  for (const page of story.pages.slice(0, 5)) {
    for (const [text, language] of [[page.textEn, 'en'], [page.textAr, 'ar']] as const) {
      const [ms, narration] = await time(() => engines.narrator.narrate({ text, language }));
      ratios.push(ms / narration.durationMs);
      audioMs += narration.durationMs;
    }
  }

  const wholeTimes: number[] = [];
  for (let seed = 10; seed < 13; seed++) wholeTimes.push((await time(() => makeStory(engines, input(seed, 5))))[0]);

  const writer = median(writerTimes);
  const picture = median(pictureTimes);
  const narrator = median(ratios) * 100;
  const whole = median(wholeTimes);
  console.log('\nEmbedded engines (warm; medians)');
  console.table({
    'writer, 10-page story': { figure: `${writer.toFixed(1)} ms`, goal: '< 50 ms', met: writer < 50 },
    'illustrator, a page in 3 sizes': { figure: `${picture.toFixed(0)} ms`, goal: '< 150 ms', met: picture < 150 },
    'narrator, time / audio length': { figure: `${narrator.toFixed(2)} %`, goal: '< 3 %', met: narrator < 3 },
    'whole 5-page story, 3 narrations a page': { figure: `${(whole / 1000).toFixed(2)} s`, goal: '< 4 s', met: whole < 4000 },
  });
  const full = warm.pictures[0]?.full.length ?? 0;
  console.log(`sizes: page picture ${(full / 1024).toFixed(1)} KiB (full); narration ${(audioMs / 1000).toFixed(0)} s of audio measured`);
}
