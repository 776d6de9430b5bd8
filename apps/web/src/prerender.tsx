/**
 * The app rendered to HTML, for the page's first paint before its JavaScript has run; main.tsx then
 * renders the same markup over it. The web build (scripts/prerender.ts) bundles it, packages and
 * all, into `dist/server/`, where it serves twice:
 * - at build time, the landing page at `/` and `/ar`, signed out (`renderLanding`);
 * - at request time, by the API server, a page's first screen from data it already has
 *   (`renderFirstScreen`: a shared story's viewer, apps/server/src/plugins/app/web-app.ts).
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { StaticRouter } from 'react-router';
import { createSerialQueue, locales, type Language } from '@qamar/shared';
import { AppRoutes } from './app/router.tsx';
import { FirstScreenContext } from './lib/first-screen.ts';
import { initI18n } from './lib/i18n.ts';
import { localizePath } from './lib/localized-path.ts';
import { createQueryClient } from './lib/query-client.ts';

export interface RenderedPage {
  /** React's head tags (title, description, canonical, alternates, social tags), marked `data-server-head`. */
  head: string;
  /** The markup that goes inside #root. */
  body: string;
  dir: 'ltr' | 'rtl';
}

/** A query's answer the page would have fetched, given to it up front. */
export interface KnownQuery {
  key: QueryKey;
  data: unknown;
}

/**
 * React writes a page's head tags (title, meta, link) first, then the page. They are marked so
 * that the app removes them in the commit that puts its own in (components/seo/seo.tsx).
 */
function splitHead(html: string): { head: string; body: string } {
  const head = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)*/.exec(html)?.[0] ?? '';
  const marked = head.replace(/<(title|meta|link)\b/g, '<$1 data-server-head');
  return { head: marked, body: html.slice(head.length) };
}

// The interface language is global to the app's texts: one page renders at a time.
const queue = createSerialQueue();

async function render(
  url: string,
  language: Language,
  options: { queries?: KnownQuery[]; firstScreen?: boolean } = {},
): Promise<RenderedPage> {
  return queue(async () => {
    await initI18n(language);
    // Never fetches: without a stored token the visitor is signed out, and the given answers are fresh.
    const queryClient = createQueryClient();
    for (const { key, data } of options.queries ?? []) queryClient.setQueryData(key, data);
    const errors: unknown[] = [];
    // Unlike renderToString, this waits for lazy routes and texts (every Suspense boundary); once
    // they are loaded, later renders find them in.
    const { prelude } = await prerenderToNodeStream(
      <StrictMode>
        <FirstScreenContext value={options.firstScreen ?? false}>
          <QueryClientProvider client={queryClient}>
            <StaticRouter location={url}>
              <AppRoutes />
            </StaticRouter>
          </QueryClientProvider>
        </FirstScreenContext>
      </StrictMode>,
      // One piece, with no boundary left to complete later: that would take inline scripts, which the
      // page's Content Security Policy refuses.
      {
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onError: (error) => void errors.push(error),
      },
    );
    let html = '';
    for await (const chunk of prelude) html += String(chunk);
    // The queries the page asked for (kept 5 minutes) would hold the process's timers open.
    queryClient.clear();
    // A component that failed would leave its part to the browser: the page must not ship half-drawn.
    if (errors.length > 0) throw new AggregateError(errors, `${url} did not render`);
    if (/<script\b/i.test(html))
      throw new Error(`${url} rendered an inline script, which the CSP refuses`);
    return { ...splitHead(html), dir: locales[language].dir };
  });
}

/**
 * The landing page in one language: nothing is fetched, so the examples show their placeholders,
 * as on arrival.
 */
export function renderLanding(language: Language): Promise<RenderedPage> {
  return render(localizePath('/', language), language);
}

/** `path` (with its /ar prefix for Arabic) as its first screen shows, from the answers it would fetch. */
export function renderFirstScreen(
  path: string,
  language: Language,
  queries: KnownQuery[],
): Promise<RenderedPage> {
  return render(path, language, { queries, firstScreen: true });
}
