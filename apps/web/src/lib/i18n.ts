import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { languages, locales, type Language } from '@qamar/shared';
import { readStorage, storageKeys } from './storage.ts';
import { isAdminPath, isArabicPath, localizePath } from './localized-path.ts';

/** Each language's interface texts are their own chunk: a page loads only the language it shows. */
const translations: Record<Language, () => Promise<object>> = {
  en: () => import('../locales/en.ts').then((module) => module.en),
  ar: () => import('../locales/ar.ts').then((module) => module.ar),
};

export async function loadNamespace(language: string, namespace: string): Promise<object> {
  if (language !== 'en' && language !== 'ar') throw new Error(`No texts for language ${language}`);
  if (namespace === 'messages') return import('./message-texts.ts').then((module) => module.messageTexts(language));
  if (namespace === 'translation') return translations[language]();
  throw new Error(`No namespace ${namespace}`);
}

/** i18next loads a language through this when it is first needed (start, switch, or a prefetch). */
const bundledTexts: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    loadNamespace(language, namespace).then(
      (texts) => callback(null, texts as Record<string, string>),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

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

/** `<html lang dir>` follow the texts: they change when the new language's texts are in, not before. */
function onLanguageChanged(language: string): void {
  if (language === 'en' || language === 'ar') applyDocumentLanguage(language);
}

export async function initI18n(language: Language): Promise<typeof i18next> {
  i18next.off('languageChanged', onLanguageChanged);
  i18next.on('languageChanged', onLanguageChanged);
  await i18next.use(bundledTexts).use(initReactI18next).init({
    lng: language,
    // No fallback language: it would load the other language's texts too. Both languages have every
    // key (locales.test.ts), so there is nothing to fall back to.
    fallbackLng: false,
    supportedLngs: languages,
    // `messages` (the shared message table) is loaded by the pages that show its texts:
    // useTranslation(['translation', 'messages']).
    ns: ['translation'],
    defaultNS: 'translation',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  applyDocumentLanguage(language);
  return i18next;
}

export { i18next };
