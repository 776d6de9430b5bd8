import type { PageRow, StoryRow } from '../../../db/schema.ts';
import {
  translateMessage,
  type AgeGroup,
  type Language,
  type MessageKey,
  type PdfEdition,
} from '@qamar/shared';

import type { Script } from './typeset.ts';

export interface BookText {
  text: string;
  script: Script;
}

/** Everything the picture book prints, in the edition's languages; pictures are JPEG. */
export interface BookContent {
  edition: PdfEdition;
  ageGroup: AgeGroup;
  /** The languages of the book's own words (cover line, moral heading, closing), in reading order. */
  languages: Language[];
  titles: BookText[];
  coverPicture: Uint8Array | null;
  pages: Array<{ picture: Uint8Array | null; texts: BookText[] }>;
  morals: BookText[];
  /** Set for plans whose PDFs carry the mark (docs/product/roles-and-plans.md). */
  watermark: { planName: Record<Language, string>; host: string } | null;
  /** A number printed on a seeded star field, so a story's cover looks the same every time. */
  seed: number;
}

const editionLanguages: Record<PdfEdition, Language[]> = {
  en: ['en'],
  ar: ['ar'],
  dialect: ['ar'],
  bilingual: ['ar', 'en'],
};

export const hasDialectText = (pages: Array<Pick<PageRow, 'textDialect'>>) =>
  pages.length > 0 && pages.every((page) => Boolean(page.textDialect?.trim()));

/** The book's fixed words in each of its languages. */
export const bookWords = (
  content: Pick<BookContent, 'languages'>,
  key: MessageKey,
  params?: Record<string, string>,
): BookText[] =>
  content.languages.map((language) => ({
    text: translateMessage(key, language, params),
    script: language,
  }));

export function bookContent(
  story: StoryRow,
  pages: PageRow[],
  edition: PdfEdition,
  pictures: Array<Uint8Array | null>,
  watermark: BookContent['watermark'],
): BookContent {
  const en = (text: string | null | undefined): BookText[] =>
    text?.trim() ? [{ text, script: 'en' }] : [];
  const ar = (text: string | null | undefined): BookText[] =>
    text?.trim() ? [{ text, script: 'ar' }] : [];
  const titleEn = story.titleEn ?? story.title;
  const titles = {
    en: en(titleEn),
    ar: ar(story.titleAr).length ? ar(story.titleAr) : en(titleEn),
    dialect: ar(story.titleDialect ?? story.titleAr).length
      ? ar(story.titleDialect ?? story.titleAr)
      : en(titleEn),
    bilingual: [...ar(story.titleAr), ...en(titleEn)],
  }[edition];
  const textsOf = (page: PageRow): BookText[] =>
    ({
      en: en(page.textEn),
      ar: ar(page.textAr),
      dialect: ar(page.textDialect),
      bilingual: [...ar(page.textAr), ...en(page.textEn)],
    })[edition];
  // No story has a moral in dialect: the dialect edition keeps the Fusha one.
  const morals = {
    en: en(story.moralEn),
    ar: ar(story.moralAr),
    dialect: ar(story.moralAr),
    bilingual: [...ar(story.moralAr), ...en(story.moralEn)],
  }[edition];
  return {
    edition,
    ageGroup: story.ageGroup as AgeGroup,
    languages: editionLanguages[edition],
    titles,
    coverPicture: pictures[0] ?? null,
    pages: pages.map((page, index) => ({ picture: pictures[index] ?? null, texts: textsOf(page) })),
    morals,
    watermark,
    seed: story.seed,
  };
}
