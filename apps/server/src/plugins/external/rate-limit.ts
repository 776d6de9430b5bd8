import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { AppError } from '../../errors/app-error.ts';
import { isApiRequest } from '../../http/request-path.ts';

/**
 * A generous default for every /api call; routes that send email, sign in or store text set tighter
 * limits in their own `config.rateLimit`. Static files are not counted.
 */
export default fp(
  async (app) => {
    await app.register(rateLimit, {
      global: true,
      max: 300,
      timeWindow: '1 minute',
      allowList: (request) => !isApiRequest(request),
      errorResponseBuilder: (_request, context) => {
        const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
        return new AppError('RATE_LIMITED', 'error.rateLimited', {
          params: { seconds },
          retryAfter: seconds,
        });
      },
    });
  },
  { name: 'rate-limit' },
);
