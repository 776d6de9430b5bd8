/**
 * Prerenders the landing page into the build (issue 7): after the client build has written its
 * files, an SSR build of src/prerender.tsx renders `/` and `/ar`, signed out, and the page is
 * written with that markup inside #root and its head tags in <head>, so it paints from HTML and
 * CSS before any JavaScript has run. Every `vite build` does it (npm run build, npm start's build,
 * the benchmarks and end-to-end runs with their own --outDir).
 *
 * Output, next to the assets:
 * - index.html      the English landing page (`/`)
 * - ar/index.html   the Arabic landing page (`/ar`)
 * - shell.html      the page every other route gets: the same head and scripts, an empty #root
 * - server/         what the API server renders first screens with (never served as files):
 *                   prerender.js, self-contained (its packages bundled in), and the page of each
 *                   language it fills (page.en.html, page.ar.html: fonts preloaded, scripts started
 *                   after the first paint, #root empty)
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { fillPage, PRERENDER_ORIGIN, webBuildFiles, type Language } from '@qamar/shared';
import type { RenderedPage } from '../src/prerender.tsx';

interface PrerenderModule {
  renderLanding: (language: Language) => Promise<RenderedPage>;
}

/**
 * The fonts of each language's first paint, preloaded so that the text rarely reflows when they
 * come (main.tsx waits for the language's own before it renders). Arabic pages take their digits,
 * Latin letters and most punctuation from Nunito, which Cairo's Arabic subset lacks: found only
 * once the page is laid out, they moved the Arabic page by a layout shift of about 0.02.
 */
const firstPaintFonts: Record<Language, RegExp> = {
  en: /^nunito-latin-(400|700|800)-normal-.*\.woff2$/,
  ar: /^(cairo-arabic-(400|600|700)|nunito-latin-(400|700|800))-normal-.*\.woff2$/,
};

/**
 * On the prerendered page the app's scripts start after the first paint: one small script imports
 * them once a frame has been drawn, so the page paints from HTML and CSS however early the scripts
 * arrive. They are not preloaded: on a slow phone network their 110 kB would share the line with
 * the page's CSS and fonts and hold its first paint back (Lighthouse mobile: /ar 93-95 with, 94-98
 * without; / 96-99 with, 97-100 without). Returns the page and that script.
 */
function startAfterFirstPaint(page: string): {
  page: string;
  boot: { file: string; code: string };
} {
  const sources: string[] = [];
  const withoutScripts = page.replace(
    /<script type="module" crossorigin src="([^"]+)"><\/script>/g,
    (_tag, src: string) => {
      sources.push(src);
      return '';
    },
  );
  if (sources.length === 0)
    throw new Error('The page has no module script to start after its first paint');
  const code =
    `const start = async () => { for (const src of ${JSON.stringify(sources)}) await import(src); };\n` +
    // After the next paint; a hidden tab draws no frames, so a timer starts it there.
    `let started = false;\nconst once = () => { if (!started) { started = true; void start(); } };\n` +
    `requestAnimationFrame(() => setTimeout(once));\nsetTimeout(once, 1000);\n`;
  const file = `assets/start-${crypto.createHash('sha256').update(code).digest('base64url').slice(0, 8)}.js`;
  return {
    page: withoutScripts.replace(
      '</head>',
      `<script type="module" src="/${file}"></script></head>`,
    ),
    boot: { file, code },
  };
}

/** The page a language's first screens go into: its direction, its fonts preloaded, #root empty. */
function languageTemplate(page: string, language: Language, dir: string, fonts: string[]): string {
  const preloads = fonts
    .map((file) => `<link rel="preload" href="/${file}" as="font" type="font/woff2" crossorigin>`)
    .join('');
  return page
    .replace(/<html[^>]*>/, `<html lang="${language}" dir="${dir}">`)
    .replace('</head>', `${preloads}</head>`);
}

/**
 * Builds src/prerender.tsx for Node into the build's server/ folder, with its packages bundled in:
 * the API server imports it from wherever the build is (an end-to-end run's build in /tmp has no
 * node_modules above it), and React runs its production build.
 */
async function buildRenderer(
  config: ResolvedConfig,
  clientOutDir: string,
): Promise<PrerenderModule> {
  const outDir = path.join(clientOutDir, webBuildFiles.serverDir);
  await build({
    configFile: config.configFile,
    root: config.root,
    mode: config.mode,
    logLevel: 'warn',
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    ssr: { noExternal: true, target: 'node' },
    build: {
      ssr: 'src/prerender.tsx',
      outDir,
      emptyOutDir: true,
      copyPublicDir: false,
      minify: false,
    },
  });
  // Its chunks import it by its plain URL: a query string here would load a second copy of React.
  return (await import(
    pathToFileURL(path.join(clientOutDir, webBuildFiles.renderer)).href
  )) as PrerenderModule;
}

export function prerenderLanding(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'qamar:prerender-landing',
    // The client build only: the SSR build it starts runs the same configuration.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle: {
      order: 'post',
      sequential: true,
      async handler(options, bundle) {
        const outDir = options.dir ?? config.build.outDir;
        const shell = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
        const assets = Object.keys(bundle);
        const module = await buildRenderer(config, outDir);
        const { page, boot } = startAfterFirstPaint(shell);
        fs.writeFileSync(path.join(outDir, boot.file), boot.code);
        const pages: Record<Language, string> = { en: '', ar: '' };
        // One after the other: the texts' language is global to the app.
        for (const language of ['en', 'ar'] as const) {
          const landing = await module.renderLanding(language);
          if (
            !landing.head.includes(
              `<link data-server-head rel="canonical" href="${PRERENDER_ORIGIN}`,
            )
          ) {
            throw new Error(
              `The prerendered landing page (${language}) has no canonical link on ${PRERENDER_ORIGIN}`,
            );
          }
          const fonts = assets.filter((file) =>
            firstPaintFonts[language].test(path.basename(file)),
          );
          const template = languageTemplate(page, language, landing.dir, fonts);
          fs.writeFileSync(path.join(outDir, webBuildFiles.template(language)), template);
          pages[language] = fillPage(template, landing);
        }
        fs.writeFileSync(path.join(outDir, webBuildFiles.shell), shell);
        fs.mkdirSync(path.join(outDir, path.dirname(webBuildFiles.landing.ar)), {
          recursive: true,
        });
        fs.writeFileSync(path.join(outDir, webBuildFiles.landing.ar), pages.ar);
        // Last: npm start compares index.html's time with the sources' to decide whether to rebuild.
        fs.writeFileSync(path.join(outDir, webBuildFiles.landing.en), pages.en);
      },
    },
  };
}
