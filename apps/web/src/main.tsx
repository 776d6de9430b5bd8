import '@fontsource/nunito/latin-400.css';
import '@fontsource/nunito/latin-700.css';
import '@fontsource/nunito/latin-800.css';
import '@fontsource/cairo/arabic-400.css';
import '@fontsource/cairo/arabic-600.css';
import '@fontsource/cairo/arabic-700.css';
import './styles.css';
import { StrictMode } from 'react';
import type { Language } from '@qamar/shared';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { preloadFirstPage } from './app/router.tsx';
import { initI18n, startLanguage } from './lib/i18n.ts';
import { dropExpiredTokens } from './lib/tokens.ts';

/**
 * The first paint's fonts load together with the texts, so the page does not reflow when they
 * arrive (layout shift); a slow font holds the first paint back at most 800 ms.
 */
function firstPaintFonts(language: Language): Promise<unknown> {
  const [family, weights, sample] = language === 'ar' ? ['Cairo', [400, 600, 700], 'قمر'] : ['Nunito', [400, 700, 800], 'Qamar'];
  const loads = Promise.all(weights.map((weight) => document.fonts.load(`${weight} 1em ${family}`, sample))).catch(() => undefined);
  return Promise.race([loads, new Promise((resolve) => setTimeout(resolve, 800))]);
}

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

dropExpiredTokens();
// Head tags the server wrote for link previews (shared stories) give way to the page's own.
for (const tag of document.head.querySelectorAll('[data-server-head]')) tag.remove();
const language = startLanguage(window.location);
preloadFirstPage(window.location.pathname);
await Promise.all([initI18n(language), firstPaintFonts(language)]);
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
