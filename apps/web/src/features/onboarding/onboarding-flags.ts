import { readStorage, storageKeys, writeStorage } from '../../lib/storage.ts';

type Read = typeof readStorage;
type Write = typeof writeStorage;

/** docs/product/states.md "Other": the tour shows only when neither flag is stored. */
export function shouldShowTour(read: Read = readStorage): boolean {
  return !read(storageKeys.onboardingCompleted) && !read(storageKeys.hasSeenOnboarding);
}

/** Finishing the tour sets both flags. */
export function finishTour(write: Write = writeStorage): void {
  write(storageKeys.onboardingCompleted, 'true');
  write(storageKeys.hasSeenOnboarding, 'true');
}

/** Closing it early sets only "seen": it does not come back, but it was not completed. */
export function closeTour(write: Write = writeStorage): void {
  write(storageKeys.hasSeenOnboarding, 'true');
}
