/** The navigation of docs/product/screens.md, one list for the header, the mobile menu and tests. */
export const signedInNav = [
  { to: '/dashboard', key: 'nav.dashboard' },
  { to: '/my-stories', key: 'nav.myStories' },
  { to: '/library', key: 'nav.library' },
  { to: '/create', key: 'nav.createStory' },
  { to: '/forum', key: 'nav.forum' },
] as const;

export const signedOutNav = [
  { to: '/about', key: 'nav.about' },
  { to: '/help', key: 'nav.help' },
] as const;

export const userMenuItems = [
  { to: '/profile', key: 'nav.profile' },
  { to: '/child-profiles', key: 'nav.childProfiles' },
  { to: '/subscription', key: 'nav.subscription' },
] as const;

/** A story page counts as My Stories (docs/product/screens.md). */
export function isNavActive(itemPath: string, pathname: string): boolean {
  if (itemPath === '/my-stories' && pathname.startsWith('/story/')) return true;
  return pathname === itemPath || pathname.startsWith(`${itemPath}/`);
}
