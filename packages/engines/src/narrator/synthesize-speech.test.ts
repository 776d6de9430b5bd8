import { describe, expect, it } from 'vitest';
import { narrationVoice } from './narration-voice.ts';
import { splitNarrationText } from './split-narration-text.ts';
import { pauses, synthesizeSpeech } from './synthesize-speech.ts';

/** Longest run of exact silence between `fromMs` and `toMs`, in milliseconds. */
function longestSilenceMs(
  samples: Int16Array,
  sampleRate: number,
  fromMs: number,
  toMs: number,
): number {
  let longest = 0;
  let run = 0;
  for (
    let index = Math.floor((fromMs * sampleRate) / 1000);
    index < Math.min(samples.length, (toMs * sampleRate) / 1000);
    index++
  ) {
    run = samples[index] === 0 ? run + 1 : 0;
    longest = Math.max(longest, run);
  }
  return (longest * 1000) / sampleRate;
}

describe('synthesizeSpeech', () => {
  it('pauses between sentences for the set time, and longer between paragraphs', async () => {
    const text = 'The moon rose over the sea. The falcon flew home.\n\nLayla fell asleep.';
    const speech = await synthesizeSpeech(splitNarrationText(text), narrationVoice('en'));
    expect(speech.sampleRate).toBe(22050);
    const starts = speech.wordStartsMs;
    // Words 5 and 6 are "sea." and "The"; words 9 and 10 are "home." and "Layla".
    const betweenSentences = longestSilenceMs(
      speech.samples,
      speech.sampleRate,
      starts[5] as number,
      starts[6] as number,
    );
    const betweenParagraphs = longestSilenceMs(
      speech.samples,
      speech.sampleRate,
      starts[9] as number,
      starts[10] as number,
    );
    expect(betweenSentences).toBeGreaterThanOrEqual(pauses.sentenceMs);
    expect(betweenSentences).toBeLessThan(pauses.sentenceMs + 150);
    expect(betweenParagraphs).toBeGreaterThanOrEqual(pauses.paragraphMs);
    expect(betweenParagraphs).toBeLessThan(pauses.paragraphMs + 150);
  });

  it('starts each word after the previous one and ends with a short silence', async () => {
    const speech = await synthesizeSpeech(
      splitNarrationText('كَانَ يَا مَا كَانَ، فِي قَرْيَةٍ صَغِيرَةٍ.'),
      narrationVoice('ar'),
    );
    expect(speech.wordStartsMs).toHaveLength(7);
    const durationMs = (speech.samples.length * 1000) / speech.sampleRate;
    expect(speech.wordStartsMs.at(-1)).toBeLessThan(durationMs - pauses.endMs);
    expect(
      speech.samples
        .subarray(-Math.round((pauses.endMs * speech.sampleRate) / 1000))
        .every((sample) => sample === 0),
    ).toBe(true);
  });
});
