import sharp from 'sharp';
import { pictureFromPixels } from '../../picture.ts';
import type { Picture } from '../../types.ts';
import { InvalidEngineOutputError } from '../invalid-engine-output-error.ts';

/** Full-size dimensions by shape: pages and places are 4:3 landscape, portraits square. */
export const pictureShapes = {
  landscape: { width: 1024, height: 768 },
  square: { width: 1024, height: 1024 },
} as const;

/**
 * Any image a provider returns (PNG, JPEG, WebP, any size) as the three WebP sizes of a Picture:
 * cover-cropped to the shape from the centre (the prompts keep the subject there), then scaled down.
 */
export async function pictureFromImage(
  image: Uint8Array,
  shape: keyof typeof pictureShapes,
): Promise<Picture> {
  const { width, height } = pictureShapes[shape];
  // Cropped once to raw pixels, so each size is encoded from the original rather than from a lossy copy.
  const cropped = await sharp(image)
    .rotate()
    .resize(width, height, { fit: 'cover', position: 'centre' })
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch((error: unknown) => {
      throw new InvalidEngineOutputError(
        `The image could not be read: ${error instanceof Error ? error.message : String(error)}`,
      );
    });
  return pictureFromPixels(cropped.data, {
    width: cropped.info.width,
    height: cropped.info.height,
    channels: cropped.info.channels,
  });
}
