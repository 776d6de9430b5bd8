/**
 * MP3 encoding (LAME in WebAssembly): 48 kbit/s mono, about 350 KiB a minute, which every browser
 * plays. One encoder, created on first use and reconfigured for each narration.
 *
 * The MP3 is written at 16 kHz, LAME resampling eSpeak's 22,050 Hz: encoding is about two thirds
 * of a narration's cost and takes about a quarter less time at 16 kHz. The voice keeps everything
 * up to about 7.2 kHz, where LAME puts its low-pass at this rate and bit rate (wideband speech, as
 * in voice calls at their best, goes to 7 kHz); only the top of its s and sh sounds is lost.
 * LAME's own resampler stays: one in JavaScript as good as it (32 taps) measured no faster.
 *
 * Constant bit rate, because LAME here writes no Xing header and a browser then reads an MP3's
 * duration from its first frame, which is right only when all frames have one rate.
 */
import { createMp3Encoder, type WasmMediaEncoder } from 'wasm-media-encoders';
import { pcmToFloat32 } from './pcm.ts';
import { createSerialQueue } from './serial-queue.ts';

export const mp3Bitrate = 48;
export const mp3SampleRate = 16_000;

const mp3SampleRates = [8000, 11025, 12000, 16000, 22050, 24000, 32000, 44100, 48000] as const;
type Mp3SampleRate = (typeof mp3SampleRates)[number];

let encoder: Promise<WasmMediaEncoder<'audio/mpeg'>> | undefined;
const queue = createSerialQueue();

function isMp3SampleRate(rate: number): rate is Mp3SampleRate {
  return (mp3SampleRates as readonly number[]).includes(rate);
}

/** 16-bit mono PCM (eSpeak's 22,050 Hz) to MP3 bytes at `mp3SampleRate`. */
export function encodeMp3(samples: Int16Array, sampleRate: number): Promise<Uint8Array> {
  if (!isMp3SampleRate(sampleRate)) return Promise.reject(new Error(`MP3 cannot be encoded at ${sampleRate} Hz`));
  return queue(async () => {
    encoder ??= createMp3Encoder().catch((error: unknown) => {
      encoder = undefined;
      throw error;
    });
    const mp3 = await encoder;
    mp3.configure({ channels: 1, sampleRate, bitrate: mp3Bitrate, outputSampleRate: mp3SampleRate });
    // The encoder returns views into its WebAssembly memory, which the next call overwrites: copy.
    const body = mp3.encode([pcmToFloat32(samples)]).slice();
    const end = mp3.finalize().slice();
    const bytes = new Uint8Array(body.length + end.length);
    bytes.set(body, 0);
    bytes.set(end, body.length);
    return bytes;
  });
}
