import '@fontsource/nunito/latin-400.css';
import '@fontsource/nunito/latin-700.css';
import '@fontsource/nunito/latin-800.css';
import '@fontsource/cairo/arabic-400.css';
import '@fontsource/cairo/arabic-600.css';
import '@fontsource/cairo/arabic-700.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { initI18n, startLanguage } from './lib/i18n.ts';
import { dropExpiredTokens } from './lib/tokens.ts';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

dropExpiredTokens();
// Head tags the server wrote for link previews (shared stories) give way to the page's own.
for (const tag of document.head.querySelectorAll('[data-server-head]')) tag.remove();
await initI18n(startLanguage(window.location));
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
