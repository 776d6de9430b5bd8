import type { FastifyInstance } from 'fastify';
import { ConfigError, loadConfig, type Role } from './config/config.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { buildApp, buildWorker } from './app.ts';
import { MediaStoreUnavailableError } from './media/media-store.ts';

const startedAt = performance.now();
const roles: Role[] = ['all', 'api', 'worker'];

function fail(message: string): never {
  process.stderr.write(`\n${message}\n\n`);
  process.exit(1);
}

async function main(): Promise<void> {
  const role = (process.argv[2] ?? 'all') as Role;
  if (!roles.includes(role)) fail(`Unknown role "${role}": use one of ${roles.join(', ')}.`);

  let config;
  try {
    config = loadConfig(process.env, role);
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }

  let app: FastifyInstance | undefined;
  try {
    app = role === 'worker' ? await buildWorker({ config }) : await buildApp({ config });
    if (role !== 'worker') await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    // Release the data folder and the queue before explaining what went wrong.
    await app?.close().catch(() => {});
    if (error instanceof DataDirLockedError || error instanceof MediaStoreUnavailableError)
      fail(error.message);
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      fail(
        `Port ${config.port} is already in use. Stop what uses it, or start Qamar with another PORT (for example PORT=3001 npm start).`,
      );
    }
    if ((error as NodeJS.ErrnoException).code === 'ECONNREFUSED' && config.databaseUrl) {
      fail(
        'DATABASE_URL: the PostgreSQL server refused the connection. Check that it is running and that the URL is right.',
      );
    }
    throw error;
  }

  const server = app;
  // Listen for signals before saying "ready": whoever waits for that line may stop us at once.
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    server.log.info({ signal }, 'shutting down');
    // Running jobs get the grace period to finish (then go back to the queue); past it and a margin, stop anyway.
    const force = setTimeout(() => process.exit(1), config.shutdownGraceMs + 10_000);
    force.unref();
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        server.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  const elapsed = Math.round(performance.now() - startedAt);
  const where = config.databaseUrl ? 'PostgreSQL' : `data folder ${config.dataDir}`;
  server.log.info({ role, elapsedMs: elapsed }, 'ready');
  process.stdout.write(
    role === 'worker'
      ? `Qamar worker is ready (${where}), in ${elapsed} ms.\n`
      : `Qamar is ready on ${config.publicUrl} (${where}), in ${elapsed} ms.\n`,
  );
}

await main();
