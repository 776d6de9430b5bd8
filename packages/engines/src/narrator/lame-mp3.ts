/**
 * LAME 3.100 in WebAssembly, built by us (lame/build.sh, from Debian's source package), for what no
 * npm build of LAME offers: a choice of its algorithm quality, and its Xing tag (see encode-mp3.ts).
 * Loaded once per thread on first use; encoding is synchronous, one narration per call.
 */
import { readFile } from 'node:fs/promises';

// TypeScript declares WebAssembly only in its DOM libraries, which this Node package does not load.
declare const WebAssembly: {
  instantiate(
    bytes: Uint8Array,
    imports: Record<string, Record<string, unknown>>,
  ): Promise<{ instance: { exports: unknown } }>;
};

interface LameExports {
  memory: { buffer: ArrayBuffer };
  _initialize(): void;
  mp3_create(inputRate: number, outputRate: number, vbrQuality: number, quality: number): number;
  mp3_input(encoder: number, samples: number): number;
  mp3_output(encoder: number): number;
  mp3_encode(encoder: number, samples: number): number;
  mp3_flush(encoder: number): number;
  mp3_tag(encoder: number): number;
  mp3_free(encoder: number): void;
}

export interface Mp3Settings {
  /** LAME's -V: 0 (best, largest) to 9 (smallest) for its variable bit rate. */
  vbrQuality: number;
  /** LAME's -q, the algorithm: 0 (slowest) to 9 (fastest). */
  quality: number;
  /** Sample rate of the MP3 (LAME resamples when it differs from the PCM's). */
  outputRate: number;
}

export type LameMp3Encoder = (
  samples: Int16Array,
  sampleRate: number,
  settings: Mp3Settings,
) => Uint8Array;

// The build's C library prints nothing (lame-mp3.c silences LAME's messages) and opens no file;
// these imports are linked but not expected to be called.
const wasi = {
  proc_exit: (code: number) => {
    throw new Error(`LAME exited (${code})`);
  },
  fd_close: () => 0,
  fd_write: () => 0,
  fd_seek: () => 0,
};

export async function loadLameMp3(): Promise<LameMp3Encoder> {
  const wasm = await readFile(new URL('./lame/lame-mp3.wasm', import.meta.url));
  const { instance } = await WebAssembly.instantiate(wasm, {
    wasi_snapshot_preview1: wasi,
    env: { emscripten_notify_memory_growth: () => {} },
  });
  const lame = instance.exports as LameExports;
  lame._initialize();

  return (samples, sampleRate, { vbrQuality, quality, outputRate }) => {
    const encoder = lame.mp3_create(sampleRate, outputRate, vbrQuality, quality);
    if (!encoder) throw new Error(`LAME cannot encode ${sampleRate} Hz to ${outputRate} Hz`);
    try {
      const input = lame.mp3_input(encoder, samples.length);
      if (!input) throw new Error('LAME could not allocate its buffers');
      // Views of the memory are made after each call: a call that grows the memory detaches them.
      new Int16Array(lame.memory.buffer, input, samples.length).set(samples);
      const output = () => new Uint8Array(lame.memory.buffer, lame.mp3_output(encoder));
      const bodyLength = check(lame.mp3_encode(encoder, samples.length));
      const body = output().slice(0, bodyLength);
      const end = output().slice(0, check(lame.mp3_flush(encoder)));
      const mp3 = new Uint8Array(body.length + end.length);
      mp3.set(body);
      mp3.set(end, body.length);
      // The first frame LAME wrote is a placeholder for its Xing tag, known only now.
      mp3.set(output().subarray(0, check(lame.mp3_tag(encoder))));
      return mp3;
    } finally {
      lame.mp3_free(encoder);
    }
  };
}

function check(bytes: number): number {
  if (bytes < 0) throw new Error(`LAME failed to encode (error ${bytes})`);
  return bytes;
}
