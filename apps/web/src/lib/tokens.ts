import { readStorage, storageKeys, writeStorage, type StorageKey } from './storage.ts';

/** A three-part token whose `exp` is in the past is expired (docs/product/states.md, Stored tokens). */
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

export type TokenChoice = 'auto' | 'user' | 'admin' | 'none';

/** The token a request carries: by default admin first, then user, then preview (docs/product/api.md). */
export function currentToken(choice: TokenChoice = 'auto'): string | null {
  if (choice === 'none') return null;
  if (choice === 'user') return readToken(storageKeys.authToken);
  if (choice === 'admin') return readToken(storageKeys.adminToken);
  return (
    readToken(storageKeys.adminToken) ??
    readToken(storageKeys.authToken) ??
    readToken(storageKeys.previewToken)
  );
}

export function storeUserToken(token: string): void {
  writeStorage(storageKeys.authToken, token);
}

export function storeAdminToken(token: string): void {
  writeStorage(storageKeys.adminToken, token);
}

/** Signing out clears every stored token (docs/product/states.md); a refused admin token clears only itself. */
export function clearTokens(kind: 'all' | 'admin' = 'all'): void {
  const keys =
    kind === 'admin'
      ? [storageKeys.adminToken]
      : [storageKeys.adminToken, storageKeys.authToken, storageKeys.previewToken];
  for (const key of keys) writeStorage(key, null);
}

/** Expired tokens are removed on load, not only before use (docs/product/states.md). */
export function dropExpiredTokens(): void {
  for (const key of [storageKeys.adminToken, storageKeys.authToken, storageKeys.previewToken])
    readToken(key);
}
