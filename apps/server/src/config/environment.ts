import { z } from 'zod';

/** The environment's variables (zod) and the rules across them: what loadConfig (config.ts) reads. */

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => ['true', '1', 'yes'].includes(value));

const wholeNumber = (min: number, max: number, error: string) =>
  z.coerce.number({ error }).int({ error }).min(min, { error }).max(max, { error });
const port = wholeNumber(1, 65535, 'must be a whole number between 1 and 65535');

export const environment = z.object({
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
export function crossProblems(env: Record<string, string | undefined>): string[] {
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
