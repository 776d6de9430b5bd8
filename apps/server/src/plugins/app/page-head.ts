import fp from 'fastify-plugin';
import type { Language } from '@qamar/shared';

/** Head tags a page gets in its HTML, for link previews and search engines that run no script. */
export interface PageHead {
  title: string;
  description: string;
  /** Absolute URL of the preview picture. */
  image?: string;
  /**
   * The picture the page shows first (its largest paint), fetched beside the scripts instead of
   * after them. The shared viewer shows the full picture on phones and computers alike (its
   * `srcset` picks 1024w at every width above 512 device pixels).
   */
  preloadImage?: string;
  noindex?: boolean;
  /**
   * The answers the page's first screen shows, by query key: the server renders that screen into
   * the HTML from them (the web build's renderer, web-app.ts), so it paints before any script.
   */
  firstScreen?: KnownQuery[];
}

/** A query of the web app (its key) and the answer it would get. */
export interface KnownQuery {
  key: readonly unknown[];
  data: unknown;
}

/** Link previews (chat apps, social sites, search engines) read a page but are not its readers. */
const ROBOT =
  /bot|crawl|spider|slurp|preview|facebookexternalhit|whatsapp|telegram|discord|slack|embedly|vkshare|pinterest|skype|quora link/i;

export const isLinkPreviewRobot = (userAgent: string | undefined) => ROBOT.test(userAgent ?? '');

export type PageHeadResolver = (pathname: string, language: Language) => Promise<PageHead | null>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Features add resolvers for their pages; the web app asks them before sending index.html. */
    pageHeads: PageHeadResolver[];
  }
}

export default fp(
  async (app) => {
    app.decorate('pageHeads', [] as PageHeadResolver[]);
  },
  { name: 'page-head' },
);

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The tags of a page head, as HTML; marked so the web app replaces them with its own once it runs. */
export function renderPageHead(head: PageHead): string {
  const tags = [
    `<title data-server-head>${escape(head.title)}</title>`,
    `<meta data-server-head name="description" content="${escape(head.description)}" />`,
    `<meta data-server-head property="og:title" content="${escape(head.title)}" />`,
    `<meta data-server-head property="og:description" content="${escape(head.description)}" />`,
    `<meta data-server-head property="og:type" content="article" />`,
    ...(head.image
      ? [
          `<meta data-server-head property="og:image" content="${escape(head.image)}" />`,
          `<meta data-server-head name="twitter:card" content="summary_large_image" />`,
        ]
      : []),
    ...(head.preloadImage
      ? [
          `<link data-server-head rel="preload" as="image" href="${escape(head.preloadImage)}" fetchpriority="high" />`,
        ]
      : []),
    ...(head.noindex ? ['<meta data-server-head name="robots" content="noindex" />'] : []),
  ];
  return tags.join('');
}
