import PDFDocument from 'pdfkit';
import { bookFontNames, bookFonts } from './book-fonts.ts';
import { type BookContent } from './book-content.ts';
import { colors } from './book-decor.ts';
import {
  drawClosing,
  drawCover,
  drawMoral,
  drawPageNumber,
  drawStoryPage,
  drawWatermark,
} from './book-pages.ts';
import { type Image, PAGE, PICTURE_RATIO, type PageInfo } from './book-layout.ts';

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
