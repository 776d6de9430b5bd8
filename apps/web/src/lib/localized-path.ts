import type { Language } from '@qamar/shared';

const ARABIC_PREFIX = '/ar';

export function isArabicPath(pathname: string): boolean {
  return pathname === ARABIC_PREFIX || pathname.startsWith(`${ARABIC_PREFIX}/`);
}

/** Admin-protected pages have no /ar variant (docs/product/screens.md); the admin sign-in pages are public and do. */
export function isAdminPath(pathname: string): boolean {
  const path = stripLanguage(pathname);
  return (path === '/admin' || path.startsWith('/admin/')) && path !== '/admin/login';
}

export function stripLanguage(pathname: string): string {
  if (!isArabicPath(pathname)) return pathname || '/';
  return pathname.slice(ARABIC_PREFIX.length) || '/';
}

/** The same page in a language: `/help` → `/ar/help`, `/ar` → `/`. */
export function localizePath(pathname: string, language: Language): string {
  const bare = stripLanguage(pathname);
  if (language === 'en' || isAdminPath(bare)) return bare;
  return bare === '/' ? ARABIC_PREFIX : `${ARABIC_PREFIX}${bare}`;
}

export function languageOfPath(pathname: string): Language {
  return isArabicPath(pathname) ? 'ar' : 'en';
}
