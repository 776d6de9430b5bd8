import PDFDocument from 'pdfkit';
import { translateMessage, type Language } from '@qamar/shared';
import { bookFontNames, bookFonts } from './book-fonts.ts';
import { bookWords, type BookContent, type BookText } from './book-content.ts';
import { colors, crescent, divider, stars } from './book-decor.ts';
import {
  drawLine,
  drawSetText,
  outlineLine,
  setText,
  type Script,
  type SetText,
  type TextStyle,
} from './typeset.ts';

type Doc = InstanceType<typeof PDFDocument>;
type Image = { readonly width: number; readonly height: number };

/** A5 portrait, in points. */
const PAGE = { width: 419.53, height: 595.28 } as const;
const MARGIN = 32;
const TOP = 34;
const CONTENT = PAGE.width - 2 * MARGIN;
/** Kept free at the foot of each page for its number and, on Starter, the mark's line. */
const BOTTOM = PAGE.height - 48;
const PICTURE_RATIO = 0.75;
const BLOCK_GAP = 26;

const ageScale = { '3-5': 1.12, '6-8': 1, '9-12': 0.92 } as const;

type Role =
  | 'title'
  | 'body'
  | 'moral'
  | 'heading'
  | 'subtitle'
  | 'end'
  | 'goodnight'
  | 'pageNumber'
  | 'mark'
  | 'footer';

/** Sizes per role: Arabic in Amiri a little larger than English in Nunito, so both read alike. */
const roles: Record<Role, Record<Script, Pick<TextStyle, 'font' | 'size' | 'leading'>>> = {
  title: {
    ar: { font: 'arabicBold', size: 30, leading: 1.7 },
    en: { font: 'latinBold', size: 26, leading: 1.25 },
  },
  body: {
    ar: { font: 'arabic', size: 17, leading: 1.95 },
    en: { font: 'latin', size: 14, leading: 1.5 },
  },
  moral: {
    ar: { font: 'arabic', size: 19, leading: 1.9 },
    en: { font: 'latin', size: 15, leading: 1.45 },
  },
  heading: {
    ar: { font: 'arabicBold', size: 20, leading: 1.7 },
    en: { font: 'latinBold', size: 17, leading: 1.3 },
  },
  subtitle: {
    ar: { font: 'arabic', size: 15, leading: 1.7 },
    en: { font: 'latin', size: 13, leading: 1.35 },
  },
  end: {
    ar: { font: 'arabicBold', size: 40, leading: 1.6 },
    en: { font: 'latinBold', size: 34, leading: 1.3 },
  },
  goodnight: {
    ar: { font: 'arabic', size: 18, leading: 1.8 },
    en: { font: 'latin', size: 15, leading: 1.45 },
  },
  pageNumber: {
    ar: { font: 'arabic', size: 11, leading: 1.4 },
    en: { font: 'latin', size: 10, leading: 1.4 },
  },
  mark: {
    ar: { font: 'arabicBold', size: 34, leading: 1.5 },
    en: { font: 'latinBold', size: 30, leading: 1.3 },
  },
  footer: {
    ar: { font: 'arabic', size: 8.5, leading: 1.4 },
    en: { font: 'latin', size: 7.5, leading: 1.4 },
  },
};

const style = (
  role: Role,
  script: Script,
  color: string,
  options: { scale?: number; align?: TextStyle['align']; opacity?: number } = {},
): TextStyle => {
  const base = roles[role][script];
  return {
    script,
    font: base.font,
    size: base.size * (options.scale ?? 1),
    leading: base.leading,
    color,
    align: options.align ?? 'center',
    opacity: options.opacity,
  };
};

interface PageInfo {
  dark: boolean;
  number: number | null;
}

/** Lays the picture book out: cover, one page per story page (more when its text is long), the moral, the end. */
export async function renderBook(content: BookContent): Promise<Buffer> {
  const doc = new PDFDocument({
    size: [PAGE.width, PAGE.height],
    margin: 0,
    autoFirstPage: false,
    bufferPages: true,
    lang: content.languages[0],
    displayTitle: true,
    info: {
      Title: content.titles.map((title) => title.text).join(' · '),
      Author: 'Qamar',
      Creator: 'Qamar',
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const fonts = bookFonts();
  for (const name of bookFontNames) doc.registerFont(name, fonts[name] as never);

  const pages: PageInfo[] = [];
  let numbered = 0;
  const addPage = (dark: boolean, withNumber: boolean) => {
    doc.addPage({ size: [PAGE.width, PAGE.height], margin: 0 });
    doc.rect(0, 0, PAGE.width, PAGE.height).fill(dark ? colors.night : colors.cream);
    pages.push({ dark, number: withNumber ? ++numbered : null });
  };
  // Opened once, so the first picture (cover and page one) is embedded once.
  const images = new Map<Uint8Array, Image>();
  const imageOf = (jpeg: Uint8Array) => {
    let image = images.get(jpeg);
    if (!image)
      images.set(
        jpeg,
        (image = (doc as unknown as { openImage: (src: Buffer) => Image }).openImage(
          Buffer.from(jpeg),
        )),
      );
    return image;
  };
  const picture = (jpeg: Uint8Array, x: number, y: number, width: number, frame?: string) => {
    const height = width * PICTURE_RATIO;
    doc.save();
    doc.roundedRect(x, y, width, height, 14).clip();
    doc.image(imageOf(jpeg) as never, x, y, { width, height });
    doc.restore();
    if (frame) doc.save().lineWidth(3).roundedRect(x, y, width, height, 14).stroke(frame).restore();
  };

  drawCover(doc, content, addPage, picture);
  for (const page of content.pages) drawStoryPage(doc, content, page, addPage, picture);
  if (content.morals.length) drawMoral(doc, content, addPage);
  drawClosing(doc, content, addPage);

  pages.forEach((info, index) => {
    doc.switchToPage(index);
    if (info.number !== null) drawPageNumber(doc, content, info);
    if (content.watermark) drawWatermark(doc, content, info);
  });
  doc.end();
  return finished;
}

type AddPage = (dark: boolean, withNumber: boolean) => void;
type DrawPicture = (jpeg: Uint8Array, x: number, y: number, width: number, frame?: string) => void;

const stackHeight = (sets: SetText[], gap: number) =>
  sets.reduce((sum, set) => sum + set.height, 0) + gap * Math.max(0, sets.length - 1);

function drawStack(doc: Doc, sets: SetText[], y: number, gap: number): number {
  let cursor = y;
  sets.forEach((set, index) => {
    if (index > 0) cursor += gap;
    cursor = drawSetText(doc, set, MARGIN, cursor, CONTENT);
  });
  return cursor;
}

/** Sets texts at the largest scale (down to `min`) at which they fit `height`. */
function fitStack<T extends BookText>(
  doc: Doc,
  texts: T[],
  make: (text: T, scale: number) => TextStyle,
  height: number,
  gap: number,
  width = CONTENT,
  min = 0.6,
): SetText[] {
  let sets: SetText[] = [];
  for (let scale = 1; scale >= min - 1e-9; scale -= 0.05) {
    sets = texts.map((text) => setText(doc, text.text, make(text, scale), width));
    if (stackHeight(sets, gap) <= height) break;
  }
  return sets;
}

function drawCover(doc: Doc, content: BookContent, addPage: AddPage, picture: DrawPicture): void {
  addPage(true, false);
  stars(doc, content.seed, { x: 12, y: 12, width: PAGE.width - 24, height: PAGE.height - 24 }, 46);
  crescent(doc, PAGE.width / 2, 52, 14, colors.night);
  const titles = fitStack(
    doc,
    content.titles,
    (title, scale) =>
      style('title', title.script, colors.moonPale, {
        scale: scale * (content.titles.length > 1 && title.script === 'en' ? 0.8 : 1),
      }),
    170,
    4,
  );
  const titlesBottom = drawStack(doc, titles, 80, 4);
  const subtitles = bookWords(content, 'pdf.coverSubtitle').map((line) =>
    setText(doc, line.text, style('subtitle', line.script, colors.moonSoft), CONTENT),
  );
  const subtitleHeight = stackHeight(subtitles, 0);
  const footer = PAGE.height - 44;
  let y = titlesBottom + 18;
  if (content.coverPicture) {
    const width = Math.min(CONTENT, (footer - subtitleHeight - 20 - y) / PICTURE_RATIO);
    picture(content.coverPicture, (PAGE.width - width) / 2, y, width, colors.moon);
    y += width * PICTURE_RATIO + 20;
  }
  drawStack(doc, subtitles, y, 0);
}

function drawStoryPage(
  doc: Doc,
  content: BookContent,
  page: BookContent['pages'][number],
  addPage: AddPage,
  picture: DrawPicture,
): void {
  const bilingual = page.texts.length > 1;
  const make = (text: BookText, scale: number) =>
    style('body', text.script, colors.ink, {
      scale: scale * ageScale[content.ageGroup] * (bilingual ? 0.9 : 1),
      align: 'start',
    });
  const bySize = new Map<number, SetText[]>();
  const setsAt = (scale: number) => {
    if (!bySize.has(scale))
      bySize.set(
        scale,
        page.texts.map((text) => setText(doc, text.text, make(text, scale), CONTENT)),
      );
    return bySize.get(scale)!;
  };
  const textTop = (width: number) => TOP + (page.picture ? width * PICTURE_RATIO + 20 : 0);
  const drawPicture = (width: number) =>
    page.picture && picture(page.picture, (PAGE.width - width) / 2, TOP, width);
  const withDividers = (sets: SetText[], y: number) => {
    let cursor = y;
    sets.forEach((set, index) => {
      if (index > 0) {
        divider(doc, PAGE.width / 2, cursor + BLOCK_GAP / 2);
        cursor += BLOCK_GAP;
      }
      cursor = drawSetText(doc, set, MARGIN, cursor, CONTENT);
    });
  };
  // A smaller picture or slightly smaller type before the text runs onto a second page.
  const choices: Array<[number, number]> = [
    [CONTENT, 1],
    [CONTENT, 0.94],
    [CONTENT * 0.82, 1],
    [CONTENT * 0.82, 0.94],
    [CONTENT, 0.88],
    [CONTENT * 0.82, 0.88],
    [CONTENT * 0.68, 0.84],
  ];
  for (const [width, scale] of choices) {
    const sets = setsAt(scale);
    const free = BOTTOM - textTop(width) - stackHeight(sets, BLOCK_GAP);
    if (free < 0) continue;
    addPage(false, true);
    drawPicture(width);
    // Short texts sit a little above the middle of the space under the picture.
    withDividers(sets, textTop(width) + free * 0.35);
    return;
  }
  // Long pages (the oldest readers, both languages) continue on the next page: a language that
  // does not fit under the picture but fits a page of its own starts one, so it is not cut.
  addPage(false, true);
  drawPicture(CONTENT);
  let y = textTop(CONTENT);
  setsAt(0.9).forEach((set, index) => {
    if (index > 0) {
      const room = BOTTOM - y - BLOCK_GAP;
      if (set.height <= room || (set.height > BOTTOM - TOP && room >= 3 * set.lineHeight)) {
        divider(doc, PAGE.width / 2, y + BLOCK_GAP / 2);
        y += BLOCK_GAP;
      } else {
        addPage(false, true);
        y = TOP;
      }
    }
    for (let line = 0; line < set.lines.length; line++) {
      if (y + set.lineHeight > BOTTOM) {
        addPage(false, true);
        y = TOP;
      }
      y = drawSetText(doc, set, MARGIN, y, CONTENT, line, line + 1);
    }
  });
}

function drawMoral(doc: Doc, content: BookContent, addPage: AddPage): void {
  addPage(false, true);
  const padding = 26;
  const width = CONTENT - 2 * padding;
  const texts = content.morals.flatMap((moral): Array<BookText & { role: Role }> => [
    {
      text: translateMessage('pdf.moralTitle', moral.script as Language),
      script: moral.script,
      role: 'heading',
    },
    { ...moral, role: 'moral' },
  ]);
  const sets = fitStack(
    doc,
    texts,
    (text, scale) =>
      style(text.role, text.script, text.role === 'heading' ? colors.night : colors.ink, { scale }),
    BOTTOM - TOP - 120,
    6,
    width,
  );
  const pairs = sets.length / 2;
  const height = stackHeight(sets, 6) + (pairs - 1) * (BLOCK_GAP - 6) + 2 * padding;
  const top = Math.max(TOP + 70, (PAGE.height - height) / 2 + 10);
  crescent(doc, PAGE.width / 2, top - 38, 18, colors.cream);
  doc.save().roundedRect(MARGIN, top, CONTENT, height, 20).fill(colors.moonPale).restore();
  let y = top + padding;
  sets.forEach((set, index) => {
    if (index > 0) {
      if (index % 2 === 0) {
        divider(doc, PAGE.width / 2, y + BLOCK_GAP / 2);
        y += BLOCK_GAP;
      } else y += 6;
    }
    y = drawSetText(doc, set, MARGIN + padding, y, width);
  });
}

function drawClosing(doc: Doc, content: BookContent, addPage: AddPage): void {
  addPage(true, false);
  stars(
    doc,
    content.seed + 1,
    { x: 12, y: 12, width: PAGE.width - 24, height: PAGE.height - 24 },
    60,
  );
  crescent(doc, PAGE.width / 2, 170, 46, colors.night);
  const ends = bookWords(content, 'pdf.theEnd').map((word) =>
    setText(doc, word.text, style('end', word.script, colors.moonPale), CONTENT),
  );
  const goodnights = bookWords(content, 'pdf.goodnight').map((word) =>
    setText(doc, word.text, style('goodnight', word.script, colors.moonSoft), CONTENT),
  );
  const y = drawStack(doc, ends, 250, 2);
  drawStack(doc, goodnights, y + 18, 4);
}

const digits = (value: number, script: Script) =>
  script === 'ar' ? value.toLocaleString('ar-EG') : String(value);

function drawPageNumber(doc: Doc, content: BookContent, info: PageInfo): void {
  const script: Script = content.edition === 'ar' || content.edition === 'dialect' ? 'ar' : 'en';
  drawLine(
    doc,
    style('pageNumber', script, info.dark ? colors.moonPale : colors.inkSoft),
    digits(info.number!, script),
    MARGIN,
    PAGE.height - 40,
    CONTENT,
  );
}

/** Starter's mark: a faint diagonal line in both languages on every page, and a small line at the foot. */
function drawWatermark(doc: Doc, content: BookContent, info: PageInfo): void {
  const mark = content.watermark!;
  const color = info.dark ? colors.moonPale : colors.night;
  // Outlines, not text: copying or extracting the page's words never picks up the mark between them.
  // The line at the foot says it in words.
  doc.save();
  doc.rotate(-35, { origin: [PAGE.width / 2, PAGE.height / 2] });
  const lines = (['en', 'ar'] as const).map((language) =>
    style('mark', language, color, { opacity: info.dark ? 0.18 : 0.12 }),
  );
  let y = PAGE.height / 2 - lines.reduce((sum, line) => sum + line.size * line.leading, 0) / 2;
  lines.forEach((line) => {
    outlineLine(doc, line, translateMessage('pdf.watermark', line.script), MARGIN, y, CONTENT);
    y += line.size * line.leading;
  });
  doc.restore();
  const language: Language = content.languages.length === 1 ? content.languages[0]! : 'en';
  const footer = translateMessage('pdf.watermarkFooter', language, {
    plan: mark.planName[language],
    host: mark.host,
  });
  drawLine(
    doc,
    style('footer', language, color, { opacity: 0.7 }),
    footer,
    MARGIN,
    PAGE.height - 22,
    CONTENT,
  );
}
