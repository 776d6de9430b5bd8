import { renderAsync } from '@resvg/resvg-js';
import { pictureFromPixels } from '../picture.ts';
import type { Picture } from '../types.ts';

const RESVG_OPTIONS = {
  fitTo: { mode: 'original' as const },
  // The pictures hold no text: skipping the system font scan saves most of a render's start-up.
  font: { loadSystemFonts: false },
  background: '#ffffff',
};

/** Renders an SVG to RGBA pixels off the main thread. */
export async function renderPixels(svg: string, signal?: AbortSignal) {
  const image = await renderAsync(svg, RESVG_OPTIONS, signal ?? null);
  return { pixels: image.pixels, width: image.width, height: image.height };
}

/** Renders the SVG once at full size and derives the three WebP sizes from those pixels. */
export async function renderPicture(svg: string, signal?: AbortSignal): Promise<Picture> {
  const { pixels, width, height } = await renderPixels(svg, signal);
  signal?.throwIfAborted();
  return pictureFromPixels(pixels, { width, height, channels: 4 });
}

/** A PNG of the SVG, for previews. */
export async function renderPng(svg: string): Promise<Uint8Array> {
  const image = await renderAsync(svg, RESVG_OPTIONS);
  return new Uint8Array(image.asPng());
}
