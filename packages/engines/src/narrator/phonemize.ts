/**
 * eSpeak's phoneme transcription (IPA) of a text, as the narrator's voice for that language would
 * read it. Used to check, without ears, that a text is read as words of the language and not
 * spelled out letter by letter.
 */
import type { NarrationLanguage } from '../types.ts';
import { withEspeak } from './espeak-instance.ts';
import { narrationVoice } from './narration-voice.ts';
import { prepareForSpeech } from './prepare-speech-text.ts';

/** IPA with phonemes joined by "_", words by spaces and clauses by new lines. */
export function phonemize(text: string, language: NarrationLanguage): Promise<string> {
  const voice = narrationVoice(language);
  return withEspeak((espeak) => {
    if (espeak.set_voice(voice.voice) !== 0)
      throw new Error(`eSpeak NG has no voice "${voice.voice}"`);
    const { code, ipa } = espeak.synthesize_ipa(prepareForSpeech(text, voice.script));
    if (code !== 0) throw new Error(`eSpeak NG could not transcribe the text (code ${code})`);
    return ipa.trim();
  });
}
