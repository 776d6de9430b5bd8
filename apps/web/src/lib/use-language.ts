import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import type { Language } from '@qamar/shared';
import { isAdminPath, languageOfPath, localizePath } from './localized-path.ts';
import { readPreferredLanguage, subscribePreferredLanguage } from './preferred-language.ts';

/**
 * The interface language: the URL's (`/ar/...` is Arabic, anything else English), except on admin
 * pages, which exist once and follow the stored preference the language switch sets.
 */
export function useLanguage(): Language {
  const { pathname } = useLocation();
  const preferred = useSyncExternalStore(
    subscribePreferredLanguage,
    readPreferredLanguage,
    () => 'en' as const,
  );
  return isAdminPath(pathname) ? preferred : languageOfPath(pathname);
}

export function useLocalize(): (path: string) => string {
  const language = useLanguage();
  return (path) => localizePath(path, language);
}
