import path from 'node:path';
// Only the configuration module: the engines themselves load in the processes that run them.
import { parseEngineConfig, type EngineConfig } from '@qamar/engines/config';
import type { S3Settings } from '../media/s3-media-store.ts';
import { crossProblems, environment } from './environment.ts';

export type Role = 'all' | 'api' | 'worker';

export interface Config {
  env: 'development' | 'production' | 'test';
  role: Role;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  appSecret: string | undefined;
  publicUrl: string;
  trustProxy: boolean;
  logLevel: string;
  webDistDir: string;
  secureCookies: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  recaptcha: { siteKey: string; secretKey: string; verifyUrl: string } | undefined;
  firstAdmin: { username: string; password: string } | undefined;
  /** Which writer, illustrator and narrator to use (embedded by default; docs/product/stories-and-engines.md). */
  engines: EngineConfig;
  /** Where media live: the data folder (embedded default) or an S3-compatible bucket shared by every process. */
  media: { store: 'local' } | ({ store: 's3' } & S3Settings);
  /**
   * `GET /metrics` (Prometheus): on the API's port for callers with the token, and/or on a port of
   * its own (workers have no other); neither set: not served.
   */
  metrics: { token: string | undefined; port: number | undefined; host: string };
  /** On SIGTERM, how long running jobs may take to finish before they are handed back to the queue. */
  shutdownGraceMs: number;
  /** Online payment through Stripe; without it the operator grants plans (docs/billing.md). */
  stripe: StripeConfig | undefined;
  /** Days the request log and the engine calls' log are kept; older rows are pruned every hour. */
  logRetentionDays: number;
}

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  prices: { family: string; heritage: string };
  /** Where the Stripe API answers: Stripe itself unless pointed elsewhere (a local server in tests). */
  api: { protocol: 'http' | 'https'; host: string; port: number } | undefined;
}

export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(
      `Qamar cannot start: the configuration has ${problems.length} problem(s):\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

/** Reads the environment once; every problem is listed together so one restart fixes them all. */
export function loadConfig(source: NodeJS.ProcessEnv, role: Role = 'all'): Config {
  const blankless = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = environment.safeParse(blankless);
  const engines = parseEngineConfig(blankless);
  const problems = [
    ...('problems' in engines ? engines.problems : []),
    ...(parsed.error?.issues ?? []).map((issue) => {
      const name = issue.path.join('.');
      const given = name in blankless ? ` (got "${redact(name, blankless[name])}")` : '';
      return `${name} ${issue.message}${given}`;
    }),
    ...crossProblems(blankless),
  ];
  if (!parsed.success || problems.length > 0 || !('config' in engines))
    throw new ConfigError(problems);
  const env = parsed.data;
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  return {
    env: env.NODE_ENV,
    role,
    port: env.PORT,
    host: env.HOST,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    appSecret: env.APP_SECRET,
    publicUrl,
    trustProxy: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL,
    webDistDir: path.resolve(env.WEB_DIST_DIR ?? path.join(repoRoot, 'apps/web/dist')),
    secureCookies: publicUrl.startsWith('https://'),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    recaptcha:
      env.RECAPTCHA_SITE_KEY && env.RECAPTCHA_SECRET_KEY
        ? {
            siteKey: env.RECAPTCHA_SITE_KEY,
            secretKey: env.RECAPTCHA_SECRET_KEY,
            verifyUrl: env.RECAPTCHA_VERIFY_URL,
          }
        : undefined,
    firstAdmin:
      env.ADMIN_USERNAME && env.ADMIN_PASSWORD
        ? { username: env.ADMIN_USERNAME, password: env.ADMIN_PASSWORD }
        : undefined,
    engines: engines.config,
    media:
      env.MEDIA_STORE === 's3'
        ? {
            store: 's3',
            endpoint: env.S3_ENDPOINT,
            publicEndpoint: env.S3_PUBLIC_ENDPOINT,
            bucket: env.S3_BUCKET!,
            region: env.S3_REGION,
            accessKeyId: env.S3_ACCESS_KEY_ID!,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
            forcePathStyle: env.S3_FORCE_PATH_STYLE,
          }
        : { store: 'local' },
    metrics: { token: env.METRICS_TOKEN, port: env.METRICS_PORT, host: env.METRICS_HOST },
    shutdownGraceMs: env.SHUTDOWN_GRACE_SECONDS * 1000,
    stripe:
      env.STRIPE_SECRET_KEY &&
      env.STRIPE_WEBHOOK_SECRET &&
      env.STRIPE_PRICE_FAMILY &&
      env.STRIPE_PRICE_HERITAGE
        ? {
            secretKey: env.STRIPE_SECRET_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
            prices: { family: env.STRIPE_PRICE_FAMILY, heritage: env.STRIPE_PRICE_HERITAGE },
            api: env.STRIPE_API_URL ? apiAddress(env.STRIPE_API_URL) : undefined,
          }
        : undefined,
    logRetentionDays: env.LOG_RETENTION_DAYS,
  };
}

function apiAddress(url: string): NonNullable<StripeConfig['api']> {
  const parsed = new URL(url);
  const protocol = parsed.protocol === 'http:' ? 'http' : 'https';
  return {
    protocol,
    host: parsed.hostname,
    port: parsed.port ? Number(parsed.port) : protocol === 'http' ? 80 : 443,
  };
}

function redact(name: string, value: string | undefined): string {
  if (!value) return '';
  if (/SECRET|PASSWORD|KEY/.test(name)) return '***';
  return value.replace(/\/\/([^:@/]+):([^@/]+)@/, '//$1:***@');
}
