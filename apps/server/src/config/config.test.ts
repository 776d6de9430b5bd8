import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('starts on the embedded defaults with an empty environment', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toMatch(/data$/);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it('lists every problem at once, naming each variable', () => {
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://db', LOG_LEVEL: 'loud' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const { problems, message } = error as ConfigError;
      expect(problems).toHaveLength(4);
      expect(message).toContain('PORT must be a whole number between 1 and 65535 (got "abc")');
      expect(message).toContain('DATABASE_URL must be a postgres:// or postgresql:// URL');
      expect(message).toContain('LOG_LEVEL');
      expect(message).toContain('APP_SECRET is required when DATABASE_URL is set');
    }
  });

  it('checks the engine settings with the rest, naming the variable', () => {
    expect(loadConfig({}).engines.writer.engine).toBe('embedded');
    expect(() => loadConfig({ WRITER_ENGINE: 'openai' })).toThrow(/WRITER_API_KEY/);
    expect(() => loadConfig({ NARRATOR_ENGINE: 'parrot' })).toThrow(/NARRATOR_ENGINE/);
  });

  it('rejects ports out of range', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => loadConfig({ PORT: '0' })).toThrow(/PORT/);
  });

  it('never prints the password of a database URL', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://qamar:hunter2@db/qamar' })).toThrow(
      ConfigError,
    );
    try {
      loadConfig({ DATABASE_URL: 'postgres://qamar:hunter2@db/qamar', APP_SECRET: 'short' });
    } catch (error) {
      expect((error as Error).message).not.toContain('hunter2');
      expect((error as Error).message).toMatch(
        /APP_SECRET must be at least 32 characters .*\(got "\*\*\*"\)/,
      );
    }
  });

  it('keeps the logs 30 days unless LOG_RETENTION_DAYS says otherwise, checked with the rest', () => {
    expect(loadConfig({}).logRetentionDays).toBe(30);
    expect(loadConfig({ LOG_RETENTION_DAYS: '7' }).logRetentionDays).toBe(7);
    for (const wrong of ['0', '-3', '2.5', 'forever', '3651']) {
      expect(() => loadConfig({ LOG_RETENTION_DAYS: wrong })).toThrow(
        `LOG_RETENTION_DAYS must be a whole number of days between 1 and 3650 (got "${wrong}")`,
      );
    }
  });

  it('treats blank values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(3000);
  });

  it('keeps media in the data folder unless MEDIA_STORE=s3, which needs the bucket and its keys', () => {
    expect(loadConfig({}).media).toEqual({ store: 'local' });
    const s3 = loadConfig({
      MEDIA_STORE: 's3',
      S3_ENDPOINT: 'http://minio:9000',
      S3_BUCKET: 'qamar-media',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    }).media;
    expect(s3).toMatchObject({
      store: 's3',
      endpoint: 'http://minio:9000',
      bucket: 'qamar-media',
      region: 'us-east-1',
      forcePathStyle: true,
    });
    expect(() => loadConfig({ MEDIA_STORE: 's3', S3_BUCKET: 'qamar-media' })).toThrow(
      'MEDIA_STORE=s3 needs S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY',
    );
    expect(() => loadConfig({ S3_BUCKET: 'qamar-media' })).toThrow(
      'S3_BUCKET set but MEDIA_STORE is not s3',
    );
    expect(() => loadConfig({ MEDIA_STORE: 'gcs' })).toThrow(/MEDIA_STORE must be local .* or s3/);
    expect(() =>
      loadConfig({
        MEDIA_STORE: 's3',
        S3_BUCKET: 'Qamar_Media',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
      }),
    ).toThrow(/S3_BUCKET must be a bucket name/);
    try {
      loadConfig({
        MEDIA_STORE: 's3',
        S3_ENDPOINT: 'ftp://x',
        S3_BUCKET: 'qamar-media',
        S3_ACCESS_KEY_ID: 'AKIDEXAMPLE',
        S3_SECRET_ACCESS_KEY: 'hunter2',
      });
      expect.unreachable();
    } catch (error) {
      expect((error as Error).message).toContain('S3_ENDPOINT must be an http(s) URL');
      expect((error as Error).message).not.toContain('hunter2');
    }
  });

  it('serves metrics only when asked to: a token of some length, a port of its own', () => {
    expect(loadConfig({}).metrics).toEqual({
      token: undefined,
      port: undefined,
      host: '127.0.0.1',
    });
    expect(loadConfig({ METRICS_TOKEN: 'a'.repeat(24), METRICS_PORT: '9464' }).metrics).toEqual({
      token: 'a'.repeat(24),
      port: 9464,
      host: '127.0.0.1',
    });
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(
      /METRICS_TOKEN must be at least 16 characters/,
    );
    expect(() => loadConfig({ METRICS_PORT: '3000' })).toThrow(
      'METRICS_PORT must differ from PORT',
    );
  });

  it('takes online payment only with all four Stripe settings, checked with the rest', () => {
    expect(loadConfig({}).stripe).toBeUndefined();
    const stripe = {
      STRIPE_SECRET_KEY: 'sk_test_abc123',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
      STRIPE_PRICE_FAMILY: 'price_family1',
      STRIPE_PRICE_HERITAGE: 'price_heritage1',
    };
    expect(loadConfig(stripe).stripe).toEqual({
      secretKey: 'sk_test_abc123',
      webhookSecret: 'whsec_abc123',
      prices: { family: 'price_family1', heritage: 'price_heritage1' },
      api: undefined,
    });
    expect(loadConfig({ ...stripe, STRIPE_API_URL: 'http://127.0.0.1:12111' }).stripe?.api).toEqual(
      { protocol: 'http', host: '127.0.0.1', port: 12111 },
    );
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc123' })).toThrow(
      /STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_FAMILY, STRIPE_PRICE_HERITAGE are missing/,
    );
    expect(() => loadConfig({ ...stripe, STRIPE_PRICE_HERITAGE: 'price_family1' })).toThrow(
      /two different prices/,
    );
    try {
      loadConfig({ ...stripe, STRIPE_SECRET_KEY: 'pk_live_oops', STRIPE_WEBHOOK_SECRET: 'secret' });
      expect.unreachable();
    } catch (error) {
      const { problems, message } = error as ConfigError;
      expect(problems).toHaveLength(2);
      expect(message).toContain('STRIPE_SECRET_KEY must be a Stripe secret or restricted key');
      // Secrets are never printed back.
      expect(message).not.toContain('pk_live_oops');
      expect(message).toContain('STRIPE_WEBHOOK_SECRET must be the signing secret');
    }
  });
});
