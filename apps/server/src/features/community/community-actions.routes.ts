import type { FastifyPluginAsync } from 'fastify';
import commentsRoutes from './comments.routes.ts';
import interactionsRoutes from './interactions.routes.ts';
import moderationRoutes from './moderation.routes.ts';
import reportsRoutes from './reports.routes.ts';

/** Acting in the community: likes and saves, comments, reports, and the admins' moderation. */
const communityActionsRoutes: FastifyPluginAsync = async (app) => {
  await app.register(interactionsRoutes);
  await app.register(commentsRoutes);
  await app.register(reportsRoutes);
  await app.register(moderationRoutes);
};

export default communityActionsRoutes;
