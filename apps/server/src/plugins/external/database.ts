import fp from 'fastify-plugin';
import type { Database, DatabaseHandle } from '../../db/client.ts';
import { openDatabase } from '../../db/client.ts';
import { runMigrations } from '../../db/migrate.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    database: DatabaseHandle;
  }
}

/** Opens the database (unless the caller hands one in, as tests do) and applies migrations. */
export default fp<{ handle?: DatabaseHandle }>(
  async (app, options) => {
    const owned = !options.handle;
    const handle =
      options.handle ??
      (await openDatabase({ databaseUrl: app.config.databaseUrl, dataDir: app.config.dataDir }));
    try {
      await runMigrations(handle);
    } catch (error) {
      if (owned) await handle.close();
      throw error;
    }
    app.decorate<DatabaseHandle>('database', handle);
    app.decorate('db', handle.db);
    if (owned) app.addHook('onClose', async () => handle.close());
  },
  { name: 'database', dependencies: ['config'] },
);
