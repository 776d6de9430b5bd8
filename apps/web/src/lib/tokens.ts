import { readStorage, storageKeys, writeStorage, type StorageKey } from './storage.ts';

/** A three-part token whose `exp` is in the past is expired (SPEC.md 4, Stored tokens). */
export function isExpiredJwt(token: string, now = Date.now()): boolean {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return false;
  try {
    const json = atob(parts[1].replace(/-/g, '+').replace(/_/g, '/'));
    const { exp } = JSON.parse(json) as { exp?: unknown };
    return typeof exp === 'number' && exp * 1000 < now;
  } catch {
    return false;
  }
}

/** Reads a stored token, removing it first if it has expired. */
export function readToken(key: StorageKey): string | null {
  const token = readStorage(key);
  if (token && isExpiredJwt(token)) {
    writeStorage(key, null);
    return null;
  }
  return token;
}

/** The token a request carries: admin first, then user, then preview (SPEC.md 7). */
export function currentToken(): string | null {
  return readToken(storageKeys.adminToken) ?? readToken(storageKeys.authToken) ?? readToken(storageKeys.previewToken);
}

export function clearTokens(): void {
  for (const key of [storageKeys.adminToken, storageKeys.authToken, storageKeys.previewToken]) writeStorage(key, null);
}
