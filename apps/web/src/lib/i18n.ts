import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { languages, locales, messages, type Language } from '@qamar/shared';
import { ar } from '../locales/ar.ts';
import { en } from '../locales/en.ts';
import { readStorage, storageKeys } from './storage.ts';
import { isAdminPath, isArabicPath, localizePath } from './localized-path.ts';

/** The shared message table (errors, validation) becomes the `messages` namespace of both languages. */
function messagesFor(language: Language): Record<string, string> {
  return Object.fromEntries(Object.entries(messages).map(([key, texts]) => [key, texts[language]]));
}

export const resources = {
  en: { translation: en, messages: messagesFor('en') },
  ar: { translation: ar, messages: messagesFor('ar') },
} as const;

/** Detection order of SPEC.md 9: the path, then the stored preference, then the browser. */
export function detectLanguage(pathname: string): Language {
  if (isArabicPath(pathname)) return 'ar';
  const stored = readStorage(storageKeys.preferredLanguage);
  if (stored === 'ar' || stored === 'en') return stored;
  for (const tag of navigator.languages ?? [navigator.language]) {
    const base = tag.toLowerCase().split('-')[0];
    if (base === 'ar' || base === 'en') return base;
  }
  return 'en';
}

/**
 * On arrival at a page without a language prefix, a stored or browser preference for Arabic
 * opens its /ar twin, before the router starts. Returns the language to start in.
 */
export function startLanguage(location: Location): Language {
  const language = detectLanguage(location.pathname);
  if (language === 'ar' && !isArabicPath(location.pathname) && !isAdminPath(location.pathname)) {
    window.history.replaceState(window.history.state, '', `${localizePath(location.pathname, 'ar')}${location.search}${location.hash}`);
  }
  return isArabicPath(window.location.pathname) ? 'ar' : 'en';
}

export function applyDocumentLanguage(language: Language): void {
  document.documentElement.lang = language;
  document.documentElement.dir = locales[language].dir;
}

export async function initI18n(language: Language): Promise<typeof i18next> {
  await i18next.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: 'en',
    supportedLngs: languages,
    ns: ['translation', 'messages'],
    defaultNS: 'translation',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  applyDocumentLanguage(language);
  return i18next;
}

export { i18next };
