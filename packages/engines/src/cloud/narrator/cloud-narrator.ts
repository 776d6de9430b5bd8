import { generateSpeech } from 'ai';
import type { NarratorSettings } from '../config/engine-config.ts';
import { InvalidEngineOutputError } from '../invalid-engine-output-error.ts';
import type { MeteredNarrator } from '../metering/metered-engines.ts';
import { createSpeechModel } from '../providers/speech-model.ts';
import { mp3DurationMs } from './mp3-duration.ts';
import { languageCode, narrationStyle } from './narration-style.ts';
import { estimateWordTimings } from './word-timings.ts';

/**
 * A warm voice every OpenAI speech model has; ElevenLabs keeps the SDK's default (Rachel), which
 * its multilingual models also use for Arabic. NARRATOR_VOICE overrides both.
 */
const defaultOpenAIVoice = 'nova';

/**
 * Per provider, what a request may carry: OpenAI's older tts-1 models refuse instructions, and
 * ElevenLabs accepts a language code only on its turbo/flash v2.5 models (others answer 400).
 */
function providerOptions(
  settings: NarratorSettings,
  language: Parameters<typeof narrationStyle>[0],
) {
  const model = settings.model.toLowerCase();
  if (settings.engine === 'openai')
    return model.startsWith('tts-1') ? {} : { instructions: narrationStyle(language) };
  return /_v2_5$/.test(model) ? { language: languageCode(language) } : {};
}

/** A narrator on any AI SDK speech model; MP3 out, with duration and estimated word timings. */
export function createCloudNarrator(settings: NarratorSettings): MeteredNarrator {
  const model = createSpeechModel(settings);
  const voice = settings.voice ?? (settings.engine === 'openai' ? defaultOpenAIVoice : undefined);
  return {
    name: settings.engine,
    model: settings.model,
    async narrate(input, signal, meter) {
      const result = await generateSpeech({
        model,
        text: input.text,
        voice,
        outputFormat: 'mp3',
        ...providerOptions(settings, input.language),
        // Retries belong to withFallback, which counts and reports each attempt.
        maxRetries: 0,
        abortSignal: signal,
      });
      const audio = result.audio.uint8Array;
      const durationMs = mp3DurationMs(audio);
      if (durationMs === undefined || durationMs === 0)
        throw new InvalidEngineOutputError(
          `The speech is not MP3 audio (${result.audio.mediaType}, ${audio.byteLength} bytes)`,
        );
      meter?.({ characters: input.text.length, audioMs: durationMs });
      return {
        audio,
        mimeType: 'audio/mpeg',
        durationMs,
        words: estimateWordTimings(input.text, durationMs),
      };
    },
  };
}
