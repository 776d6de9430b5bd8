/**
 * The embedded narrator: eSpeak NG in WebAssembly, in process and offline, reading English with
 * its English voice and Fusha and the spoken dialects with its Arabic voice; MP3 out, with the
 * start time of every word so the reader can highlight the word being read.
 */
import type { Narration, NarrationLanguage, Narrator } from '../types.ts';
import { encodeMp3 } from './encode-mp3.ts';
import { narrationVoice } from './narration-voice.ts';
import { splitNarrationText } from './split-narration-text.ts';
import { synthesizeSpeech } from './synthesize-speech.ts';

export function createEmbeddedNarrator(): Narrator {
  return {
    name: 'embedded-narrator',
    async narrate(
      input: { text: string; language: NarrationLanguage },
      signal?: AbortSignal,
    ): Promise<Narration> {
      signal?.throwIfAborted();
      const voice = narrationVoice(input.language);
      const sentences = splitNarrationText(input.text ?? '');
      const words = sentences.flatMap((sentence) =>
        sentence.tokens.filter((token) => token.isWord).map((token) => token.text),
      );
      if (words.length === 0)
        throw new Error('Nothing to narrate: the text is empty or has no words');

      const speech = await synthesizeSpeech(sentences, voice, signal);
      signal?.throwIfAborted();
      const audio = await encodeMp3(speech.samples, speech.sampleRate);
      return {
        audio,
        mimeType: 'audio/mpeg',
        durationMs: Math.round((speech.samples.length * 1000) / speech.sampleRate),
        words: words.map((word, index) => ({
          word,
          startMs: speech.wordStartsMs[index] as number,
        })),
      };
    },
  };
}
