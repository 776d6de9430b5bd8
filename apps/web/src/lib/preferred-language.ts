import type { Language } from '@qamar/shared';
import { readStorage, storageKeys, writeStorage } from './storage.ts';

/**
 * The language a visitor prefers: the one stored at their last visit, else the browser's. The URL
 * decides on every page that has an `/ar` twin; admin pages have none, so there this preference is
 * the interface language, and the language switch changes it (`choosePreferredLanguage`).
 */
export function readPreferredLanguage(): Language {
  const stored = readStorage(storageKeys.preferredLanguage);
  if (stored === 'ar' || stored === 'en') return stored;
  if (typeof navigator === 'undefined') return 'en';
  for (const tag of navigator.languages ?? [navigator.language]) {
    const base = tag.toLowerCase().split('-')[0];
    if (base === 'ar' || base === 'en') return base;
  }
  return 'en';
}

const listeners = new Set<() => void>();

export function subscribePreferredLanguage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Stores a choice and tells every page that follows the preference (the admin pages). */
export function choosePreferredLanguage(language: Language): void {
  writeStorage(storageKeys.preferredLanguage, language);
  for (const listener of listeners) listener();
}
