import { replaceNames, type NameSwap } from './replace-names.ts';

/** What a story says, in each of its languages: the titles and every page's text. */
export interface StoryTexts {
  titleEn: string | null;
  titleAr: string | null;
  titleDialect: string | null;
  pages: Array<{ textEn: string; textAr: string; textDialect: string | null }>;
}

/**
 * The copy others read: every title and page with the hidden names swapped (English, Fusha with its
 * case endings and clitics, the dialect's plain letters).
 */
export function publicCopyOf(texts: StoryTexts, swaps: readonly NameSwap[]): StoryTexts {
  const swap = (text: string | null, language: 'en' | 'ar' | 'dialect') =>
    text === null ? null : replaceNames(text, swaps, language);
  return {
    titleEn: swap(texts.titleEn, 'en'),
    titleAr: swap(texts.titleAr, 'ar'),
    titleDialect: swap(texts.titleDialect, 'dialect'),
    pages: texts.pages.map((page) => ({
      textEn: replaceNames(page.textEn, swaps, 'en'),
      textAr: replaceNames(page.textAr, swaps, 'ar'),
      textDialect: swap(page.textDialect, 'dialect'),
    })),
  };
}

export { chooseReplacements, type ChosenSwap } from './neutral-names.ts';
export {
  mentionsName,
  nameFormsOf,
  replaceNames,
  type NameForms,
  type NameSwap,
} from './replace-names.ts';
