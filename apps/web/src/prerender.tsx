/**
 * The build's prerender of the landing page (vite.config.ts runs it after the client build): the
 * real app at `/` or `/ar`, signed out, as HTML. The page paints from it before its JavaScript has
 * run; main.tsx then renders the same markup over it.
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { QueryClientProvider } from '@tanstack/react-query';
import { StaticRouter } from 'react-router';
import { locales, type Language } from '@qamar/shared';
import { AppRoutes } from './app/router.tsx';
import { initI18n } from './lib/i18n.ts';
import { localizePath } from './lib/localized-path.ts';
import { createQueryClient } from './lib/query-client.ts';

export { PRERENDER_ORIGIN } from './components/seo/seo.tsx';

/**
 * The landing page in one language and its writing direction: React's head tags (title,
 * description, canonical, alternates, social tags), written first, then the page's markup. Without
 * a stored token the visitor is signed out and nothing is fetched, so the examples show their
 * placeholders, as on arrival.
 */
export async function renderLanding(language: Language): Promise<{ html: string; dir: 'ltr' | 'rtl' }> {
  await initI18n(language);
  const queryClient = createQueryClient();
  const errors: unknown[] = [];
  // Unlike renderToString, this waits for the lazy landing route (every Suspense boundary).
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <StaticRouter location={localizePath('/', language)}>
          <AppRoutes />
        </StaticRouter>
      </QueryClientProvider>
    </StrictMode>,
    // One piece, with no boundary left to complete later: that would take inline scripts, which the
    // page's Content Security Policy refuses.
    { progressiveChunkSize: Number.POSITIVE_INFINITY, onError: (error) => void errors.push(error) },
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  // The queries the page asked for (kept 5 minutes) would hold the build's process open.
  queryClient.clear();
  // A component that failed would leave its part to the browser: the page must not ship half-drawn.
  if (errors.length > 0) throw new AggregateError(errors, `The landing page (${language}) did not prerender`);
  return { html, dir: locales[language].dir };
}
