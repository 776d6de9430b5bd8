import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse, usageStats as usageStatsSchema } from '@qamar/shared';
import { usageStats } from '../../accounts/quota.ts';

const usageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/user/usage-stats',
    {
      preHandler: app.requireUser,
      schema: { response: { 200: usageStatsSchema, 401: errorResponse } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-cache');
      return usageStats(app.db, request.user!, app.now());
    },
  );
};

export default usageRoutes;
