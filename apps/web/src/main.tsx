import '@fontsource/nunito/latin-400.css';
import '@fontsource/nunito/latin-700.css';
import '@fontsource/nunito/latin-800.css';
import '@fontsource/cairo/arabic-400.css';
import '@fontsource/cairo/arabic-600.css';
import '@fontsource/cairo/arabic-700.css';
import './styles.css';
import { startTransition, StrictMode } from 'react';
import type { Language } from '@qamar/shared';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { prefetchFirstScreen, preloadFirstPage } from './app/router.tsx';
import { initI18n, loadAppTexts, startLanguage } from './lib/i18n.ts';
import { stripLanguage } from './lib/localized-path.ts';
import { createQueryClient } from './lib/query-client.ts';
import { dropExpiredTokens } from './lib/tokens.ts';

/**
 * The first paint's fonts load together with the texts, so the page does not reflow when they
 * arrive (layout shift); a slow font holds the first paint back at most 800 ms.
 */
function firstPaintFonts(language: Language): Promise<unknown> {
  const [family, weights, sample] =
    language === 'ar' ? ['Cairo', [400, 600, 700], 'قمر'] : ['Nunito', [400, 700, 800], 'Qamar'];
  const loads = Promise.all(
    weights.map((weight) => document.fonts.load(`${weight} 1em ${family}`, sample)),
  ).catch(() => undefined);
  return Promise.race([loads, new Promise((resolve) => setTimeout(resolve, 800))]);
}

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

async function start(container: HTMLElement): Promise<void> {
  dropExpiredTokens();
  const pageLanguage = document.documentElement.lang;
  const language = startLanguage(window.location);
  // A stored language the server could not see (it answered `/` in the browser's language): the
  // prerendered page in the other language goes now, before the page turns to the new direction.
  if (language !== pageLanguage) container.replaceChildren();
  // The first page's code loads with the texts; the landing page has to be in before React renders
  // over its prerendered markup, or a spinner would take its place for a moment. (Not a top-level
  // await: the page's chunk imports this one, which could then never finish.)
  const firstPage = preloadFirstPage(window.location.pathname).catch(() => undefined);
  // Every page but the landing page shows the other screens' texts: they load beside the rest.
  const appTexts =
    stripLanguage(window.location.pathname) === '/'
      ? undefined
      : loadAppTexts(language).catch(() => undefined);
  const queryClient = createQueryClient();
  const firstScreenData = container.hasChildNodes()
    ? prefetchFirstScreen(window.location.pathname, queryClient)
    : undefined;
  await Promise.all([
    initI18n(language),
    firstPaintFonts(language),
    firstPage,
    appTexts,
    firstScreenData,
  ]);
  const app = (
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>
  );
  const root = createRoot(container);
  // Over a prerendered page, React renders in a transition: in small slices the browser can answer
  // input between, the page staying as it is until the same markup replaces it in one go.
  if (container.hasChildNodes()) startTransition(() => root.render(app));
  else root.render(app);
}

void start(root);
