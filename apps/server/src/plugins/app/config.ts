import fp from 'fastify-plugin';
import type { Config } from '../../config/config.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    secret: Uint8Array;
    /** The clock every part of the app reads (tests move it forward); workers read it too. */
    now: () => Date;
  }
}

export default fp<{ config: Config; secret: Uint8Array; now?: () => Date }>(
  async (app, options) => {
    app.decorate('config', options.config);
    app.decorate('secret', options.secret);
    app.decorate('now', options.now ?? (() => new Date()));
  },
  { name: 'config' },
);
