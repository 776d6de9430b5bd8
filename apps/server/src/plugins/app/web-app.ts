import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { fillPage, PRERENDER_ORIGIN, webBuildFiles, type Language } from '@qamar/shared';
import { AppError } from '../../errors/app-error.ts';
import { isApiRequest, requestPath } from '../../http/request-path.ts';
import { isLinkPreviewRobot, renderPageHead, type KnownQuery } from './page-head.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

type Pages = Record<Language, string>;

/** The pages the handler below sends, never as files. */
const PAGE_FILES = new Set(
  [webBuildFiles.landing.en, webBuildFiles.landing.ar, webBuildFiles.shell].map(
    (file) => `/${file}`,
  ),
);

/** apps/web/src/prerender.tsx, as the build bundles it. */
interface FirstScreenRenderer {
  renderFirstScreen: (
    path: string,
    language: Language,
    queries: KnownQuery[],
  ) => Promise<{ head: string; body: string }>;
}

/** Client routes under /ar get the same page with `lang="ar" dir="rtl"` from the first byte. */
function isArabicPath(pathname: string): boolean {
  return pathname === '/ar' || pathname.startsWith('/ar/');
}

function isLandingPath(pathname: string): boolean {
  return pathname === '/' || pathname === '/ar' || pathname === '/ar/';
}

type SitePages = {
  landing: Pages;
  shell: Pages;
  /** The pages a first screen is rendered into (fonts preloaded, scripts started after the first paint), if the build has them. */
  firstScreen?: Pages;
};

/**
 * The build (apps/web/scripts/prerender.ts) writes the landing page prerendered in each language
 * (index.html, ar/index.html) and the page of every other route with an empty #root (shell.html),
 * so that no other page shows the landing page before its own. A build without shell.html (older
 * than the prerender) has only index.html, the empty page, used for every route.
 */
function readPages(root: string, publicUrl: string): SitePages {
  const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
  const bothLanguages = (page: string): Pages => ({
    en: page,
    ar: page.replace(/<html[^>]*>/, '<html lang="ar" dir="rtl">'),
  });
  if (!fs.existsSync(path.join(root, webBuildFiles.shell))) {
    const shell = bothLanguages(read(webBuildFiles.landing.en));
    return { landing: shell, shell };
  }
  const withOrigin = (page: string) => page.replaceAll(PRERENDER_ORIGIN, publicUrl);
  const { landing, shell, template } = webBuildFiles;
  return {
    landing: { en: withOrigin(read(landing.en)), ar: withOrigin(read(landing.ar)) },
    shell: bothLanguages(read(shell)),
    ...(fs.existsSync(path.join(root, template('en')))
      ? { firstScreen: { en: read(template('en')), ar: read(template('ar')) } }
      : {}),
  };
}

/**
 * Serves the built web app: hashed files under /assets/ cached for a year, everything else
 * revalidated, and a page for any GET outside /api/ without a file extension (client routes): the
 * prerendered landing page at / and /ar, a page whose head gives its first screen's data (a shared
 * story) rendered with it, the empty shell elsewhere.
 */
export default fp(
  async (app) => {
    const root = app.config.webDistDir;
    const indexFile = path.join(root, webBuildFiles.landing.en);
    const hasWebApp = fs.existsSync(indexFile);
    if (!hasWebApp) app.log.warn({ root }, 'the web app is not built; only the API is served');

    const pages = hasWebApp ? readPages(root, app.config.publicUrl) : undefined;

    // Imported on the first page that has a first screen to render (about 2 MB of the app's code).
    let renderer: Promise<FirstScreenRenderer> | undefined;
    const loadRenderer = () => {
      renderer ??= import(
        pathToFileURL(path.join(root, webBuildFiles.renderer)).href
      ) as Promise<FirstScreenRenderer>;
      return renderer;
    };

    /**
     * The page with its first screen in #root, rendered from the answers the page head gave; the
     * page as it is if that fails (the app then renders it in the browser, as without a renderer).
     */
    const withFirstScreen = async (
      template: string,
      pathname: string,
      language: Language,
      queries: KnownQuery[],
    ): Promise<string | undefined> => {
      try {
        const { body } = await (
          await loadRenderer()
        ).renderFirstScreen(pathname, language, queries);
        return fillPage(template, { body });
      } catch (error) {
        app.log.error({ err: error, pathname }, 'the first screen did not render');
        return undefined;
      }
    };

    if (hasWebApp) {
      await app.register(fastifyStatic, {
        root,
        wildcard: false,
        index: false,
        // The pages are sent by the handler below, with the public origin written in, never as files;
        // the server folder is the server's own.
        allowedPath: (pathname) =>
          !PAGE_FILES.has(pathname) && !pathname.startsWith(`/${webBuildFiles.serverDir}/`),
        setHeaders: (reply, filePath) => {
          const relative = path.relative(root, filePath);
          reply.header(
            'cache-control',
            relative.startsWith(`assets${path.sep}`) ? IMMUTABLE : 'no-cache',
          );
        },
      });
    }

    /** A page in the language of its path; a shared story's gets its own head tags in the HTML itself. */
    const sendPage = async (request: FastifyRequest, reply: FastifyReply, pages: SitePages) => {
      const pathname = requestPath(request);
      let language: Language = isArabicPath(pathname) ? 'ar' : 'en';
      let page = pages.shell[language];
      if (isLandingPath(pathname)) {
        // At `/` a browser preferring Arabic is sent on to /ar before the app starts (the web app's
        // startLanguage): it gets the Arabic page at once, not the English one turning Arabic.
        if (pathname === '/') {
          language = request.language;
          reply.header('vary', 'accept-language');
        }
        page = pages.landing[language];
      }
      let head = null;
      for (const resolve of app.pageHeads) head ??= await resolve(pathname, language);
      // Link previews and HEAD requests get the head alone (title, description, picture): a first
      // screen is for a reader about to load the page, and costs a render.
      const reader = request.method === 'GET' && !isLinkPreviewRobot(request.headers['user-agent']);
      if (head?.firstScreen && pages.firstScreen && reader) {
        page =
          (await withFirstScreen(
            pages.firstScreen[language],
            pathname,
            language,
            head.firstScreen,
          )) ?? page;
      }
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(head ? page.replace('</head>', `${renderPageHead(head)}</head>`) : page);
    };

    if (pages) {
      // Routes of their own, so that the compression plugin compresses them (some 45 kB of HTML);
      // HEAD comes with each, and /ar/ is /ar (ignoreTrailingSlash).
      for (const url of ['/', '/ar'])
        app.get(url, (request, reply) => sendPage(request, reply, pages));
    }

    app.setNotFoundHandler(async (request, reply) => {
      const isPage =
        pages &&
        (request.method === 'GET' || request.method === 'HEAD') &&
        !isApiRequest(request) &&
        !path.extname(requestPath(request));
      if (!isPage) throw new AppError('NOT_FOUND', 'error.notFound');
      return sendPage(request, reply, pages);
    });
  },
  { name: 'web-app', dependencies: ['config', 'page-head', 'request-language'] },
);
