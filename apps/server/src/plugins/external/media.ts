import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import { createLocalMediaStore, type MediaStore } from '../../media/media-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    media: MediaStore;
  }
}

/** The media store every process writes through (a folder in the data directory by default). */
export default fp(
  async (app) => {
    const root = mediaRoot(app.config.dataDir);
    fs.mkdirSync(root, { recursive: true });
    app.decorate('media', createLocalMediaStore(root));
  },
  { name: 'media', dependencies: ['config'] },
);

export function mediaRoot(dataDir: string): string {
  return path.join(dataDir, 'media');
}
