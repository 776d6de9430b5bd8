import { translateMessage, type Language } from '@qamar/shared';
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
import {
  BLOCK_GAP,
  BOTTOM,
  CONTENT,
  type Doc,
  MARGIN,
  PAGE,
  PICTURE_RATIO,
  type PageInfo,
  type Role,
  TOP,
  ageScale,
  style,
} from './book-layout.ts';

/**
 * The picture book's pages, each drawn by its own function: the cover, a story page, the moral,
 * the end, and every page's number and mark.
 */

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

export function drawCover(
  doc: Doc,
  content: BookContent,
  addPage: AddPage,
  picture: DrawPicture,
): void {
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

export function drawStoryPage(
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

export function drawMoral(doc: Doc, content: BookContent, addPage: AddPage): void {
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

export function drawClosing(doc: Doc, content: BookContent, addPage: AddPage): void {
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

export function drawPageNumber(doc: Doc, content: BookContent, info: PageInfo): void {
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
export function drawWatermark(doc: Doc, content: BookContent, info: PageInfo): void {
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
