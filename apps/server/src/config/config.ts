import path from 'node:path';
import { z } from 'zod';
// Only the configuration module: the engines themselves load in the processes that run them.
import { parseEngineConfig, type EngineConfig } from '@qamar/engines/config';
import type { S3Settings } from '../media/s3-media-store.ts';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => ['true', '1', 'yes'].includes(value));

const wholeNumber = (min: number, max: number, error: string) =>
  z.coerce.number({ error }).int({ error }).min(min, { error }).max(max, { error });
const port = wholeNumber(1, 65535, 'must be a whole number between 1 and 65535');

const environment = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'], {
      error: 'must be development, production or test',
    })
    .default('production'),
  PORT: port.default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1, { error: 'must not be empty' }).default('./data'),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' })
    .optional(),
  APP_SECRET: z
    .string()
    .min(32, { error: 'must be at least 32 characters (try: openssl rand -hex 32)' })
    .optional(),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .optional(),
  TRUST_PROXY: booleanFromEnv.default(false),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  WEB_DIST_DIR: z.string().optional(),
  SMTP_URL: z
    .url({
      protocol: /^smtps?$/,
      error: 'must be an smtp:// or smtps:// URL, e.g. smtps://user:password@mail.example.com:465',
    })
    .optional(),
  MAIL_FROM: z
    .string()
    .min(3, { error: 'must be an address such as "Qamar <hello@qamar.app>"' })
    .default('Qamar <hello@qamar.app>'),
  RECAPTCHA_SITE_KEY: z.string().min(1).optional(),
  RECAPTCHA_SECRET_KEY: z.string().min(1).optional(),
  RECAPTCHA_VERIFY_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .default('https://www.google.com/recaptcha/api/siteverify'),
  ADMIN_USERNAME: z
    .string()
    .trim()
    .min(3, { error: 'must be at least 3 characters' })
    .max(64)
    .optional(),
  ADMIN_PASSWORD: z.string().min(8, { error: 'must be at least 8 characters' }).max(256).optional(),
  MEDIA_STORE: z
    .enum(['local', 's3'], {
      error: 'must be local (a folder in DATA_DIR) or s3 (an S3-compatible object store)',
    })
    .default('local'),
  S3_ENDPOINT: z
    .url({
      protocol: /^https?$/,
      error:
        'must be an http(s) URL, e.g. https://s3.eu-central-1.amazonaws.com or http://minio:9000',
    })
    .optional(),
  S3_PUBLIC_ENDPOINT: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL that browsers can reach' })
    .optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
      error: 'must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens',
    })
    .optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{2,32}$/, { error: 'must be a region name such as us-east-1 or auto' })
    .default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanFromEnv.default(false),
  METRICS_TOKEN: z
    .string()
    .min(16, { error: 'must be at least 16 characters (try: openssl rand -hex 24)' })
    .optional(),
  METRICS_PORT: port.optional(),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  SHUTDOWN_GRACE_SECONDS: wholeNumber(
    0,
    600,
    'must be a whole number of seconds from 0 to 600',
  ).default(20),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_[A-Za-z0-9_]+$/, {
      error: 'must be a Stripe secret or restricted key (sk_live_…, sk_test_…, rk_…)',
    })
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_[A-Za-z0-9_+/=]+$/, {
      error: 'must be the signing secret of your Stripe webhook endpoint (whsec_…)',
    })
    .optional(),
  STRIPE_PRICE_FAMILY: z
    .string()
    .regex(/^price_[A-Za-z0-9_]+$/, { error: 'must be the id of a Stripe price (price_…)' })
    .optional(),
  STRIPE_PRICE_HERITAGE: z
    .string()
    .regex(/^price_[A-Za-z0-9_]+$/, { error: 'must be the id of a Stripe price (price_…)' })
    .optional(),
  STRIPE_API_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://api.stripe.com' })
    .optional(),
  LOG_RETENTION_DAYS: wholeNumber(
    1,
    3650,
    'must be a whole number of days between 1 and 3650',
  ).default(30),
});

const stripeVariables = [
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_PRICE_FAMILY',
  'STRIPE_PRICE_HERITAGE',
] as const;

/** Rules across variables, checked even when single values are wrong so that every problem is listed. */
function crossProblems(env: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  if (env.DATABASE_URL && !env.APP_SECRET) {
    problems.push(
      'APP_SECRET is required when DATABASE_URL is set, so that every API process signs with the same key (try: openssl rand -hex 32)',
    );
  }
  if (Boolean(env.RECAPTCHA_SITE_KEY) !== Boolean(env.RECAPTCHA_SECRET_KEY)) {
    problems.push(
      'RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET_KEY go together: set both to use reCAPTCHA, or neither for the built-in ALTCHA',
    );
  }
  if (Boolean(env.ADMIN_USERNAME) !== Boolean(env.ADMIN_PASSWORD)) {
    problems.push(
      'ADMIN_USERNAME and ADMIN_PASSWORD go together: set both, or neither to have a first admin generated',
    );
  }
  const s3Names = [
    'S3_ENDPOINT',
    'S3_PUBLIC_ENDPOINT',
    'S3_BUCKET',
    'S3_ACCESS_KEY_ID',
    'S3_SECRET_ACCESS_KEY',
  ] as const;
  if (env.MEDIA_STORE === 's3') {
    const missing = (['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter(
      (name) => !env[name],
    );
    if (missing.length > 0)
      problems.push(
        `MEDIA_STORE=s3 needs ${missing.join(', ')} (S3_ENDPOINT too unless the store is AWS S3 itself)`,
      );
  } else if (s3Names.some((name) => env[name])) {
    problems.push(
      `${s3Names.filter((name) => env[name]).join(', ')} set but MEDIA_STORE is not s3: set MEDIA_STORE=s3 to keep media in the object store, or remove them`,
    );
  }
  if (env.METRICS_PORT && env.METRICS_PORT === (env.PORT ?? '3000')) {
    problems.push('METRICS_PORT must differ from PORT: the metrics listener is a port of its own');
  }
  const stripeSet = stripeVariables.filter((name) => env[name]);
  if (stripeSet.length > 0 && stripeSet.length < stripeVariables.length) {
    const missing = stripeVariables.filter((name) => !env[name]);
    problems.push(
      `online payment needs all of ${stripeVariables.join(', ')}: ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} missing (set none of them to have the operator grant plans instead)`,
    );
  }
  if (env.STRIPE_PRICE_FAMILY && env.STRIPE_PRICE_FAMILY === env.STRIPE_PRICE_HERITAGE) {
    problems.push('STRIPE_PRICE_FAMILY and STRIPE_PRICE_HERITAGE must be two different prices');
  }
  return problems;
}

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
