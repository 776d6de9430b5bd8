import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import {
  isPublicMediaKey,
  mediaExpiry,
  type MediaGrant,
  type MediaGrantCheck,
  type MediaUrl,
} from '../../media/media-grants.ts';
import { createLocalMediaStore, type MediaStore } from '../../media/media-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The data folder (embedded default) or an S3-compatible bucket (`MEDIA_STORE=s3`). */
    media: MediaStore;
    /**
     * Addresses of media objects for someone the caller found entitled under `grant`: public ones
     * for the catalogue's pictures, signed ones expiring at `expiresAt` (by default 1 to 2 hours
     * from now, the same within an hour) for everything else.
     */
    mediaUrls: (grant: MediaGrant, expiresAt?: number) => MediaUrl;
    /** Grant checks by a key's top folder, added by the features that make those keys. */
    mediaGrants: Map<string, MediaGrantCheck>;
  }
}

/** The media store every process writes through. */
export default fp(
  async (app) => {
    const settings = app.config.media;
    let store: MediaStore;
    if (settings.store === 's3') {
      // The SDK loads only where it is used.
      const { createS3MediaStore } = await import('../../media/s3-media-store.ts');
      const s3 = createS3MediaStore(settings);
      app.addHook('onClose', async () => s3.close());
      await s3.check();
      store = s3;
    } else {
      const root = mediaRoot(app.config.dataDir);
      fs.mkdirSync(root, { recursive: true });
      store = createLocalMediaStore(root, app.secret);
    }
    app.decorate('media', store);
    app.decorate('mediaUrls', (grant: MediaGrant, expiresAt = mediaExpiry(app.now())): MediaUrl => {
      return (key) =>
        isPublicMediaKey(key) ? store.publicUrl(key) : store.signedUrl(key, grant, expiresAt);
    });
    app.decorate('mediaGrants', new Map<string, MediaGrantCheck>());
  },
  { name: 'media', dependencies: ['config'] },
);

export function mediaRoot(dataDir: string): string {
  return path.join(dataDir, 'media');
}
