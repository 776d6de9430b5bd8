/** localStorage keys of docs/product/limits.md, in one place. */
export const storageKeys = {
  authToken: 'authToken',
  adminToken: 'adminToken',
  previewToken: 'preview_auth_token',
  onboardingCompleted: 'onboardingCompleted',
  hasSeenOnboarding: 'hasSeenOnboarding',
  hasCreatedStories: 'hasCreatedStories',
  preferredLanguage: 'preferredLanguage',
  cookieConsent: 'cookieConsent',
} as const;

export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

/** Storage can be unavailable (private modes, blocked cookies): reading then answers null, writing is skipped. */
export function readStorage(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: StorageKey, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Nothing to do: the choice lasts for this page only.
  }
}
