/**
 * Writes en.mp3 and ar.mp3 of a short bedtime paragraph for a person to listen to, and prints
 * their durations, sizes, speed and word timings.
 *   node packages/engines/src/narrator/preview-narration.ts [folder, default /tmp/narrator-preview]
 */
import { join } from 'node:path';
import { bedtimeSamples } from './bedtime-samples.ts';
import { createEmbeddedNarrator } from './embedded-narrator.ts';
import { saveNarration } from './save-narration.ts';

const folder = process.argv[2] ?? '/tmp/narrator-preview';
const narrator = createEmbeddedNarrator();

for (const language of ['en', 'ar'] as const) {
  const text = bedtimeSamples[language];
  const started = performance.now();
  const narration = await narrator.narrate({ text, language });
  const elapsedMs = performance.now() - started;
  const file = join(folder, `${language}.mp3`);
  await saveNarration(narration, file);
  const minutes = narration.durationMs / 60_000;
  console.log(
    `${file}: ${(narration.durationMs / 1000).toFixed(2)} s, ${(narration.audio.length / 1024).toFixed(1)} KiB, ` +
      `${narration.words.length} words (${(narration.words.length / minutes).toFixed(0)} a minute), ` +
      `made in ${elapsedMs.toFixed(0)} ms (${((100 * elapsedMs) / narration.durationMs).toFixed(2)} % of the audio, first includes loading)`,
  );
  console.log(narration.words.map(({ word, startMs }) => `${startMs} ${word}`).join(' | '));
}
