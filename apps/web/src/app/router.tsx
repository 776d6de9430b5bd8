import { lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RootLayout } from './layout/root-layout.tsx';

// Route-level code splitting: each page is its own chunk.
const LandingRoute = lazy(() => import('./routes/landing.tsx').then((m) => ({ default: m.LandingRoute })));
const NotFoundRoute = lazy(() => import('./routes/not-found.tsx').then((m) => ({ default: m.NotFoundRoute })));
const HelpRoute = lazy(() => import('./routes/content.tsx').then((m) => ({ default: m.HelpRoute })));
const AboutRoute = lazy(() => import('./routes/content.tsx').then((m) => ({ default: m.AboutRoute })));
const TermsRoute = lazy(() => import('./routes/content.tsx').then((m) => ({ default: m.TermsRoute })));
const PrivacyRoute = lazy(() => import('./routes/content.tsx').then((m) => ({ default: m.PrivacyRoute })));

/** Every page exists twice: at its path and under /ar (SPEC.md 2); admin pages only once. */
const pages: RouteObject[] = [
  { index: true, element: <LandingRoute /> },
  { path: 'help', element: <HelpRoute /> },
  { path: 'about', element: <AboutRoute /> },
  { path: 'terms', element: <TermsRoute /> },
  { path: 'privacy', element: <PrivacyRoute /> },
  { path: '*', element: <NotFoundRoute /> },
];

export function createRouter() {
  return createBrowserRouter([
    {
      element: <RootLayout />,
      children: [{ path: 'ar', children: pages }, ...pages],
    },
  ]);
}
