import type { PageRow } from '../../../db/schema.ts';
import sharp from 'sharp';
import type { MediaStore } from '../../../media/media-store.ts';

/**
 * Each page's full picture (1024×768 WebP in the media store) as JPEG, which PDF embeds as it is.
 * Full chroma keeps the illustrations' coloured outlines sharp.
 */
export async function bookPictures(
  media: MediaStore,
  pages: PageRow[],
): Promise<Array<Uint8Array | null>> {
  return Promise.all(
    pages.map(async (page) => {
      const webp = page.pictureKey ? await media.read(`${page.pictureKey}/full.webp`) : null;
      if (!webp) return null;
      return new Uint8Array(
        await sharp(webp).jpeg({ quality: 84, chromaSubsampling: '4:4:4' }).toBuffer(),
      );
    }),
  );
}
