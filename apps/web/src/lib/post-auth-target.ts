import { readStorage, storageKeys } from './storage.ts';

/** Only a path of this site: `/create`, never `//evil.example` or `https://…`. */
export function safeReturnTo(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\'))
    return null;
  return value;
}

/** docs/product/screens.md: returnTo if given, else /dashboard for a parent who has made stories, else /create. */
export function postAuthTarget(search: URLSearchParams): string {
  return (
    safeReturnTo(search.get('returnTo')) ??
    (readStorage(storageKeys.hasCreatedStories) ? '/dashboard' : '/create')
  );
}
