import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { s3BrowserOrigin } from '../../media/s3-presign.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Sets the security headers on a response. Every request gets them in an onRequest hook; the
     * errors the router answers before any hook runs (a badly encoded URL) set them through this.
     */
    securityHeaders: (request: IncomingMessage, response: ServerResponse) => void;
  }
}

/** Strict CSP: scripts only from our own origin (no inline scripts, no CDN); styles allow inline attributes that UI primitives set. */
export default fp(
  async (app) => {
    // Google's reCAPTCHA needs its script and frame, and only when the operator configured it.
    const recaptcha = app.config.recaptcha
      ? ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']
      : [];
    // Pictures and narrations come from the object store's presigned addresses when media live there.
    const media = app.config.media.store === 's3' ? [s3BrowserOrigin(app.config.media)] : [];
    const setHeaders = helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...recaptcha],
          frameSrc: recaptcha.length ? recaptcha : ["'none'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', ...media],
          mediaSrc: ["'self'", 'blob:', ...media],
          fontSrc: ["'self'"],
          connectSrc: ["'self'"],
          workerSrc: ["'self'", 'blob:'],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          manifestSrc: ["'self'"],
          ...(app.config.secureCookies ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      crossOriginEmbedderPolicy: false,
      strictTransportSecurity: app.config.secureCookies
        ? { maxAge: 31_536_000, includeSubDomains: true }
        : false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    });
    // helmet only sets headers and calls back at once, synchronously.
    const securityHeaders = (request: IncomingMessage, response: ServerResponse) =>
      setHeaders(request, response, () => {});
    app.decorate('securityHeaders', securityHeaders);
    app.addHook('onRequest', async (request, reply) => securityHeaders(request.raw, reply.raw));
  },
  { name: 'security-headers', dependencies: ['config'] },
);
