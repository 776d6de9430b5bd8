import type { Language } from './i18n/locales.ts';

/**
 * What the web build writes for the server to send (apps/web/scripts/prerender.ts writes them,
 * apps/server/src/plugins/app/web-app.ts reads them), as paths inside the build folder.
 */
export const webBuildFiles = {
  /** The landing page prerendered, in each language. */
  landing: { en: 'index.html', ar: 'ar/index.html' } satisfies Record<Language, string>,
  /** The page of every other route, #root empty. */
  shell: 'shell.html',
  /** The server's own folder, never served as files. */
  serverDir: 'server',
  /** The module that renders a page's first screen per request (src/prerender.tsx, bundled). */
  renderer: 'server/prerender.js',
  /** The page of a language that first screens are rendered into. */
  template: (language: Language) => `server/page.${language}.html`,
} as const;

/**
 * The origin the build's prerender writes into a page's absolute links (canonical, alternates,
 * social tags), where no window tells it the real one; the server puts its public URL in its place.
 */
export const PRERENDER_ORIGIN = 'https://public-origin.invalid';

const EMPTY_ROOT = '<div id="root"></div>';

/** A page of the build with head tags and #root's markup put in (at build time, and per request). */
export function fillPage(
  template: string,
  { head = '', body }: { head?: string; body: string },
): string {
  if (!template.includes(EMPTY_ROOT))
    throw new Error('The page has no empty <div id="root"></div> to render into');
  return template
    .replace('</head>', () => `${head}</head>`)
    .replace(EMPTY_ROOT, () => `<div id="root">${body}</div>`);
}
