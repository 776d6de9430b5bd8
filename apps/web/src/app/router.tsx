import type { QueryClient } from '@tanstack/react-query';
import { lazy, useState } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { RequireSession } from './guards.tsx';
import { RootLayout } from './layout/root-layout.tsx';
import { stripLanguage } from '../lib/localized-path.ts';
import { loadSharedStoryPage, prefetchSharedStory, sharePages } from './routes/share-routes.tsx';
import { storyPages } from './routes/stories-routes.tsx';
import { communityPages } from './routes/community-routes.tsx';
import { billingPages } from './routes/billing-routes.tsx';
import { adminPages } from './routes/admin-routes.tsx';
import type { LandingRoute as LandingPage } from './routes/landing.tsx';

// Route-level code splitting: each page is its own chunk.
let LoadedLandingRoute: typeof LandingPage | undefined;
const loadLanding = () =>
  import('./routes/landing.tsx').then((module) => (LoadedLandingRoute = module.LandingRoute));
const LazyLandingRoute = lazy(() => loadLanding().then((component) => ({ default: component })));
/**
 * Once its module is in (main.tsx waits for it on arrival at / or /ar), the landing page renders
 * at once: React's first render draws it over the prerendered markup, not a spinner in its place.
 */
function LandingRoute() {
  // Chosen once while the page shows, so that it is never swapped (and remounted) meanwhile.
  const [Page] = useState(() => LoadedLandingRoute ?? LazyLandingRoute);
  return <Page />;
}
const NotFoundRoute = lazy(() =>
  import('./routes/not-found.tsx').then((m) => ({ default: m.NotFoundRoute })),
);
const HelpRoute = lazy(() =>
  import('./routes/content.tsx').then((m) => ({ default: m.HelpRoute })),
);
const AboutRoute = lazy(() =>
  import('./routes/content.tsx').then((m) => ({ default: m.AboutRoute })),
);
const TermsRoute = lazy(() =>
  import('./routes/content.tsx').then((m) => ({ default: m.TermsRoute })),
);
const PrivacyRoute = lazy(() =>
  import('./routes/content.tsx').then((m) => ({ default: m.PrivacyRoute })),
);
const AuthRoute = lazy(() =>
  import('../features/auth/components/auth-page.tsx').then((m) => ({ default: m.AuthPage })),
);
const AdminLoginRoute = lazy(() =>
  import('../features/admin-auth/components/admin-login-page.tsx').then((m) => ({
    default: m.AdminLoginPage,
  })),
);
const VerifyEmailRoute = lazy(() =>
  import('../features/account/components/verify-email-page.tsx').then((m) => ({
    default: m.VerifyEmailPage,
  })),
);
const ForgotPasswordRoute = lazy(() =>
  import('../features/account/components/forgot-password-page.tsx').then((m) => ({
    default: m.ForgotPasswordPage,
  })),
);
const ResetPasswordRoute = lazy(() =>
  import('../features/account/components/reset-password-page.tsx').then((m) => ({
    default: m.ResetPasswordPage,
  })),
);
const ProfileRoute = lazy(() =>
  import('../features/account/components/profile-page.tsx').then((m) => ({
    default: m.ProfilePage,
  })),
);
const CreateRoute = lazy(() =>
  import('./routes/create.tsx').then((m) => ({ default: m.CreateRoute })),
);
const CreateCharacterRoute = lazy(() =>
  import('../features/catalogue/components/create-character-page.tsx').then((m) => ({
    default: m.CreateCharacterPage,
  })),
);
const CreateLocationRoute = lazy(() =>
  import('../features/catalogue/components/create-location-page.tsx').then((m) => ({
    default: m.CreateLocationPage,
  })),
);
const MyCharactersRoute = lazy(() =>
  import('../features/catalogue/components/my-characters-page.tsx').then((m) => ({
    default: m.MyCharactersPage,
  })),
);
const ChildProfilesRoute = lazy(() =>
  import('../features/children/components/child-profiles-page.tsx').then((m) => ({
    default: m.ChildProfilesPage,
  })),
);
const MyLocationsRoute = lazy(() =>
  import('../features/catalogue/components/my-locations-page.tsx').then((m) => ({
    default: m.MyLocationsPage,
  })),
);

/** Every page exists twice: at its path and under /ar (docs/product/screens.md); admin pages only once. */
const pages: RouteObject[] = [
  { index: true, element: <LandingRoute /> },
  { path: 'help', element: <HelpRoute /> },
  { path: 'about', element: <AboutRoute /> },
  { path: 'terms', element: <TermsRoute /> },
  { path: 'privacy', element: <PrivacyRoute /> },
  { path: 'auth', element: <AuthRoute /> },
  { path: 'admin-login', element: <AdminLoginRoute /> },
  { path: 'admin/login', element: <AdminLoginRoute /> },
  { path: 'verify-email', element: <VerifyEmailRoute /> },
  { path: 'forgot-password', element: <ForgotPasswordRoute /> },
  { path: 'reset-password', element: <ResetPasswordRoute /> },
  {
    path: 'profile',
    element: <RequireSession kind="user">{(user) => <ProfileRoute user={user} />}</RequireSession>,
  },
  {
    path: 'create',
    element: <RequireSession kind="user-or-admin">{() => <CreateRoute />}</RequireSession>,
  },
  {
    path: 'create-character',
    element: <RequireSession kind="user-or-admin">{() => <CreateCharacterRoute />}</RequireSession>,
  },
  {
    path: 'create-location',
    element: <RequireSession kind="user-or-admin">{() => <CreateLocationRoute />}</RequireSession>,
  },
  {
    path: 'my-characters',
    element: <RequireSession kind="user">{() => <MyCharactersRoute />}</RequireSession>,
  },
  {
    path: 'child-profiles',
    element: <RequireSession kind="user">{() => <ChildProfilesRoute />}</RequireSession>,
  },
  {
    path: 'my-locations',
    element: <RequireSession kind="user">{() => <MyLocationsRoute />}</RequireSession>,
  },
  ...storyPages,
  ...sharePages,
  ...communityPages,
  ...billingPages,
  { path: '*', element: <NotFoundRoute /> },
];

/** The pages people arrive on start loading with the language's texts, not after them. */
export function preloadFirstPage(pathname: string): Promise<unknown> {
  const path = stripLanguage(pathname);
  if (path === '/') return loadLanding();
  if (path.startsWith('/share/')) return loadSharedStoryPage();
  return Promise.resolve();
}

/**
 * The data of a first screen the server rendered into the page (a shared story's), fetched before
 * React renders over it: the page would otherwise show its spinner in the picture's place meanwhile.
 */
export function prefetchFirstScreen(pathname: string, queryClient: QueryClient): Promise<void> {
  return prefetchSharedStory(stripLanguage(pathname), queryClient);
}

const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    // Admin pages exist once, before the others (whose catch-all would take them), with no /ar twin.
    children: [{ path: 'ar', children: pages }, ...adminPages, ...pages],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}
