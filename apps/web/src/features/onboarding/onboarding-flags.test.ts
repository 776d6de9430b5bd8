import { describe, expect, it } from 'vitest';
import type { StorageKey } from '../../lib/storage.ts';
import { closeTour, finishTour, shouldShowTour } from './onboarding-flags.ts';

function memory(initial: Record<string, string> = {}) {
  const store = new Map<string, string>(Object.entries(initial));
  return {
    store,
    read: (key: StorageKey) => store.get(key) ?? null,
    write: (key: StorageKey, value: string | null) =>
      void (value === null ? store.delete(key) : store.set(key, value)),
  };
}

describe('onboarding flags', () => {
  it('shows the tour when neither flag is stored', () => {
    expect(shouldShowTour(memory().read)).toBe(true);
  });

  it('hides it once either flag is stored', () => {
    expect(shouldShowTour(memory({ onboardingCompleted: 'true' }).read)).toBe(false);
    expect(shouldShowTour(memory({ hasSeenOnboarding: 'true' }).read)).toBe(false);
  });

  it('sets both flags when the tour is finished', () => {
    const storage = memory();
    finishTour(storage.write);
    expect(Object.fromEntries(storage.store)).toEqual({
      onboardingCompleted: 'true',
      hasSeenOnboarding: 'true',
    });
  });

  it('sets only the seen flag when the tour is closed', () => {
    const storage = memory();
    closeTour(storage.write);
    expect(Object.fromEntries(storage.store)).toEqual({ hasSeenOnboarding: 'true' });
    expect(shouldShowTour(storage.read)).toBe(false);
  });
});
