/**
 * MP3 encoding (LAME in WebAssembly, our build: lame-mp3.ts): mono at eSpeak's own 22,050 Hz, LAME's
 * variable bit rate -V4 (about 48 kbit/s for this voice, 350 KiB a minute), which every browser
 * plays. LAME's Xing tag heads the file (frame count, encoder delay and padding): browsers read the
 * exact duration from it and skip LAME's 50 ms of delay, so the audio starts where the word timings
 * do.
 *
 * Settings measured on a 5-page story (15 narrations, 830 s): LAME's fast algorithm (-q 7) encodes
 * it in 1.3 s (1.2 s since the build uses WebAssembly SIMD, see lame/build.sh); the npm builds of
 * LAME, fixed at -q 3 and resampling to 16 kHz at 48 kbit/s constant, took 3.0 s. -q 7 drops the constant-rate noise-shaping search, but variable bit rate
 * still spends bits where LAME's masking model asks. Against eSpeak's PCM the noise is 4 to 10 dB
 * lower than the 16 kHz files' in every band up to 7 kHz, and the voice keeps its band up to about
 * 9.5 kHz (the top of s and sh) instead of 7.2 kHz. Resampling to 16 kHz costs LAME more than the
 * extra frames of 22,050 Hz do.
 */
import { loadLameMp3, type LameMp3Encoder, type Mp3Settings } from './lame-mp3.ts';

export const mp3Settings: Mp3Settings = { vbrQuality: 4, quality: 7, outputRate: 22_050 };

let encoder: Promise<LameMp3Encoder> | undefined;

/** 16-bit mono PCM (eSpeak's 22,050 Hz) to MP3 bytes. */
export async function encodeMp3(samples: Int16Array, sampleRate: number): Promise<Uint8Array> {
  encoder ??= loadLameMp3().catch((error: unknown) => {
    // Let a later call try again rather than caching the failure forever.
    encoder = undefined;
    throw error;
  });
  return (await encoder)(samples, sampleRate, mp3Settings);
}
