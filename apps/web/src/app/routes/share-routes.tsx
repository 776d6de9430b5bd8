import { lazy } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { shareTokenPattern } from '@qamar/shared';
import { sharedStoryQuery } from '../../features/share/api/get-shared-story.ts';

export const loadSharedStoryPage = () =>
  import('../../features/share/components/shared-story-page.tsx');
const SharedStoryRoute = lazy(() =>
  loadSharedStoryPage().then((m) => ({ default: m.SharedStoryPage })),
);

/** The public shared viewer (docs/product/screens.md), spread into the router's pages: at /share/:shareToken and under /ar. */
export const sharePages: RouteObject[] = [
  { path: 'share/:shareToken', element: <SharedStoryRoute /> },
];

/** Fetches the story a shared viewer at `path` (without its language prefix) shows, counting its view. */
export function prefetchSharedStory(path: string, queryClient: QueryClient): Promise<void> {
  const shareToken = /^\/share\/([^/]+)$/.exec(path)?.[1];
  if (!shareToken || !shareTokenPattern.test(shareToken)) return Promise.resolve();
  return queryClient.prefetchQuery(sharedStoryQuery(shareToken));
}
