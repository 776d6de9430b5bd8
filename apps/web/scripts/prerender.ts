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
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';

type Language = 'en' | 'ar';

interface PrerenderModule {
  PRERENDER_ORIGIN: string;
  renderLanding: (language: Language) => Promise<{ html: string; dir: 'ltr' | 'rtl' }>;
}

/**
 * The fonts of each language's first paint (main.tsx waits for the same ones before it renders),
 * preloaded so that the text rarely reflows when they come. (Arabic text also takes its spaces and
 * a few signs from Nunito, which Cairo's Arabic subset lacks; preloading it too measured worse:
 * Lighthouse counts every preload against the largest paint, for a shift of about 0.02.)
 */
const firstPaintFonts: Record<Language, RegExp> = {
  en: /^nunito-latin-(400|700|800)-normal-.*\.woff2$/,
  ar: /^cairo-arabic-(400|600|700)-normal-.*\.woff2$/,
};

const pageFiles = { en: 'index.html', ar: path.join('ar', 'index.html'), shell: 'shell.html' } as const;

/**
 * React writes a page's head tags (title, meta, link) first, then the page. They are marked so
 * that main.tsx removes them just before React adds its own (which carry the page's real origin).
 */
function splitHead(html: string): { head: string; body: string } {
  const head = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)*/.exec(html)?.[0] ?? '';
  const marked = head.replace(/<(title|meta|link)\b/g, '<$1 data-server-head');
  return { head: marked, body: html.slice(head.length) };
}

/**
 * On the prerendered page the app's scripts start after the first paint: they download at once
 * (modulepreload) and one small script imports them once a frame has been drawn, so the page
 * paints from HTML and CSS however early the scripts arrive. Returns the page and that script.
 */
function startAfterFirstPaint(page: string): { page: string; boot: { file: string; code: string } } {
  const sources: string[] = [];
  const preloaded = page.replace(/<script type="module" crossorigin src="([^"]+)"><\/script>/g, (_tag, src: string) => {
    sources.push(src);
    return `<link rel="modulepreload" crossorigin href="${src}">`;
  });
  if (sources.length === 0) throw new Error('The page has no module script to start after its first paint');
  const code =
    `const start = async () => { for (const src of ${JSON.stringify(sources)}) await import(src); };\n` +
    // After the next paint; a hidden tab draws no frames, so a timer starts it there.
    `let started = false;\nconst once = () => { if (!started) { started = true; void start(); } };\n` +
    `requestAnimationFrame(() => setTimeout(once));\nsetTimeout(once, 1000);\n`;
  const file = `assets/start-${crypto.createHash('sha256').update(code).digest('base64url').slice(0, 8)}.js`;
  return { page: preloaded.replace('</head>', `<script type="module" src="/${file}"></script></head>`), boot: { file, code } };
}

function landingPage(shell: string, language: Language, dir: string, rendered: string, fonts: string[], origin: string): string {
  const { head, body } = splitHead(rendered);
  if (!head.includes(`<link data-server-head rel="canonical" href="${origin}`)) {
    throw new Error(`The prerendered landing page (${language}) has no canonical link on ${origin}`);
  }
  if (/<script\b/i.test(body)) throw new Error(`The prerendered landing page (${language}) has an inline script, which the CSP refuses`);
  const preloads = fonts.map((file) => `<link rel="preload" href="/${file}" as="font" type="font/woff2" crossorigin>`).join('');
  const html = shell
    .replace(/<html[^>]*>/, `<html lang="${language}" dir="${dir}">`)
    .replace('</head>', `${preloads}${head}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${body}</div>`);
  if (!html.includes(body)) throw new Error('The page has no empty <div id="root"></div> to prerender into');
  return html;
}

/** Builds src/prerender.tsx for Node into a folder of its own (externals resolve from node_modules). */
async function buildRenderer(config: ResolvedConfig): Promise<{ module: PrerenderModule; cleanup: () => void }> {
  const outDir = path.join(config.root, 'node_modules', '.cache', `prerender-${process.pid}-${crypto.randomBytes(4).toString('hex')}`);
  const cleanup = () => fs.rmSync(outDir, { recursive: true, force: true });
  try {
    await build({
      configFile: config.configFile,
      root: config.root,
      mode: config.mode,
      logLevel: 'warn',
      build: { ssr: 'src/prerender.tsx', outDir, emptyOutDir: true, copyPublicDir: false, minify: false },
    });
    const module = (await import(pathToFileURL(path.join(outDir, 'prerender.js')).href)) as PrerenderModule;
    return { module, cleanup };
  } catch (error) {
    cleanup();
    throw error;
  }
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
        const { module, cleanup } = await buildRenderer(config);
        try {
          const { page: template, boot } = startAfterFirstPaint(shell);
          fs.writeFileSync(path.join(outDir, boot.file), boot.code);
          const pages: Record<Language, string> = { en: '', ar: '' };
          // One after the other: the texts' language is global to the app.
          for (const language of ['en', 'ar'] as const) {
            const { html, dir } = await module.renderLanding(language);
            const fonts = assets.filter((file) => firstPaintFonts[language].test(path.basename(file)));
            pages[language] = landingPage(template, language, dir, html, fonts, module.PRERENDER_ORIGIN);
          }
          fs.writeFileSync(path.join(outDir, pageFiles.shell), shell);
          fs.mkdirSync(path.join(outDir, path.dirname(pageFiles.ar)), { recursive: true });
          fs.writeFileSync(path.join(outDir, pageFiles.ar), pages.ar);
          // Last: npm start compares index.html's time with the sources' to decide whether to rebuild.
          fs.writeFileSync(path.join(outDir, pageFiles.en), pages.en);
        } finally {
          cleanup();
        }
      },
    },
  };
}
