import sharp from 'sharp';
import { createMp3Encoder } from 'wasm-media-encoders';

/** A real PNG, as an image API would send it (base64 in JSON). */
export async function pngBase64(width: number, height: number): Promise<string> {
  const png = await sharp({
    create: { width, height, channels: 3, background: { r: 240, g: 180, b: 90 } },
  })
    .png()
    .toBuffer();
  return png.toString('base64');
}

/** A real MP3 of a quiet tone, encoded by LAME (MPEG-2 Layer III at 24 kHz, like TTS services send). */
export async function mp3OfSeconds(seconds: number, sampleRate = 24_000): Promise<Uint8Array> {
  const encoder = await createMp3Encoder();
  encoder.configure({ sampleRate, channels: 1, bitrate: 48 });
  const pcm = new Float32Array(Math.round(seconds * sampleRate));
  for (let index = 0; index < pcm.length; index += 1)
    pcm[index] = 0.2 * Math.sin((2 * Math.PI * 220 * index) / sampleRate);
  // The encoder owns its output buffers: copy each before the next call.
  const body = encoder.encode([pcm]).slice();
  const tail = encoder.finalize().slice();
  const mp3 = new Uint8Array(body.length + tail.length);
  mp3.set(body);
  mp3.set(tail, body.length);
  return mp3;
}
