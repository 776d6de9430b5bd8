import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { mediaRoot } from '../external/media.ts';

/**
 * Serves the local media store under /media/. Keys are never reused (a new picture gets a new
 * key), so files are cached for a year; range requests let audio players seek.
 */
export default fp(
  async (app) => {
    await app.register(fastifyStatic, {
      root: mediaRoot(app.config.dataDir),
      prefix: '/media/',
      decorateReply: false,
      index: false,
      acceptRanges: true,
      immutable: true,
      maxAge: '365d',
    });
  },
  { name: 'media-files', dependencies: ['config', 'media'] },
);
