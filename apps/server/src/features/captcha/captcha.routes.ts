import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { captchaConfigResponse, errorResponse } from '@qamar/shared';
import { createCaptchaChallenge } from '../../accounts/captcha.ts';
import { AppError } from '../../errors/app-error.ts';

const captchaRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Which captcha the registration form must show (named after the reCAPTCHA call of docs/product/api.md). */
  app.get(
    '/api/recaptcha-site-key',
    { schema: { response: { 200: captchaConfigResponse } } },
    async () =>
      app.config.recaptcha
        ? { provider: 'recaptcha' as const, siteKey: app.config.recaptcha.siteKey }
        : { provider: 'altcha' as const, siteKey: null },
  );

  /** A fresh ALTCHA proof-of-work challenge for the widget. */
  app.get(
    '/api/captcha/challenge',
    {
      schema: {
        response: {
          200: z.looseObject({ parameters: z.looseObject({}), signature: z.string().optional() }),
          404: errorResponse,
        },
      },
    },
    async (_request, reply) => {
      if (app.config.recaptcha) throw new AppError('NOT_FOUND', 'error.notFound');
      void reply.header('cache-control', 'no-store');
      const challenge: { parameters: object; signature?: string } = await createCaptchaChallenge(
        app.secret,
        app.now(),
      );
      return challenge as { parameters: Record<string, unknown>; signature?: string };
    },
  );
};

export default captchaRoutes;
