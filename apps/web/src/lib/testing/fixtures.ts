import type { CurrentUser } from '@qamar/shared';
import { initI18n, loadAppTexts } from '../i18n.ts';

/** A signed-in parent with a verified email, changed by `overrides`. */
export function parentUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 7,
    role: 'user',
    username: 'layla',
    name: 'Layla',
    email: 'layla@example.com',
    emailVerified: true,
    subscription: 'Free',
    displayName: null,
    ...overrides,
  };
}

/** Starts the translator in English with every screen's texts in both languages loaded. */
export async function loadBothLanguages(): Promise<void> {
  await initI18n('en');
  await Promise.all([loadAppTexts('en'), loadAppTexts('ar')]);
}
