import sharp from 'sharp';
import type { Picture } from './types.ts';

/** Every picture comes in three widths: full, medium (512) and thumbnail (256). */
export const pictureWidths = { medium: 512, thumbnail: 256 } as const;

// effort 2 keeps WebP within a few per cent of the default size at about half the encoding time.
const WEBP = { quality: 80, effort: 2 };

/** Encodes raw pixels once per size, in parallel (sharp works on its own threads), each from the original pixels. */
export async function pictureFromPixels(
  pixels: Uint8Array | Buffer,
  info: { width: number; height: number; channels: 1 | 2 | 3 | 4 },
): Promise<Picture> {
  const encode = (width?: number) => {
    const image = sharp(pixels, { raw: info }).removeAlpha();
    return (width ? image.resize({ width }) : image).webp(WEBP).toBuffer();
  };
  const [full, medium, thumbnail] = await Promise.all([
    encode(),
    encode(pictureWidths.medium),
    encode(pictureWidths.thumbnail),
  ]);
  return {
    full: new Uint8Array(full),
    medium: new Uint8Array(medium),
    thumbnail: new Uint8Array(thumbnail),
    mimeType: 'image/webp',
    width: info.width,
    height: info.height,
  };
}
