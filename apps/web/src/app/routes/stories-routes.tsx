import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { RequireSession } from '../guards.tsx';
import { ChildFilter } from '../../features/children/components/child-filter.tsx';

const StoryReaderRoute = lazy(() =>
  import('./story-page.tsx').then((m) => ({ default: m.StoryPage })),
);
const GenerationRoute = lazy(() =>
  import('../../features/stories/components/generation-page.tsx').then((m) => ({
    default: m.GenerationPage,
  })),
);
const MyStoriesRoute = lazy(() =>
  import('../../features/stories/components/my-stories-page.tsx').then((m) => ({
    default: m.MyStoriesPage,
  })),
);
const DashboardRoute = lazy(() =>
  import('./dashboard.tsx').then((m) => ({ default: m.DashboardRoute })),
);

/**
 * The story pages, spread into the router's pages (each at its path and under /ar). /story/:id
 * has no guard: the server answers 404 to anyone who may not read it (docs/product/stories-and-engines.md), and
 * published stories are public.
 */
export const storyPages: RouteObject[] = [
  { path: 'story/:id', element: <StoryReaderRoute /> },
  {
    path: 'generation/:id',
    element: <RequireSession kind="user">{() => <GenerationRoute />}</RequireSession>,
  },
  {
    path: 'my-stories',
    element: (
      <RequireSession kind="user">
        {() => (
          <MyStoriesRoute
            childFilter={(value, onChange) => <ChildFilter value={value} onChange={onChange} />}
          />
        )}
      </RequireSession>
    ),
  },
  {
    path: 'dashboard',
    element: (
      <RequireSession kind="user">{(user) => <DashboardRoute user={user} />}</RequireSession>
    ),
  },
];
