import { renderAsync } from '@resvg/resvg-js';
import sharp from 'sharp';
import type { Picture } from '../types.ts';

const RESVG_OPTIONS = {
  fitTo: { mode: 'original' as const },
  // The pictures hold no text: skipping the system font scan saves most of a render's start-up.
  font: { loadSystemFonts: false },
  background: '#ffffff',
};

// effort 2 keeps WebP within a few per cent of the default size at about half the encoding time.
const WEBP = { quality: 80, effort: 2 };

/** Renders an SVG to RGBA pixels off the main thread. */
export async function renderPixels(svg: string, signal?: AbortSignal) {
  const image = await renderAsync(svg, RESVG_OPTIONS, signal ?? null);
  return { pixels: image.pixels, width: image.width, height: image.height };
}

/**
 * Renders the SVG once at full size and derives the three WebP sizes from those pixels, in
 * parallel (sharp works on its own threads).
 */
export async function renderPicture(svg: string, signal?: AbortSignal): Promise<Picture> {
  const { pixels, width, height } = await renderPixels(svg, signal);
  signal?.throwIfAborted();
  const raw = { raw: { width, height, channels: 4 as const } };
  const encode = (w?: number) => {
    const image = sharp(pixels, raw).removeAlpha();
    return (w ? image.resize({ width: w }) : image).webp(WEBP).toBuffer();
  };
  const [full, medium, thumbnail] = await Promise.all([encode(), encode(512), encode(256)]);
  return {
    full: new Uint8Array(full),
    medium: new Uint8Array(medium),
    thumbnail: new Uint8Array(thumbnail),
    mimeType: 'image/webp',
    width,
    height,
  };
}

/** A PNG of the SVG, for previews. */
export async function renderPng(svg: string): Promise<Uint8Array> {
  const image = await renderAsync(svg, RESVG_OPTIONS);
  return new Uint8Array(image.asPng());
}
