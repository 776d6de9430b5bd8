import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { AppError } from '../../errors/app-error.ts';
import { renderPageHead } from './page-head.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Client routes under /ar get the same page with `lang="ar" dir="rtl"` from the first byte. */
function isArabicPath(pathname: string): boolean {
  return pathname === '/ar' || pathname.startsWith('/ar/');
}

/**
 * Serves the built web app: hashed files under /assets/ cached for a year, everything else
 * revalidated, and index.html for any GET outside /api/ without a file extension (client routes).
 */
export default fp(
  async (app) => {
    const root = app.config.webDistDir;
    const indexFile = path.join(root, 'index.html');
    const hasWebApp = fs.existsSync(indexFile);
    if (!hasWebApp) app.log.warn({ root }, 'the web app is not built; only the API is served');

    const pages = hasWebApp
      ? (() => {
          const en = fs.readFileSync(indexFile, 'utf8');
          const ar = en.replace(/<html[^>]*>/, '<html lang="ar" dir="rtl">');
          return { en, ar };
        })()
      : undefined;

    if (hasWebApp) {
      await app.register(fastifyStatic, {
        root,
        wildcard: false,
        index: false,
        setHeaders: (reply, filePath) => {
          const relative = path.relative(root, filePath);
          reply.header('cache-control', relative.startsWith(`assets${path.sep}`) ? IMMUTABLE : 'no-cache');
        },
      });
    }

    app.setNotFoundHandler(async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      const isPage =
        pages &&
        (request.method === 'GET' || request.method === 'HEAD') &&
        !pathname.startsWith('/api/') &&
        pathname !== '/api' &&
        !path.extname(pathname);
      if (!isPage) throw new AppError(404, 'NOT_FOUND', 'error.notFound');
      const language = isArabicPath(pathname) ? 'ar' : 'en';
      const page = language === 'ar' ? pages.ar : pages.en;
      // A page with head tags of its own (a shared story) gets them in the HTML itself.
      let head = null;
      for (const resolve of app.pageHeads) head ??= await resolve(pathname, language);
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(head ? page.replace('</head>', `${renderPageHead(head)}</head>`) : page);
    });
  },
  { name: 'web-app', dependencies: ['config', 'page-head'] },
);
