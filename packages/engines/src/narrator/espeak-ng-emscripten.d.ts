/**
 * The part of @echogarden/espeak-ng-emscripten the narrator uses (the package ships no types).
 * Read from its espeak-ng.js (WebIDL bindings and post.js helpers) and from Echogarden's
 * EspeakTTS.ts, which drives it the same way.
 */
declare module '@echogarden/espeak-ng-emscripten' {
  /** One synthesiser event; `audio_position` is in milliseconds from the start of the `synthesize` call. */
  export interface EspeakEvent {
    type:
      | 'list_terminated'
      | 'word'
      | 'sentence'
      | 'mark'
      | 'play'
      | 'end'
      | 'msg_terminated'
      | 'phoneme'
      | 'samplerate';
    audio_position: number;
    text_position: number;
    word_length: number;
    /** The mark's name for 'mark', the phoneme for 'phoneme', a number for 'word' and 'sentence'. */
    id?: string | number;
  }

  export interface EspeakWorker {
    /** 0 when the voice was found ("en-us", "ar", "en-us+f3" for a voice with a variant). */
    set_voice(name: string): number;
    /** Words a minute (eSpeak's nominal rate; default 175). */
    set_rate(rate: number): void;
    /** 0 to 100, default 50. */
    set_pitch(pitch: number): void;
    /** Pitch range 0 to 100, default 50 (0 is monotone). */
    set_range(range: number): void;
    readonly samplerate: number;
    /**
     * Synthesises SSML text (the build always passes espeakSSML), calling back with each chunk of
     * 16-bit mono samples (already copied out of the heap) and its events; return true to stop.
     */
    synthesize(
      text: string,
      callback: (samples: Int16Array | undefined, events: EspeakEvent[]) => boolean | void,
    ): void;
    /** Phoneme transcription in IPA, phonemes joined by "_", words by spaces, clauses by new lines. */
    synthesize_ipa(text: string): { code: number; ipa: string };
  }

  export interface EspeakModule {
    eSpeakNGWorker: new () => EspeakWorker;
    /** Emscripten's in-memory file system, holding eSpeak's data under /usr/share/espeak-ng-data. */
    FS: {
      writeFile(path: string, data: string | Uint8Array): void;
      readFile(path: string, options: { encoding: 'utf8' }): string;
    };
  }

  const initialise: () => Promise<EspeakModule>;
  export default initialise;
}
