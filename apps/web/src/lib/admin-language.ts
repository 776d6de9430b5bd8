import { useSyncExternalStore } from 'react';
import type { Language } from '@qamar/shared';
import { readStorage, storageKeys, writeStorage } from './storage.ts';

/**
 * The language of the admin pages. They exist once, without `/ar`, so the URL cannot say it: it is
 * the stored preference (the one every visit writes), and the language switch changes it in place.
 */
const listeners = new Set<() => void>();

export function adminLanguage(): Language {
  return readStorage(storageKeys.preferredLanguage) === 'ar' ? 'ar' : 'en';
}

export function setAdminLanguage(language: Language): void {
  writeStorage(storageKeys.preferredLanguage, language);
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useAdminLanguage(): Language {
  return useSyncExternalStore(subscribe, adminLanguage, () => 'en');
}
