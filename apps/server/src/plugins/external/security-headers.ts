import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/** Strict CSP: scripts only from our own origin (no inline scripts, no CDN); styles allow inline attributes that UI primitives set. */
export default fp(
  async (app) => {
    // Google's reCAPTCHA needs its script and frame, and only when the operator configured it.
    const recaptcha = app.config.recaptcha ? ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'] : [];
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...recaptcha],
          frameSrc: recaptcha.length ? recaptcha : ["'none'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          mediaSrc: ["'self'", 'blob:'],
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
      strictTransportSecurity: app.config.secureCookies ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    });
  },
  { name: 'security-headers', dependencies: ['config'] },
);
