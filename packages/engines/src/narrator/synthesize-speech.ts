// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the package ships no types; every program compiling this file (bench, server) needs the declaration
/// <reference path="./espeak-ng-emscripten.d.ts" />
/**
 * Reads sentences aloud with eSpeak NG, one synthesis call per sentence, and joins them with
 * pauses of a known length (eSpeak's own full-stop pause, about 0.3 s, is short for a bedtime
 * story). Each word is preceded by an SSML mark; the mark events give the word start times.
 */
import type { EspeakEvent } from '@echogarden/espeak-ng-emscripten';
import { completeWordStarts } from './complete-word-starts.ts';
import { withEspeak } from './espeak-instance.ts';
import type { NarrationVoice } from './narration-voice.ts';
import { concatPcm, fadeOut, silence } from './pcm.ts';
import { prepareForSpeech } from './prepare-speech-text.ts';
import type { NarrationSentence } from './split-narration-text.ts';

export const pauses = { sentenceMs: 500, paragraphMs: 800, endMs: 300 } as const;

export interface SpeechAudio {
  /** 16-bit mono PCM. */
  samples: Int16Array;
  sampleRate: number;
  /** Start of each word of the sentences, in milliseconds from the start of `samples`. */
  wordStartsMs: number[];
}

function escapeSsml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The sentence as SSML, with `<mark name="N"/>` before word N (numbered across the whole text). */
function sentenceSsml(
  sentence: NarrationSentence,
  firstWord: number,
  script: NarrationVoice['script'],
): string {
  let word = firstWord;
  return sentence.tokens
    .map((token) => {
      const spoken = escapeSsml(prepareForSpeech(token.text, script));
      return token.isWord ? `<mark name="${word++}"/>${spoken}` : spoken;
    })
    .join(' ');
}

// Let the rest of the process (HTTP requests, the database) run between sentences.
const yieldToEventLoop = () => new Promise((resolve) => setImmediate(resolve));

export function synthesizeSpeech(
  sentences: readonly NarrationSentence[],
  voice: NarrationVoice,
  signal?: AbortSignal,
): Promise<SpeechAudio> {
  return withEspeak(async (espeak) => {
    if (espeak.set_voice(voice.voice) !== 0)
      throw new Error(`eSpeak NG has no voice "${voice.voice}"`);
    espeak.set_rate(voice.rate);
    espeak.set_pitch(voice.pitch);
    espeak.set_range(voice.range);
    const sampleRate = espeak.samplerate;

    const parts: Int16Array[] = [];
    const marks: Array<number | undefined> = [];
    let offsetMs = 0;
    let firstWord = 0;
    for (const [index, sentence] of sentences.entries()) {
      signal?.throwIfAborted();
      const chunks: Int16Array[] = [];
      const wordCount = sentence.tokens.filter((token) => token.isWord).length;
      espeak.synthesize(
        sentenceSsml(sentence, firstWord, voice.script),
        (samples, events: EspeakEvent[]) => {
          if (samples && samples.length > 0) chunks.push(samples);
          for (const event of events) {
            const word = Number(event.id);
            const ours =
              event.type === 'mark' &&
              Number.isInteger(word) &&
              word >= firstWord &&
              word < firstWord + wordCount;
            if (ours) marks[word] ??= offsetMs + event.audio_position;
          }
        },
      );
      firstWord += wordCount;
      // Words whose mark never came stay undefined (completeWordStarts places them).
      marks.length = firstWord;

      const spoken = fadeOut(concatPcm(chunks), sampleRate);
      const last = index === sentences.length - 1;
      const pauseMs = last
        ? pauses.endMs
        : sentence.endsParagraph
          ? pauses.paragraphMs
          : pauses.sentenceMs;
      const pause = silence(pauseMs, sampleRate);
      parts.push(spoken, pause);
      offsetMs += ((spoken.length + pause.length) * 1000) / sampleRate;
      if (!last) await yieldToEventLoop();
    }

    const samples = concatPcm(parts);
    const durationMs = (samples.length * 1000) / sampleRate;
    return { samples, sampleRate, wordStartsMs: completeWordStarts(marks, durationMs) };
  });
}
