import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { RequireSession } from '../guards.tsx';

const LibraryRoute = lazy(() => import('./library.tsx').then((m) => ({ default: m.LibraryRoute })));
const ForumRoute = lazy(() =>
  import('../../features/community/components/forum-page.tsx').then((m) => ({
    default: m.ForumPage,
  })),
);
const SavedStoriesRoute = lazy(() =>
  import('../../features/community/components/saved-stories-page.tsx').then((m) => ({
    default: m.SavedStoriesPage,
  })),
);

/**
 * The community pages, for signed-in parents (each at its path and under /ar). /story-library is
 * the library's other address: the same page.
 */
export const communityPages: RouteObject[] = [
  {
    path: 'library',
    element: <RequireSession kind="user">{() => <LibraryRoute />}</RequireSession>,
  },
  {
    path: 'story-library',
    element: <RequireSession kind="user">{() => <LibraryRoute />}</RequireSession>,
  },
  { path: 'forum', element: <RequireSession kind="user">{() => <ForumRoute />}</RequireSession> },
  {
    path: 'saved-stories',
    element: <RequireSession kind="user">{() => <SavedStoriesRoute />}</RequireSession>,
  },
];
