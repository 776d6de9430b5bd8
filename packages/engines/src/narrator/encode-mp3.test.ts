import { describe, expect, it } from 'vitest';
import { encodeMp3 } from './encode-mp3.ts';

// MPEG-2 Layer III, mono: 576 samples a frame; bit rate indexes of http://www.mp3-tech.org/programmer/frame_header.html.
const samplesPerFrame = 576;
const kbpsOfIndex = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];

interface Frame {
  at: number;
  length: number;
  sampleRate: number;
}

function frames(mp3: Uint8Array): Frame[] {
  const found: Frame[] = [];
  for (let at = 0; at + 4 <= mp3.length;) {
    const [b0, b1, b2] = [mp3[at] as number, mp3[at + 1] as number, mp3[at + 2] as number];
    // Frame sync, MPEG-2 (version bits 10), Layer III (01).
    if (b0 !== 0xff || (b1 & 0xfe) !== 0xf2)
      throw new Error(`No MPEG-2 Layer III frame at byte ${at}`);
    const kbps = kbpsOfIndex[b2 >> 4] as number;
    const sampleRate = [22_050, 24_000, 16_000][(b2 >> 2) & 3] as number;
    const length = Math.floor((72 * kbps * 1000) / sampleRate) + ((b2 >> 1) & 1);
    found.push({ at, length, sampleRate });
    at += length;
  }
  return found;
}

/** LAME's Xing tag in the first frame: http://gabriel.mp3-tech.org/mp3infotag.html. */
function infoTag(mp3: Uint8Array) {
  const view = new DataView(mp3.buffer, mp3.byteOffset, mp3.byteLength);
  const tag = 4 + 9; // after the header and a mono MPEG-2 side info
  const lame = tag + 120; // after the flags, frame and byte counts, seek table and quality
  const delayAndPadding =
    (view.getUint8(lame + 21) << 16) | (view.getUint8(lame + 22) << 8) | view.getUint8(lame + 23);
  return {
    id: String.fromCharCode(...mp3.subarray(tag, tag + 4)),
    frames: view.getUint32(tag + 8),
    bytes: view.getUint32(tag + 12),
    encoder: String.fromCharCode(...mp3.subarray(lame, lame + 9)),
    delay: delayAndPadding >> 12,
    padding: delayAndPadding & 0xfff,
  };
}

/** A rising tone with a little noise, like nothing eSpeak says but enough to give LAME work. */
function tone(seconds: number, sampleRate: number): Int16Array {
  const samples = new Int16Array(Math.round(seconds * sampleRate));
  let phase = 0;
  for (let index = 0; index < samples.length; index++) {
    phase += (2 * Math.PI * (200 + (index / samples.length) * 3000)) / sampleRate;
    samples[index] = Math.round(8000 * Math.sin(phase) + 500 * Math.sin(index * 12.9898));
  }
  return samples;
}

describe('encodeMp3', () => {
  it('writes mono MPEG-2 frames at the PCM rate of 22,050 Hz from the first byte to the last', async () => {
    const mp3 = await encodeMp3(tone(3, 22_050), 22_050);
    const all = frames(mp3);
    expect(all.at(-1)?.at).toBe(mp3.length - (all.at(-1)?.length as number));
    expect(new Set(all.map((frame) => frame.sampleRate))).toEqual(new Set([22_050]));
    expect(all.every((frame) => mp3[frame.at + 3]! >> 6 === 3)).toBe(true);
  });

  it('heads the MP3 with a Xing tag from which a player gets the PCM duration to the sample', async () => {
    for (const seconds of [0.01, 2.345, 61.7]) {
      const pcm = tone(seconds, 22_050);
      const mp3 = await encodeMp3(pcm, 22_050);
      const tag = infoTag(mp3);
      expect(tag.id).toBe('Xing');
      expect(tag.encoder).toBe('LAME3.100');
      expect(tag.bytes).toBe(mp3.length);
      // The count leaves out the tag's own frame, which decoders skip.
      expect(tag.frames).toBe(frames(mp3).length - 1);
      expect(tag.frames * samplesPerFrame - tag.delay - tag.padding).toBe(pcm.length);
    }
  });

  it('gives the same bytes for the same samples, one narration after another', async () => {
    const pcm = tone(1.5, 22_050);
    const first = await encodeMp3(pcm, 22_050);
    await encodeMp3(tone(4, 22_050), 22_050);
    expect(await encodeMp3(pcm, 22_050)).toEqual(first);
  });
});
