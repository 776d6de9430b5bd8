import fs from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * The picture book's faces: Amiri, a book Naskh whose vowel marks sit clear of the letters, for
 * Arabic (and as the fallback for everything); Nunito, a rounded sans that children read easily,
 * for English. pdfkit reads TTF and WOFF (not WOFF2); @fontsource ships WOFF.
 */
const files = {
  arabic: '@expo-google-fonts/amiri/400Regular/Amiri_400Regular.ttf',
  arabicBold: '@expo-google-fonts/amiri/700Bold/Amiri_700Bold.ttf',
  latin: '@fontsource/nunito/files/nunito-latin-500-normal.woff',
  latinBold: '@fontsource/nunito/files/nunito-latin-800-normal.woff',
} as const;
const fallbacks: Record<BookFont, BookFont> = {
  arabic: 'arabic',
  arabicBold: 'arabic',
  latin: 'arabic',
  latinBold: 'arabicBold',
};

export type BookFont = keyof typeof files;
export const bookFontNames = Object.keys(files) as BookFont[];

/** A parsed fontkit font: pdfkit takes it in place of a file; the watermark draws its glyph outlines. */
export interface ParsedFont {
  unitsPerEm: number;
  ascent: number;
  descent: number;
  layout: (
    text: string,
    features: string[],
  ) => {
    glyphs: Array<{ path: { toSVG: () => string } }>;
    positions: Array<{ xAdvance: number; xOffset: number; yOffset: number }>;
  };
}

let parsed: Record<BookFont, ParsedFont> | undefined;

/**
 * Parsed once per process with pdfkit's own fontkit and handed to every document: parsing Amiri's
 * large shaping tables and inflating WOFF would otherwise cost about 100 ms a book.
 * A missing face falls back to Amiri.
 */
export function bookFonts(): Record<BookFont, ParsedFont> {
  if (parsed) return parsed;
  const fontkit = createRequire(require.resolve('pdfkit'))('fontkit') as {
    create: (buffer: Buffer) => ParsedFont;
  };
  const read = (font: BookFont): Buffer => {
    try {
      return fs.readFileSync(require.resolve(files[font]));
    } catch (error) {
      if (fallbacks[font] === font) throw error;
      return read(fallbacks[font]);
    }
  };
  parsed = Object.fromEntries(
    bookFontNames.map((font) => [font, fontkit.create(read(font))]),
  ) as Record<BookFont, ParsedFont>;
  return parsed;
}
