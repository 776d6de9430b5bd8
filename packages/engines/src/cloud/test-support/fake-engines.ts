import type {
  EngineCallReport,
  Illustrator,
  Narrator,
  Picture,
  Writer,
  WrittenStory,
} from '../../types.ts';

/** Stand-ins for the embedded engines: tiny, instant, recognisable in assertions. */
export const fallbackStory: WrittenStory = {
  titleEn: 'The fallback story',
  titleAr: 'الْقِصَّةُ',
  moralEn: 'Always have a plan.',
  moralAr: 'كُنْ مُسْتَعِدًّا.',
  pages: [],
};

export const fallbackPicture: Picture = {
  full: new Uint8Array([1, 2, 3]),
  medium: new Uint8Array([1, 2]),
  thumbnail: new Uint8Array([1]),
  mimeType: 'image/webp',
  width: 1024,
  height: 768,
};

export function fakeEmbedded() {
  const calls: string[] = [];
  const writer: Writer = {
    name: 'fake-embedded-writer',
    write: async () => {
      calls.push('write');
      return fallbackStory;
    },
  };
  const illustrator: Illustrator = {
    name: 'fake-embedded-illustrator',
    illustratePage: async () => (calls.push('illustratePage'), fallbackPicture),
    portrait: async () => (calls.push('portrait'), fallbackPicture),
    place: async () => (calls.push('place'), fallbackPicture),
  };
  const narrator: Narrator = {
    name: 'fake-embedded-narrator',
    narrate: async () => (
      calls.push('narrate'),
      { audio: new Uint8Array(10), mimeType: 'audio/ogg', durationMs: 500, words: [] }
    ),
  };
  return { calls, writer, illustrator, narrator };
}

export function collectReports() {
  const reports: EngineCallReport[] = [];
  return { reports, reporter: (report: EngineCallReport) => void reports.push(report) };
}

/** Back-off short enough for tests; retry-after headers still count, up to the cap. */
export const quickBackoff = { baseDelayMs: 10, maxDelayMs: 1_000 };
