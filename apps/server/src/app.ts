import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config/config.ts';
import { resolveSecret } from './config/secret.ts';
import { accountEmailJob } from './accounts/account-email.job.ts';
import { logRetentionJob } from './logs/log-retention.job.ts';
import type { DatabaseHandle } from './db/client.ts';
import type { RequestLogOptions } from './logs/request-log.ts';
import authentication from './plugins/app/authentication.ts';
import configPlugin from './plugins/app/config.ts';
import csrf from './plugins/app/csrf.ts';
import errorHandler, { sendRouterError } from './plugins/app/error-handler.ts';
import requestLanguage from './plugins/app/request-language.ts';
import requestLog from './plugins/app/request-log.ts';
import textInput from './plugins/app/text-input.ts';
import mediaFiles from './plugins/app/media-files.ts';
import metricsEndpoint from './plugins/app/metrics-endpoint.ts';
import pageHead from './plugins/app/page-head.ts';
import webApp from './plugins/app/web-app.ts';
import database from './plugins/external/database.ts';
import engines from './plugins/external/engines.ts';
import mailer from './plugins/external/mailer.ts';
import media from './plugins/external/media.ts';
import metrics from './plugins/external/metrics.ts';
import queue from './plugins/external/queue.ts';
import rateLimit from './plugins/external/rate-limit.ts';
import securityHeaders from './plugins/external/security-headers.ts';
import stripe from './plugins/external/stripe.ts';
import adminAuthRoutes from './features/admin-auth/admin-auth.routes.ts';
import adminOpsRoutes from './features/admin-ops/admin-ops.routes.ts';
import adminUsersRoutes from './features/admin-users/admin-users.routes.ts';
import adminAuditRoutes from './features/admin-audit/admin-audit.routes.ts';
import authRoutes from './features/auth/auth.routes.ts';
import adminSubscriptionRoutes from './features/billing/admin-subscriptions.routes.ts';
import { billingJobs } from './features/billing/billing.jobs.ts';
import billingRoutes from './features/billing/billing.routes.ts';
import webhookRoutes from './features/billing/webhook.routes.ts';
import passwordResetRoutes from './features/auth/password-reset.routes.ts';
import verificationRoutes from './features/auth/verification.routes.ts';
import captchaRoutes from './features/captcha/captcha.routes.ts';
import catalogueRoutes from './features/catalogue/catalogue.routes.ts';
import { catalogueJobs } from './features/catalogue/catalogue-picture.job.ts';
import childrenRoutes from './features/children/children.routes.ts';
import communityRoutes from './features/community/community.routes.ts';
import communityActionsRoutes from './features/community/community-actions.routes.ts';
import feedbackRoutes from './features/feedback/feedback.routes.ts';
import profileRoutes from './features/profile/profile.routes.ts';
import shareRoutes from './features/share/share.routes.ts';
import { storyJobs } from './features/stories/story.jobs.ts';
import storiesRoutes from './features/stories/stories.routes.ts';
import systemRoutes from './features/system/system.routes.ts';
import { createLandingCache } from './story-views/story-visibility.ts';
import { loggedError } from './logs/logged-error.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Every route as it was registered (method, URL pattern, schemas, pre-handlers), in order: the
     * attack suite (test/attack-*.test.ts) covers each route by this list, so a new route joins it.
     */
    registeredRoutes: readonly RouteOptions[];
  }
}

export interface BuildOptions {
  config: Config;
  /** An already open database (tests); otherwise one is opened from the configuration. */
  database?: DatabaseHandle;
  logger?: boolean;
  /** Where log lines go instead of standard output (tests read them). */
  logDestination?: { write: (line: string) => void };
  /** The clock the app reads (tests move it forward). */
  now?: () => Date;
  /** The request log's batching (benchmarks), or false for none (the benchmark's baseline). */
  requestLog?: Partial<RequestLogOptions> | false;
}

const redactedPaths = [
  'req.headers.authorization',
  'req.headers["x-auth-token"]',
  'req.headers["x-csrf-token"]',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.token',
  '*.secret',
];

/**
 * A first start makes the embedded database's folder, which takes seconds of CPU; on a busy machine
 * that passes Fastify's default of 10 s for one plugin, which would stop a start that is only slow.
 */
const PLUGIN_TIMEOUT_MS = 120_000;

/** What every process needs: configuration, the database (migrated) and the queue with its job handlers. */
async function registerCore(app: FastifyInstance, options: BuildOptions): Promise<void> {
  await app.register(configPlugin, {
    config: options.config,
    secret: resolveSecret(options.config),
    now: options.now,
  });
  await app.register(metrics);
  // The media store first: an object store that cannot be used stops the start before anything is made.
  await app.register(media);
  await app.register(database, { handle: options.database });
  await app.register(mailer);
  await app.register(engines);
  await app.register(stripe);
  // Last: a worker may pick up a job the moment its handler is attached.
  await app.register(queue, {
    jobs: [...storyJobs, ...catalogueJobs, accountEmailJob, ...billingJobs, logRetentionJob],
  });
}

/** A worker process: no HTTP routes, it only works the queue. */
export async function buildWorker(options: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: loggerOptions(options), pluginTimeout: PLUGIN_TIMEOUT_MS });
  await registerCore(app, options);
  await app.ready();
  return app;
}

function loggerOptions(options: BuildOptions) {
  return options.logger === false
    ? false
    : {
        level: options.config.logLevel,
        redact: { paths: redactedPaths, censor: '[redacted]' },
        serializers: { err: loggedError },
        ...(options.logDestination ? { stream: options.logDestination } : {}),
      };
}

/** The app is a plugin tree: configuration, then external services, then app plugins, then routes. */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: loggerOptions(options),
    pluginTimeout: PLUGIN_TIMEOUT_MS,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: false,
    forceCloseConnections: true,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: sendRouterError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const registeredRoutes: RouteOptions[] = [];
  app.decorate('registeredRoutes', registeredRoutes);
  app.addHook('onRoute', (route) => void registeredRoutes.push(route));

  await registerCore(app, options);
  await app.register(securityHeaders);
  await app.register(compress, { threshold: 1024 });
  await app.register(cookie);
  await app.register(rateLimit);
  await app.register(requestLanguage);
  await app.register(authentication);
  if (options.requestLog !== false) await app.register(requestLog, { options: options.requestLog });
  await app.register(csrf);
  await app.register(errorHandler);
  await app.register(metricsEndpoint);
  await app.register(textInput);
  await app.register(pageHead);
  app.decorate('landingCache', createLandingCache(app.now));

  await app.register(systemRoutes);
  await app.register(feedbackRoutes);
  await app.register(captchaRoutes);
  await app.register(authRoutes);
  await app.register(verificationRoutes);
  await app.register(passwordResetRoutes);
  await app.register(profileRoutes);
  await app.register(adminAuthRoutes);
  await app.register(adminUsersRoutes);
  await app.register(adminAuditRoutes);
  await app.register(adminOpsRoutes);
  await app.register(catalogueRoutes);
  await app.register(storiesRoutes);
  await app.register(shareRoutes);
  await app.register(communityRoutes);
  await app.register(childrenRoutes);
  await app.register(communityActionsRoutes);
  await app.register(billingRoutes);
  await app.register(webhookRoutes);
  await app.register(adminSubscriptionRoutes);
  await app.register(mediaFiles);
  await app.register(webApp);
  return app;
}
