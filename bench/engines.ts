/**
 * Speed of the embedded engines on this machine (figures printed; goals from the engines issue):
 * writer < 50 ms for 10 pages, illustrator < 150 ms a page for three sizes, narrator < 3 % of the
 * audio's duration, a whole 5-page story with three narrations a page < 4 s on one core.
 *
 * Times are CPU time of the whole process (`process.cpuUsage`: every thread, so work that sharp,
 * libuv or the garbage collector does on other threads is counted, not taken as free), which is
 * what the work costs on one core; the whole story's wall time is printed beside it.
 */
import {
  createEmbeddedEngines,
  makeStory,
  type EmbeddedEngines,
  type WriterInput,
} from '@qamar/engines';

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

/** Milliseconds of CPU time (all threads) since `since`. */
function cpuMs(since: NodeJS.CpuUsage): number {
  const { user, system } = process.cpuUsage(since);
  return (user + system) / 1000;
}

async function cpuTime<T>(run: () => Promise<T>): Promise<[number, T]> {
  const started = process.cpuUsage();
  const result = await run();
  return [cpuMs(started), result];
}

const input = (seed: number, pages: number): WriterInput => ({
  characters: [
    {
      name: 'Layla',
      nameAr: 'ليلى',
      type: 'human',
      gender: 'female',
      age: 6,
      description: 'a curious girl who loves lanterns',
    },
    {
      name: 'Saqr',
      nameAr: 'صقر',
      type: 'animal',
      gender: 'male',
      species: 'falcon',
      description: 'a wise young falcon',
    },
  ],
  location: {
    name: 'Old Souk',
    nameAr: 'السوق القديم',
    type: 'city',
    description: 'a busy old market full of lanterns and spices',
    setting: 'old-souk',
  },
  theme: 'friendship',
  ageGroup: '6-8',
  dialect: 'egyptian',
  pages,
  seed,
});

interface StageTimes {
  writer: number;
  illustrator: number;
  narrator: number;
  audioMs: number;
}

/** The same engines, adding up the CPU time each stage of a story takes (they run one at a time). */
function timedEngines(engines: EmbeddedEngines, times: StageTimes): EmbeddedEngines {
  const timed = async <T>(
    stage: 'writer' | 'illustrator' | 'narrator',
    run: () => Promise<T>,
  ): Promise<T> => {
    const [ms, result] = await cpuTime(run);
    times[stage] += ms;
    return result;
  };
  return {
    writer: {
      ...engines.writer,
      write: (story) => timed('writer', () => engines.writer.write(story)),
    },
    illustrator: {
      ...engines.illustrator,
      illustratePage: (page) =>
        timed('illustrator', () => engines.illustrator.illustratePage(page)),
    },
    narrator: {
      ...engines.narrator,
      narrate: async (text) => {
        const narration = await timed('narrator', () => engines.narrator.narrate(text));
        times.audioMs += narration.durationMs;
        return narration;
      },
    },
  };
}

export async function benchEngines(): Promise<void> {
  const engines = createEmbeddedEngines();
  // Warm up every engine once (WebAssembly compilation, font and template loading).
  const warm = await makeStory(engines, input(1, 3));

  const writerTimes: number[] = [];
  for (let seed = 0; seed < 50; seed++)
    writerTimes.push((await cpuTime(() => engines.writer.write(input(seed, 10))))[0]);

  const story = await engines.writer.write(input(3, 10));
  const pictureTimes: number[] = [];
  for (const page of story.pages) {
    const [ms] = await cpuTime(() =>
      engines.illustrator.illustratePage({
        scene: page.scene,
        characters: input(3, 10).characters,
        location: input(3, 10).location,
        seed: 3,
      }),
    );
    pictureTimes.push(ms);
  }

  const ratios: number[] = [];
  for (const page of story.pages.slice(0, 5)) {
    for (const [text, language] of [
      [page.textEn, 'en'],
      [page.textAr, 'ar'],
    ] as const) {
      const [ms, narration] = await cpuTime(() => engines.narrator.narrate({ text, language }));
      ratios.push(ms / narration.durationMs);
    }
  }

  const wholes: Array<StageTimes & { cpu: number; wall: number }> = [];
  for (let seed = 10; seed < 13; seed++) {
    const stages: StageTimes = { writer: 0, illustrator: 0, narrator: 0, audioMs: 0 };
    const wallStart = performance.now();
    const [cpu] = await cpuTime(() => makeStory(timedEngines(engines, stages), input(seed, 5)));
    wholes.push({ ...stages, cpu, wall: performance.now() - wallStart });
  }
  const whole = [...wholes].sort((a, b) => a.cpu - b.cpu)[1] as (typeof wholes)[number];

  const writer = median(writerTimes);
  const picture = median(pictureTimes);
  const narrator = median(ratios) * 100;
  console.log('\nEmbedded engines (warm; medians; CPU time of all threads, i.e. on one core)');
  console.table({
    'writer, 10-page story': {
      figure: `${writer.toFixed(1)} ms`,
      goal: '< 50 ms',
      met: writer < 50,
    },
    'illustrator, a page in 3 sizes': {
      figure: `${picture.toFixed(0)} ms`,
      goal: '< 150 ms',
      met: picture < 150,
    },
    'narrator, time / audio length': {
      figure: `${narrator.toFixed(2)} %`,
      goal: '< 3 %',
      met: narrator < 3,
    },
    'whole 5-page story, 3 narrations a page': {
      figure: `${(whole.cpu / 1000).toFixed(2)} s`,
      goal: '< 4 s',
      met: whole.cpu < 4000,
    },
  });
  console.log(
    `whole story (median of 3): ${(whole.cpu / 1000).toFixed(2)} s CPU, ${(whole.wall / 1000).toFixed(2)} s wall; ` +
      `writer ${whole.writer.toFixed(0)} ms, illustrator ${whole.illustrator.toFixed(0)} ms (5 pages), ` +
      `narrator ${(whole.narrator / 1000).toFixed(2)} s for ${(whole.audioMs / 1000).toFixed(0)} s of audio ` +
      `(${((100 * whole.narrator) / whole.audioMs).toFixed(2)} %, 15 narrations)`,
  );
  const full = warm.pictures[0]?.full.length ?? 0;
  const audio = warm.narrations[0]?.en;
  const kbps = audio ? (audio.audio.length * 8) / audio.durationMs : 0;
  console.log(
    `sizes: page picture ${(full / 1024).toFixed(1)} KiB (full); narration ${kbps.toFixed(0)} kbit/s`,
  );
}
