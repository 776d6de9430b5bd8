import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createFeedbackRequest,
  createFeedbackResponse,
  errorResponse,
  translateMessage,
} from '@qamar/shared';
import adminFeedbackRoutes from './admin-feedback.routes.ts';
import { insertFeedback } from './feedback.repository.ts';

const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(adminFeedbackRoutes);
  app.post(
    '/api/feedback',
    {
      preHandler: app.optionalUser,
      schema: {
        body: createFeedbackRequest,
        response: {
          201: createFeedbackResponse,
          400: errorResponse,
          403: errorResponse,
          429: errorResponse,
        },
      },
      config: { rateLimit: { max: 5, timeWindow: '10 minutes' } },
    },
    async (request, reply) => {
      const id = await insertFeedback(app.db, {
        userId: request.user?.id ?? null,
        category: request.body.category,
        message: request.body.message,
        pageUrl: request.body.pageUrl,
        language: request.language,
        userAgent: request.headers['user-agent']?.slice(0, 512) ?? null,
      });
      return reply
        .status(201)
        .send({ id, message: translateMessage('feedback.received', request.language) });
    },
  );
};

export default feedbackRoutes;
