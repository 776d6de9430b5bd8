import {
  isExperimentalDialect,
  type Story,
  type StoryPage,
  type WordTimingItem,
} from '@qamar/shared';

/** The texts a story can be read in: English, Arabic (Fusha), and the dialect when it has one (docs/product/stories-and-engines.md). */
export type ReadingLanguage = 'en' | 'ar' | 'dialect';

export function readingLanguages(story: Pick<Story, 'dialect' | 'pages'>): ReadingLanguage[] {
  const hasDialect =
    isExperimentalDialect(story.dialect) &&
    story.pages.some((page) => Boolean(page.contentDialect));
  return hasDialect ? ['dialect', 'ar', 'en'] : ['ar', 'en'];
}

/** The reader opens in the story's primary language: its dialect, Fusha for standard, English for english. */
export function primaryReadingLanguage(story: Pick<Story, 'dialect' | 'pages'>): ReadingLanguage {
  if (story.dialect === 'english') return 'en';
  return readingLanguages(story)[0] ?? 'ar';
}

export function isArabicReading(language: ReadingLanguage): boolean {
  return language !== 'en';
}

export function pageText(page: StoryPage, language: ReadingLanguage): string {
  if (language === 'en') return page.contentEn;
  if (language === 'dialect') return page.contentDialect ?? page.contentAr;
  return page.contentAr;
}

/** The narration of a page in a language; an old story may have only the URL and no word timings. */
export function pageNarration(
  page: StoryPage,
  language: ReadingLanguage,
): { url: string; words: WordTimingItem[] } | null {
  const narration = page.narrations[language];
  if (narration) return { url: narration.url, words: narration.words };
  const url =
    language === 'en'
      ? page.narrationEnUrl
      : language === 'ar'
        ? page.narrationArUrl
        : page.narrationDialectUrl;
  return url ? { url, words: [] } : null;
}

/** The moral in the chosen language; dialect readers get the Fusha moral, as the story has no dialect one. */
export function storyMoral(
  story: Pick<Story, 'moralEn' | 'moralAr'>,
  language: ReadingLanguage,
): string | null {
  return (language === 'en' ? story.moralEn : story.moralAr) || null;
}
