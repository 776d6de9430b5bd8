import { describe, expect, it } from 'vitest';
import { mp3OfSeconds } from '../test-support/media-fixtures.ts';
import { mp3DurationMs } from './mp3-duration.ts';

/** MPEG-1 Layer III, 128 kb/s, 44.1 kHz frames of silence: 417 bytes and 1152 samples each. */
function mpeg1Frames(count: number, prefix: number[] = []): Uint8Array {
  const frame = new Uint8Array(417);
  frame.set([0xff, 0xfb, 0x90, 0x64]);
  const bytes = new Uint8Array(prefix.length + count * frame.length);
  bytes.set(prefix);
  for (let index = 0; index < count; index += 1)
    bytes.set(frame, prefix.length + index * frame.length);
  return bytes;
}

describe('mp3DurationMs', () => {
  it('adds up the frames of a LAME-encoded MP3 (MPEG-2, 24 kHz, as TTS services send)', async () => {
    // LAME adds its encoder delay and pads the last frame: a few tens of milliseconds.
    expect(mp3DurationMs(await mp3OfSeconds(2))).toBeGreaterThanOrEqual(2_000);
    expect(mp3DurationMs(await mp3OfSeconds(2))).toBeLessThan(2_120);
    expect(mp3DurationMs(await mp3OfSeconds(0.5, 44_100))).toBeLessThan(620);
  });

  it('counts MPEG-1 frames exactly and skips an ID3v2 tag', () => {
    // 100 frames × 1152 / 44100 s = 2612 ms.
    expect(mp3DurationMs(mpeg1Frames(100))).toBe(2612);
    const id3 = [0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, 20, ...new Array<number>(20).fill(0)];
    expect(mp3DurationMs(mpeg1Frames(100, id3))).toBe(2612);
  });

  it('reads the frame count of a Xing header', () => {
    const bytes = mpeg1Frames(10);
    // Stereo MPEG-1: the tag sits after 4 header bytes and 32 bytes of side information.
    bytes.set(
      [...'Xing'].map((letter) => letter.charCodeAt(0)),
      36,
    );
    bytes.set([0, 0, 0, 1, 0, 0, 0x03, 0xe8], 40);
    expect(mp3DurationMs(bytes)).toBe(26_122);
  });

  it('estimates from the bitrate what follows a broken frame', () => {
    const bytes = mpeg1Frames(100);
    bytes.fill(0, 50 * 417, 50 * 417 + 4);
    expect(mp3DurationMs(bytes)).toBe(2612);
  });

  it('finds no duration in what is not MPEG audio', () => {
    expect(mp3DurationMs(new TextEncoder().encode('RIFF....WAVEfmt '))).toBeUndefined();
    expect(mp3DurationMs(new Uint8Array())).toBeUndefined();
  });
});
