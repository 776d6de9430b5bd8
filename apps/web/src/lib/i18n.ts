import { locales, type Language } from '@qamar/shared';
import { readPreferredLanguage } from './preferred-language.ts';
import { isAdminPath, isArabicPath, localizePath } from './localized-path.ts';
import { Translator, type Namespace } from './translator.ts';

/**
 * Each language's interface texts are their own chunks, so a page loads only the language it shows:
 * the texts every page needs (the landing page's included) at start, the other screens' texts
 * (`loadAppTexts`) when one of them first shows, the shared message table when a page asks for it.
 */
const translations: Record<Language, () => Promise<object>> = {
  en: () => import('../locales/core.en.ts').then((module) => module.coreEn),
  ar: () => import('../locales/core.ar.ts').then((module) => module.coreAr),
};
const appTranslations: Record<Language, () => Promise<object>> = {
  en: () => import('../locales/app.en.ts').then((module) => module.appEn),
  ar: () => import('../locales/app.ar.ts').then((module) => module.appAr),
};

function loadNamespace(language: Language, namespace: Namespace) {
  if (namespace === 'messages')
    return import('./message-texts.ts').then((module) => module.messageTexts(language));
  return translations[language]() as Promise<Record<string, string>>;
}

export const i18n = new Translator(loadNamespace);

const appTextsLoaded = new Map<Language, Promise<void>>();

/**
 * The texts of the screens behind the landing page, in a language: added to its translations the
 * first time, the same promise afterwards (React's `use` waits on it: app/layout/app-texts.tsx).
 */
export function loadAppTexts(language: Language): Promise<void> {
  let loaded = appTextsLoaded.get(language);
  if (!loaded) {
    loaded = appTranslations[language]().then((texts) =>
      i18n.addResourceBundle(language, 'translation', texts),
    );
    loaded.catch(() => appTextsLoaded.delete(language));
    appTextsLoaded.set(language, loaded);
  }
  return loaded;
}

/** A switch loads everything the page shows in the other language first, so nothing flashes half-translated. */
export async function switchLanguage(language: Language): Promise<void> {
  if (appTextsLoaded.has(i18n.language)) await loadAppTexts(language);
  await i18n.changeLanguage(language);
}

/** Detection order of docs/product/limits.md: the path, then the stored preference, then the browser. */
export function detectLanguage(pathname: string): Language {
  if (isArabicPath(pathname)) return 'ar';
  return readPreferredLanguage();
}

/**
 * On arrival at a page without a language prefix, a stored or browser preference for Arabic
 * opens its /ar twin, before the router starts. Admin pages have no twin: they start in the
 * preference itself. Returns the language to start in.
 */
export function startLanguage(location: Location): Language {
  const language = detectLanguage(location.pathname);
  // Admin pages have no /ar twin: they start in the preference itself.
  if (isAdminPath(location.pathname)) return language;
  if (language === 'ar' && !isArabicPath(location.pathname)) {
    window.history.replaceState(
      window.history.state,
      '',
      `${localizePath(location.pathname, 'ar')}${location.search}${location.hash}`,
    );
  }
  // Admin pages have no /ar twin: they start in the preferred language.
  if (isAdminPath(window.location.pathname)) return language;
  return isArabicPath(window.location.pathname) ? 'ar' : 'en';
}

export function applyDocumentLanguage(language: Language): void {
  // The build's prerender (no document) writes `<html lang dir>` into the page itself.
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  document.documentElement.dir = locales[language].dir;
}

let unsubscribe: (() => void) | undefined;

/** Loads the language's texts; `<html lang dir>` then follow every switch, once the new texts are in. */
export async function initI18n(language: Language): Promise<Translator> {
  unsubscribe?.();
  unsubscribe = i18n.onLanguageChanged(applyDocumentLanguage);
  await i18n.init(language);
  applyDocumentLanguage(language);
  return i18n;
}
