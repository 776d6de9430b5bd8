/** The one table of interface languages; `dir` drives `<html dir>` on the web and email layout. */
export const locales = {
  en: { dir: 'ltr', label: 'English', nativeLabel: 'English' },
  ar: { dir: 'rtl', label: 'Arabic', nativeLabel: 'العربية' },
} as const;

export type Language = keyof typeof locales;
export const languages = Object.keys(locales) as Language[];
export const defaultLanguage: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && value in locales;
}

/** Picks the first supported language of an Accept-Language header, by quality. */
export function languageFromAcceptLanguage(header: string | undefined): Language {
  if (!header) return defaultLanguage;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { base: tag.toLowerCase().split('-')[0], q: q ? Number(q.trim().slice(2)) : 1, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return (
    (ranked.find((entry) => isLanguage(entry.base))?.base as Language | undefined) ??
    defaultLanguage
  );
}
