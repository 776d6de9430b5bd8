import type { Picture } from '@qamar/engines';
import type { MediaStore } from '../../media/media-store.ts';
import { pictureFile, pictureSizes } from './catalogue.mappers.ts';

/** Stores a picture's three sizes under one key prefix. */
export async function storePicture(
  media: MediaStore,
  key: string,
  picture: Picture,
): Promise<void> {
  await Promise.all(
    pictureSizes.map((size) => media.put(pictureFile(key, size), picture[size], picture.mimeType)),
  );
}

/**
 * Draws a picture once even when many requests ask for it at the same moment (a picker showing
 * eight catalogue cards the first time after a start asks for them all together).
 */
export function onceAtATime() {
  const inFlight = new Map<string, Promise<void>>();
  return (key: string, work: () => Promise<void>): Promise<void> => {
    const running = inFlight.get(key);
    if (running) return running;
    const started = work().finally(() => inFlight.delete(key));
    inFlight.set(key, started);
    return started;
  };
}
