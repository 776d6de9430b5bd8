import fp from 'fastify-plugin';
import type { Config } from '../../config/config.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    secret: Uint8Array;
  }
}

export default fp<{ config: Config; secret: Uint8Array }>(
  async (app, options) => {
    app.decorate('config', options.config);
    app.decorate('secret', options.secret);
  },
  { name: 'config' },
);
