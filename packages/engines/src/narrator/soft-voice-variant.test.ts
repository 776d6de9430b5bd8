import { describe, expect, it } from 'vitest';
import { narrationVoice } from './narration-voice.ts';
import { softVariantFile, softVariantName, variantsFolder } from './soft-voice-variant.ts';
import { splitNarrationText } from './split-narration-text.ts';
import { synthesizeSpeech } from './synthesize-speech.ts';

/**
 * Median pitch of the voiced parts, in Hz: for each 40 ms frame loud enough to be voiced, the lag
 * of highest autocorrelation between 2.5 and 14 ms (400 to 70 Hz).
 */
function medianPitchHz(samples: Int16Array, sampleRate: number): number {
  const frame = Math.round(0.04 * sampleRate);
  const [minLag, maxLag] = [Math.round(sampleRate / 400), Math.round(sampleRate / 70)];
  const pitches: number[] = [];
  for (let start = 0; start + frame + maxLag <= samples.length; start += frame) {
    let energy = 0;
    for (let index = start; index < start + frame; index++)
      energy += (samples[index] as number) ** 2;
    if (energy / frame < 1000 ** 2) continue;
    let best = { lag: 0, score: 0 };
    for (let lag = minLag; lag <= maxLag; lag++) {
      let score = 0;
      for (let index = start; index < start + frame; index++)
        score += (samples[index] as number) * (samples[index + lag] as number);
      if (score > best.score) best = { lag, score };
    }
    if (best.score > 0.5 * energy) pitches.push(sampleRate / best.lag);
  }
  return pitches.sort((a, b) => a - b)[Math.floor(pitches.length / 2)] ?? 0;
}

/** A variant file's settings, one a line, without its name, comments and blank lines. */
function settings(file: string): string[] {
  return file
    .split('\n')
    .map((line) =>
      line
        .replace(/\/\/.*/, '')
        .trim()
        .replace(/\s+/g, ' '),
    )
    .filter((line) => line !== '' && !line.startsWith('name '));
}

describe('the soft voice variant', () => {
  it("is eSpeak's f3 without its breath noise, as the installed eSpeak data has it", async () => {
    // A second instance of the module of our own, to read the data as shipped.
    const { default: initialise } = await import('@echogarden/espeak-ng-emscripten');
    const module = await initialise();
    const f3 = module.FS.readFile(`${variantsFolder}/f3`, { encoding: 'utf8' });
    expect(settings(f3).some((line) => line.startsWith('breath '))).toBe(true);
    expect(settings(softVariantFile)).toEqual(
      settings(f3).filter((line) => !line.startsWith('breath ')),
    );
  });

  it("is the voice the narrator reads with, at f3's pitch and not the plain (male) voice's", async () => {
    // eSpeak reads with the plain voice, without an error, when it cannot find a variant's file.
    const sentences = splitNarrationText(
      'The moon rose over the sleeping sea, and Layla smiled at the stars.',
    );
    const voice = narrationVoice('en');
    expect(voice.voice).toBe(`en-us+${softVariantName}`);
    const pitchOf = async (name: string) => {
      const speech = await synthesizeSpeech(sentences, { ...voice, voice: name });
      return medianPitchHz(speech.samples, speech.sampleRate);
    };
    const [ours, f3, plain] = [
      await pitchOf(voice.voice),
      await pitchOf('en-us+f3'),
      await pitchOf('en-us'),
    ];
    expect(Math.abs(ours - f3) / f3).toBeLessThan(0.05);
    expect(plain).toBeLessThan(0.8 * ours);
  });
});
