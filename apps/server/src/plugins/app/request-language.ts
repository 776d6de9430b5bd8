import fp from 'fastify-plugin';
import { languageFromAcceptLanguage, type Language } from '@qamar/shared';

declare module 'fastify' {
  interface FastifyRequest {
    language: Language;
  }
}

/** The web app sends its interface language as Accept-Language; errors and emails follow it. */
export default fp(
  async (app) => {
    app.decorateRequest('language', 'en');
    app.addHook('onRequest', async (request) => {
      request.language = languageFromAcceptLanguage(request.headers['accept-language']);
    });
  },
  { name: 'request-language' },
);
