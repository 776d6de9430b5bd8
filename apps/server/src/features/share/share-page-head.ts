import type { FastifyInstance } from 'fastify';
import {
  sharedStoryQueryKey,
  shareTokenPattern,
  translateMessage,
  type Language,
  type SharedStoryResponse,
} from '@qamar/shared';
import type { SharedStory } from './shared-story-bytes.ts';
import type { LinkView } from './view-count.ts';

/**
 * Link previews (chat apps, social sites) run no script: the shared page's HTML carries the
 * story's title and first picture, and the viewer's first screen. Reading it counts no view.
 */
export function registerSharePageHead(
  app: FastifyInstance,
  peek: (token: string) => Promise<LinkView[]>,
  sharedStory: (
    view: LinkView,
    token: string,
    language: Language,
  ) => Promise<SharedStory | undefined>,
): void {
  app.pageHeads.push(async (pathname, language) => {
    const token = /^\/(?:ar\/)?share\/([^/]+)$/.exec(pathname)?.[1];
    if (!token || !shareTokenPattern.test(token)) return null;
    const [row] = await peek(token);
    const shared = row && (await sharedStory(row, token, language));
    if (!row || !shared) return null;
    const { story, pages } = JSON.parse(`{"shareInfo":null${shared.full.toString()}`) as Pick<
      SharedStoryResponse,
      'story' | 'pages'
    >;
    // The viewer's first screen, down to the first picture (never the text), as the load that counts
    // this view will most likely see it; the page then fetches the story, counting the view.
    const firstScreen: SharedStoryResponse = {
      shareInfo: { isAuthenticated: false, viewCount: row.viewCount + 1, maxViews: row.maxViews },
      story,
      pages,
    };
    const picture = pages[0]?.imageMedium;
    const fullPicture = pages[0]?.imageUrl;
    return {
      title: story.title,
      description: translateMessage('share.previewDescription', language),
      // Indexable like any page (docs/decisions/006): robots.txt keeps crawlers out of /api/, so
      // what a search engine can see is this title and picture, never the story's text.
      ...(picture ? { image: new URL(picture, app.config.publicUrl).href } : {}),
      ...(fullPicture ? { preloadImage: fullPicture } : {}),
      // The web app leaves it out for link previews and HEAD requests (plugins/app/web-app.ts).
      firstScreen: [{ key: sharedStoryQueryKey(token), data: firstScreen }],
    };
  });
}
