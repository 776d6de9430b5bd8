/**
 * The duration of an MP3, read from its frame headers (no decoding): every MPEG audio frame holds
 * a fixed number of samples at the header's sample rate. A Xing/Info header (LAME, most TTS
 * services) gives the frame count directly. Where the frames stop making sense before the end of
 * the file, the rest is estimated from the average bitrate of the frames read so far.
 * See http://www.mp3-tech.org/programmer/frame_header.html.
 */

type Version = 1 | 2 | 2.5;

const bitrates = {
  v1: {
    1: [0, 32, 64, 96, 128, 160, 192, 224, 256, 288, 320, 352, 384, 416, 448],
    2: [0, 32, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 384],
    3: [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  },
  v2: {
    1: [0, 32, 48, 56, 64, 80, 96, 112, 128, 144, 160, 176, 192, 224, 256],
    2: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
    3: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
  },
} as const;

const sampleRates: Record<Version, readonly number[]> = {
  1: [44100, 48000, 32000],
  2: [22050, 24000, 16000],
  2.5: [11025, 12000, 8000],
};

interface FrameHeader {
  version: Version;
  mono: boolean;
  sampleRate: number;
  samples: number;
  length: number;
}

function readHeader(bytes: Uint8Array, at: number): FrameHeader | undefined {
  if (at + 4 > bytes.length) return undefined;
  const [b0, b1, b2, b3] = [bytes[at]!, bytes[at + 1]!, bytes[at + 2]!, bytes[at + 3]!];
  if (b0 !== 0xff || (b1 & 0xe0) !== 0xe0) return undefined;
  const versionBits = (b1 >> 3) & 3;
  const layer = 4 - ((b1 >> 1) & 3);
  const bitrateIndex = b2 >> 4;
  const rateIndex = (b2 >> 2) & 3;
  if (
    versionBits === 1 ||
    layer === 4 ||
    bitrateIndex === 0 ||
    bitrateIndex === 15 ||
    rateIndex === 3
  )
    return undefined;
  const version: Version = versionBits === 3 ? 1 : versionBits === 2 ? 2 : 2.5;
  const kbps = bitrates[version === 1 ? 'v1' : 'v2'][layer as 1 | 2 | 3][bitrateIndex]!;
  const sampleRate = sampleRates[version][rateIndex]!;
  const padding = (b2 >> 1) & 1;
  const samples = layer === 1 ? 384 : layer === 3 && version !== 1 ? 576 : 1152;
  const length =
    layer === 1
      ? (Math.floor((12 * kbps * 1000) / sampleRate) + padding) * 4
      : Math.floor(((samples / 8) * kbps * 1000) / sampleRate) + padding;
  return { version, mono: b3 >> 6 === 3, sampleRate, samples, length };
}

/** ID3v2 tags come first and are skipped: their size is a 28-bit "syncsafe" integer. */
function audioStart(bytes: Uint8Array): number {
  if (bytes.length < 10 || bytes[0] !== 0x49 || bytes[1] !== 0x44 || bytes[2] !== 0x33) return 0;
  const size =
    ((bytes[6]! & 0x7f) << 21) |
    ((bytes[7]! & 0x7f) << 14) |
    ((bytes[8]! & 0x7f) << 7) |
    (bytes[9]! & 0x7f);
  const footer = bytes[5]! & 0x10 ? 10 : 0;
  return 10 + size + footer;
}

/** Frames counted by a Xing or Info header in the first frame, if there is one. */
function xingFrameCount(bytes: Uint8Array, at: number, header: FrameHeader): number | undefined {
  const sideInfo = header.version === 1 ? (header.mono ? 17 : 32) : header.mono ? 9 : 17;
  const tag = at + 4 + sideInfo;
  const id = String.fromCharCode(...bytes.subarray(tag, tag + 4));
  if (id !== 'Xing' && id !== 'Info') return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (tag + 12 > bytes.length || (view.getUint32(tag + 4) & 1) === 0) return undefined;
  return view.getUint32(tag + 8);
}

/** Milliseconds of audio, or undefined when the bytes hold no MPEG audio frame at all. */
export function mp3DurationMs(bytes: Uint8Array): number | undefined {
  let at = audioStart(bytes);
  // Some encoders leave a little junk before the first frame; look for it in the first kilobytes.
  const searchEnd = Math.min(bytes.length, at + 8192);
  let first = readHeader(bytes, at);
  while (!first && at < searchEnd) first = readHeader(bytes, ++at);
  if (!first) return undefined;

  const counted = xingFrameCount(bytes, at, first);
  if (counted) return Math.round((counted * first.samples * 1000) / first.sampleRate);

  let seconds = 0;
  const start = at;
  for (
    let header = readHeader(bytes, at);
    header && at + header.length <= bytes.length;
    header = readHeader(bytes, at)
  ) {
    seconds += header.samples / header.sampleRate;
    at += header.length;
  }
  const rest = bytes.length - at;
  // Junk or a cut-off frame: estimated at the bitrate of what was read (an ID3v1 tag is 128 bytes, ignored).
  if (rest > 128 && at > start) seconds += rest / ((at - start) / seconds);
  return Math.round(seconds * 1000);
}
