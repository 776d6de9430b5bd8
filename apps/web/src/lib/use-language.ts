import { useLocation } from 'react-router';
import type { Language } from '@qamar/shared';
import { useAdminLanguage } from './admin-language.ts';
import { isAdminPath, languageOfPath, localizePath } from './localized-path.ts';

/** The interface language is the URL's (`/ar/...` is Arabic, anything else English); on admin pages, the admin's chosen one. */
export function useLanguage(): Language {
  const { pathname } = useLocation();
  const admin = useAdminLanguage();
  return isAdminPath(pathname) ? admin : languageOfPath(pathname);
}

export function useLocalize(): (path: string) => string {
  const language = useLanguage();
  return (path) => localizePath(path, language);
}
