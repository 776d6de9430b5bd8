import { useLocation } from 'react-router';
import type { Language } from '@qamar/shared';
import { languageOfPath, localizePath } from './localized-path.ts';

/** The interface language is the URL's: `/ar/...` is Arabic, anything else English. */
export function useLanguage(): Language {
  return languageOfPath(useLocation().pathname);
}

export function useLocalize(): (path: string) => string {
  const language = useLanguage();
  return (path) => localizePath(path, language);
}
