import type { StoryRow } from '../../../db/schema.ts';
import type { PdfEdition } from '@qamar/shared';

const TASHKEEL = /[\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed]/g;

/** Characters no file name may hold on common systems (browsers replace them with "_"). */
const fileSafe = (name: string) =>
  [...name.replace(/\s*:\s*/g, ' - ').replace(/[\\/*?"<>|]/g, '')]
    .filter((char) => char >= ' ')
    .join('')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * `attachment` with the title in the edition's language, the bilingual book's in the parent's
 * (RFC 6266, RFC 8187) and, for old
 * clients, the English title in plain ASCII. Arabic titles lose their vowel marks, as file names do.
 */
export function pdfDisposition(
  story: Pick<StoryRow, 'title' | 'titleEn' | 'titleAr' | 'titleDialect'>,
  edition: PdfEdition,
  language: 'en' | 'ar' = 'en',
): string {
  const english = fileSafe(story.titleEn ?? story.title);
  // The bilingual book is named in the parent's own language.
  const arabic =
    edition === 'dialect'
      ? (story.titleDialect ?? story.titleAr)
      : edition === 'ar' || (edition === 'bilingual' && language === 'ar')
        ? story.titleAr
        : null;
  const title = (arabic && fileSafe(arabic.replace(TASHKEEL, ''))) || english || 'Qamar story';
  const ascii =
    english
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^\x20-\x7e]|[;%]/g, '')
      .replace(/\s+/g, ' ')
      .trim() || 'Qamar story';
  const encoded = encodeURIComponent(`${title}.pdf`).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}.pdf"; filename*=UTF-8''${encoded}`;
}
