import type PDFDocument from 'pdfkit';
import { bookFonts, type BookFont } from './book-fonts.ts';
import { visualRuns } from './rtl-runs.ts';
import { wrapLines } from './wrap-lines.ts';

type Doc = InstanceType<typeof PDFDocument>;

export type Script = 'ar' | 'en';

export interface TextStyle {
  script: Script;
  font: BookFont;
  size: number;
  color: string;
  /** Line pitch as a multiple of the size. */
  leading: number;
  align: 'start' | 'center';
  opacity?: number | undefined;
}

/** A paragraph broken into lines for one width: what it needs to be drawn and how tall it is. */
export interface SetText {
  style: TextStyle;
  lines: string[];
  lineHeight: number;
  height: number;
}

// `features: []` makes pdfkit hand a whole run to fontkit, which joins Arabic letters and places
// the vowel marks (GSUB and GPOS), instead of laying out word by word.
const shaped = { features: [] as never[], lineBreak: false } as const;

const direction = (script: Script) => (script === 'ar' ? 'rtl' : 'ltr');

/** Nunito has Latin letters only: anything else in an English line (an Arabic name) is set in Amiri. */
const BEYOND_LATIN = /[^\u0020-\u024f\u1e00-\u1eff\u2000-\u206f\u20a0-\u20cf\u2100-\u214f]/u;
const fallback: Partial<Record<BookFont, BookFont>> = { latin: 'arabic', latinBold: 'arabicBold' };
const faceFor = (font: BookFont, text: string): BookFont =>
  fallback[font] && BEYOND_LATIN.test(text) ? fallback[font] : font;

/** Widths of space-free pieces of text at size 1, per face: shaping Amiri is the costly part of a book. */
const unitWidths = new Map<string, number>();
const MEASURE_SIZE = 100;

/** The width of text at the style's size: the sum of its shaped words and its spaces. */
export function widthOf(doc: Doc, style: Pick<TextStyle, 'font' | 'size'>, text: string): number {
  let units = 0;
  for (const piece of text.split(/( )/)) {
    if (!piece) continue;
    const font = faceFor(style.font, piece);
    const key = `${font}\u0000${piece}`;
    let unit = unitWidths.get(key);
    if (unit === undefined) {
      if (unitWidths.size > 100_000) unitWidths.clear();
      doc.font(font).fontSize(MEASURE_SIZE);
      unit = doc.widthOfString(piece, shaped) / MEASURE_SIZE;
      unitWidths.set(key, unit);
    }
    units += unit;
  }
  return units * style.size;
}

export function setText(doc: Doc, text: string, style: TextStyle, width: number): SetText {
  const lines = wrapLines(
    text.trim(),
    width,
    (word) => widthOf(doc, style, word),
    widthOf(doc, style, ' '),
  );
  const lineHeight = style.size * style.leading;
  return { style, lines, lineHeight, height: lines.length * lineHeight };
}

/** Draws one line: Arabic from the right edge (or centred), English from the left. */
export function drawLine(
  doc: Doc,
  style: TextStyle,
  line: string,
  x: number,
  y: number,
  width: number,
): void {
  const runs = visualRuns(line, direction(style.script));
  const widths = runs.map((run) => widthOf(doc, style, run));
  doc
    .font(style.font)
    .fontSize(style.size)
    .fillColor(style.color, style.opacity ?? 1);
  const total = widths.reduce((sum, w) => sum + w, 0);
  let cursor =
    style.align === 'center'
      ? x + (width - total) / 2
      : style.script === 'ar'
        ? x + width - total
        : x;
  // The line's face sets the baseline (centred in the line's pitch), so a run in the fallback face sits on the same one.
  const { ascender, descender } = (
    doc as unknown as { _font: { ascender: number; descender: number } }
  )._font;
  const baseline =
    y +
    (style.size * style.leading - ((ascender - descender) / 1000) * style.size) / 2 +
    (ascender / 1000) * style.size;
  runs.forEach((run, index) => {
    // `textWidth` spares pdfkit shaping the run a second time to measure it.
    const options: PDFKit.Mixins.TextOptions & { textWidth: number } = {
      ...shaped,
      baseline: 'alphabetic',
      textWidth: widths[index]!,
    };
    doc.font(faceFor(style.font, run)).text(run, cursor, baseline, options);
    cursor += widths[index]!;
  });
}

/** Draws lines `from` (inclusive) to `to` (exclusive) of a set paragraph; answers the y below them. */
export function drawSetText(
  doc: Doc,
  set: SetText,
  x: number,
  y: number,
  width: number,
  from = 0,
  to = set.lines.length,
): number {
  let cursor = y;
  for (const line of set.lines.slice(from, to)) {
    drawLine(doc, set.style, line, x, cursor, width);
    cursor += set.lineHeight;
  }
  return cursor;
}

/**
 * Draws a line as glyph outlines instead of text, laid out as `drawLine` does: for marks over the
 * page (the watermark) that must not mix into the page's text when it is copied or extracted.
 */
export function outlineLine(
  doc: Doc,
  style: TextStyle,
  line: string,
  x: number,
  y: number,
  width: number,
): void {
  const runs = visualRuns(line, direction(style.script));
  const widths = runs.map((run) => widthOf(doc, style, run));
  const total = widths.reduce((sum, w) => sum + w, 0);
  let cursor =
    style.align === 'center'
      ? x + (width - total) / 2
      : style.script === 'ar'
        ? x + width - total
        : x;
  const font = bookFonts()[style.font];
  const em = (units: number) => (units / font.unitsPerEm) * style.size;
  const baseline =
    y + (style.size * style.leading - em(font.ascent - font.descent)) / 2 + em(font.ascent);
  doc.save().fillColor(style.color, style.opacity ?? 1);
  runs.forEach((run, index) => {
    const face = bookFonts()[faceFor(style.font, run)];
    const runScale = style.size / face.unitsPerEm;
    const { glyphs, positions } = face.layout(run, []);
    let pen = cursor;
    glyphs.forEach((glyph, glyphIndex) => {
      const position = positions[glyphIndex]!;
      doc
        .save()
        .translate(pen + position.xOffset * runScale, baseline - position.yOffset * runScale)
        .scale(runScale, -runScale)
        .path(glyph.path.toSVG())
        .fill();
      doc.restore();
      pen += position.xAdvance * runScale;
    });
    cursor += widths[index]!;
  });
  doc.restore();
}
