import { lazy } from 'react';
import type { RouteObject } from 'react-router';

export const loadSharedStoryPage = () => import('../../features/share/components/shared-story-page.tsx');
const SharedStoryRoute = lazy(() => loadSharedStoryPage().then((m) => ({ default: m.SharedStoryPage })));

/** The public shared viewer (SPEC.md 2), spread into the router's pages: at /share/:shareToken and under /ar. */
export const sharePages: RouteObject[] = [{ path: 'share/:shareToken', element: <SharedStoryRoute /> }];
